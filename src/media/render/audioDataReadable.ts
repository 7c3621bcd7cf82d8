// WebKitGTK and WPE (WebKit on GStreamer, 2.50) end the page's web process on any AudioData.copyTo
// ("free(): invalid pointer"): the sound WebCodecs decodes there cannot be read. It cannot be asked
// (asking is the crash), so it is told by the browser's name: WebKit on Linux, not Chromium.
// The reproduction: e2e/engines/repro/webkit-audiodata-copyto.html.

/** Whether the sound WebCodecs decodes can be read here (AudioData.copyTo does not crash). */
export function audioDataReadable(userAgent: string = globalThis.navigator?.userAgent ?? ''): boolean {
  const webKitOnLinux = /AppleWebKit/.test(userAgent) && /Linux/.test(userAgent) && !/Chrome|Chromium|Android/.test(userAgent);
  return !webKitOnLinux;
}
