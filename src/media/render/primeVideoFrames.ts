// WebKitGTK's web process aborts when a VideoEncoder is configured, or only asked isConfigSupported,
// before anything in that process has started GStreamer (the encoder registers its element
// uninitialised; the next start stops the process). Making a VideoFrame starts it, so one made and
// closed first prevents it. The reproduction: e2e/engines/repro/webkit-encoder-first-frame.html.

let primed = false;

/** Makes a VideoFrame, once in this page or worker: call before a VideoEncoder is first asked anything. */
export function primeVideoFrames(): void {
  if (primed || typeof VideoFrame === 'undefined') return;
  primed = true;
  try {
    new VideoFrame(new Uint8Array(24), { format: 'I420', codedWidth: 4, codedHeight: 4, timestamp: 0 }).close();
  } catch {
    // a browser that refuses it has nothing to prevent
  }
}
