// Whether a video was cut short after its index: the index (an MP4's or a MOV's moov, read by
// Mediabunny) lists frames whose bytes are past the end of the file, as a broken transfer leaves it.
// Only the index and each track's last packet are read; nothing is decoded (Node has no decoders,
// and the fake server, like a real one, does not play what it stores). Other containers (a WebM
// recording has no index to hold it to) and files whose index cannot be read are left to the
// render, which skips a clip it cannot load and says so.

/** True when some track's last frame, as the index gives it, cannot be read from the file. */
export async function videoCutShort(file: Blob): Promise<boolean> {
  const { CustomSource, EncodedPacketSink, Input, MP4, QTFF } = await import('mediabunny');
  // read through slices: the upload's File may come from another realm than Mediabunny's Blob (Node, jsdom)
  const source = new CustomSource({
    getSize: () => file.size,
    read: async (start, end) => new Uint8Array(await file.slice(start, end).arrayBuffer()),
  });
  const input = new Input({ source, formats: [MP4, QTFF] });
  try {
    for (const track of await input.getTracks()) {
      const sink = new EncodedPacketSink(track);
      const promised = await sink.getPacket(Infinity, { metadataOnly: true }).catch(() => null);
      if (!promised) continue; // no index to hold the file to
      if (!(await sink.getPacket(Infinity).catch(() => null))) return true;
    }
    return false;
  } catch {
    return false; // not an MP4 or MOV Mediabunny reads (a WebM, an AVI, a made-up test file): not judged here
  } finally {
    input.dispose();
  }
}
