import {
  AudioSampleSink,
  EncodedPacketSink,
  VideoSampleSink,
  type InputAudioTrack,
  type InputTrack,
  type InputVideoTrack,
} from 'mediabunny';
import {
  checkVerdict,
  checkWindows,
  MAX_DECODE_LEAD,
  type CheckVerdict,
  type CheckWindow,
  type TrackCheck,
  type WindowResult,
} from './videoCheck';
import { audioDataReadable } from '../render/audioDataReadable';

// A video's first and last second decoded (picture and sound), in the preparation worker, before
// anything else is done with it: a file cut short after its index, or with damaged frames, is
// refused here rather than sent. Each window decodes from the key frame before it, so a good clip
// costs two short decodes; where that key frame is far back (a clip of one key frame), the last
// window's packets are read instead of decoded, so no clip is ever decoded whole to be checked.

type Sample = { timestamp: number; duration: number; close(): void };
type Sink = { samples(start: number, end: number): AsyncGenerator<Sample> };

const messageOf = (error: unknown) => (error instanceof Error ? error.message || error.name : String(error));

async function decodeWindow(sink: Sink, window: CheckWindow): Promise<WindowResult> {
  let frames = 0;
  let reached = 0;
  try {
    for await (const sample of sink.samples(window.start, window.end)) {
      frames++;
      reached = Math.max(reached, sample.timestamp + sample.duration);
      sample.close();
    }
    return { window, frames, reached, read: 'decoded', error: null };
  } catch (error) {
    return { window, frames, reached, read: 'decoded', error: messageOf(error) };
  }
}

/** The window's packets read, not decoded: a file cut short stops giving them where its data stops. */
async function readWindow(packets: EncodedPacketSink, window: CheckWindow): Promise<WindowResult> {
  let frames = 0;
  let reached = 0;
  try {
    for (let packet = await packets.getPacket(window.start); packet && packet.timestamp < window.end;) {
      frames++;
      reached = Math.max(reached, packet.timestamp + packet.duration);
      packet = await packets.getNextPacket(packet);
    }
    return { window, frames, reached, read: 'packets', error: null };
  } catch (error) {
    return { window, frames, reached, read: 'packets', error: messageOf(error) };
  }
}

async function checkTrack(track: InputTrack | null, sink: () => Sink): Promise<TrackCheck> {
  if (!track) return 'none';
  if (!(await track.canDecode())) return 'no-decoder';
  const packets = new EncodedPacketSink(track);
  const results: WindowResult[] = [];
  for (const window of checkWindows(await track.getFirstTimestamp(), await track.computeDuration())) {
    // decoding starts at the key frame before the window: read the window instead when that is far back
    const key = await packets.getKeyPacket(window.start, { metadataOnly: true });
    const far = key !== null && window.start - key.timestamp > MAX_DECODE_LEAD;
    const result = far ? await readWindow(packets, window) : await decodeWindow(sink(), window);
    results.push(result);
    // one at a time: a window that fails says enough
    if (result.error !== null || result.frames === 0) break;
  }
  return results;
}

export async function checkDecodes(picture: InputVideoTrack, sound: InputAudioTrack | null): Promise<CheckVerdict> {
  const pictureCheck = await checkTrack(picture, () => new VideoSampleSink(picture));
  // a damaged picture says enough: the sound is not decoded then
  const early = checkVerdict({ picture: pictureCheck, sound: 'none' });
  if (early.damaged) return early;
  // where WebCodecs' sound cannot be relied on (WebKitGTK: it gives nothing for a track that starts
  // before 0, e2e/engines/repro/webkit-audiodecoder-negative-timestamp.html), the renderer decodes
  // the sound with Web Audio, and a sound that does not decode there goes in silent: not checked here
  if (sound && !audioDataReadable()) return checkVerdict({ picture: pictureCheck, sound: 'no-decoder' });
  return checkVerdict({ picture: pictureCheck, sound: await checkTrack(sound, () => new AudioSampleSink(sound!)) });
}
