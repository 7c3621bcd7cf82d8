import {
  ALL_FORMATS,
  BlobSource,
  canEncodeVideo,
  Conversion,
  Input,
  Mp4OutputFormat,
  Output,
  Quality,
  StreamTarget,
  type InputAudioTrack,
} from 'mediabunny';
import { BlobFile } from '@/media/render/blobFile';
import { chooseSoundCodec } from '@/media/render/codecs';
import { videoDecodability } from '@/media/render/decodable';
import { encoderScales } from '@/media/render/encoderScales';
import { checkDecodes } from './checkDecodes';
import { sniffVideo, type VideoContainer } from './videoHeader';
import { AVC_1080, encodeScaled } from './scaleInEncoder';
import { AUDIO_BITRATE, videoPlan, type VideoPlan } from './videoPlan';
import type { PrepareFailure } from './prepareError';

// A video converted with Mediabunny's Conversion: read from the file as it goes (BlobSource) and
// written as it goes (StreamTarget into Blob pieces the browser may keep on disk), so a 10-minute
// 4K clip is never whole in memory. Runs in the preparation worker.

/** The codec asked whether the encoder scales (the renderer's probe). */
const PROBE_AVC = 'avc1.42001f';

/** Packets read to measure the frame rate. */
const FRAME_RATE_SAMPLE = 120;

export type ConvertHooks = {
  onPlan: (plan: VideoPlan) => void;
  onProgress: (done: number) => void;
  /** Called once the conversion runs, with how to stop it. */
  onCancel: (cancel: () => void) => void;
};

export type ConvertResult =
  | {
      plan: VideoPlan;
      output: Blob | null;
      /** Whether its sound decodes here (checked with its first and last second); null: not checked (no decoder for its picture). */
      sound: 'decodes' | 'none' | 'no-decoder' | null;
    }
  | { failed: PrepareFailure; detail: string };

export async function convertVideo(file: File, hooks: ConvertHooks): Promise<ConvertResult> {
  const container = sniffVideo(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  if (!container) return { failed: 'unreadable', detail: 'not a video container' };
  const input = new Input({ source: new BlobSource(file), formats: ALL_FORMATS });
  try {
    return await convert(file, input, container, hooks);
  } finally {
    input.dispose();
  }
}

async function convert(file: File, input: Input, container: VideoContainer, hooks: ConvertHooks): Promise<ConvertResult> {
  const track = await input.getPrimaryVideoTrack().catch(() => null);
  if (!track) {
    // Mediabunny reads no AVI: it goes as it is (AVI is a format this product takes)
    if (container === 'avi')
      return { plan: { action: 'cannot-convert', why: ['codec'], cause: 'no-decoder' }, output: null, sound: null };
    return { failed: 'unreadable', detail: 'no video track could be read' };
  }
  const [width, height, codec, decodability, stats, rotation] = await Promise.all([
    track.getDisplayWidth(),
    track.getDisplayHeight(),
    track.getCodec(),
    // as the renderer decodes it: a codec string decoders refuse is repaired where that is all it takes
    videoDecodability(track),
    track.computePacketStats(FRAME_RATE_SAMPLE).catch(() => null),
    track.getRotation(),
  ]);
  // before anything else: a file whose first or last second does not decode is damaged (cut short,
  // broken frames) and is not sent; one whose picture this browser cannot decode is not checked
  let sound: 'decodes' | 'none' | 'no-decoder' | null = null;
  const canDecode = decodability !== 'refused';
  if (canDecode) {
    const verdict = await checkDecodes(track, await input.getPrimaryAudioTrack().catch(() => null));
    if (verdict.damaged) return { failed: 'damaged', detail: verdict.detail };
    sound = verdict.sound;
  }
  const canEncode = typeof VideoEncoder !== 'undefined' && (await canEncodeVideo('avc', { width: 1920, height: 1080 }));
  const plan = videoPlan({
    width,
    height,
    bytes: file.size,
    codec,
    frameRate: stats && stats.averagePacketRate > 0 ? stats.averagePacketRate : null,
    canDecode,
    codecRepaired: decodability === 'repaired',
    canEncode,
  });
  hooks.onPlan(plan);
  if (plan.action !== 'convert') return { plan, output: null, sound };

  const made = new BlobFile();
  const output = new Output({
    // the index at the end: written once, with no part of the file kept back
    format: new Mp4OutputFormat({ fastStart: false }),
    target: new StreamTarget(new WritableStream({ write: (chunk) => made.write(chunk.position, chunk.data) })),
  });
  if (rotation === 0 && (await scalesInEncoder(plan))) {
    let cancelled = false;
    hooks.onCancel(() => (cancelled = true));
    try {
      await encodeScaled(input, track, output, plan, { onProgress: hooks.onProgress, cancelled: () => cancelled });
    } catch (error) {
      await output.cancel().catch(() => undefined);
      throw error;
    }
    return { plan, output: made.toBlob('video/mp4'), sound };
  }
  const conversion = await Conversion.init({
    input,
    output,
    tracks: 'primary',
    video: {
      codec: 'avc',
      width: plan.width,
      height: plan.height,
      fit: 'fill', // the size keeps the shape already (to an even pixel)
      frameRate: plan.frameRate ?? undefined,
      quality: new Quality({ bitrate: plan.bitrate }),
      forceTranscode: true,
    },
    audio: soundOptions,
    showWarnings: false,
  });
  if (!conversion.isValid) {
    // the video track was left out (no encoder for it after all): sent as it is
    return { plan: { action: 'cannot-convert', why: plan.why, cause: 'no-encoder' }, output: null, sound };
  }
  conversion.onProgress = (done) => hooks.onProgress(done);
  hooks.onCancel(() => void conversion.cancel());
  await conversion.execute();
  return { plan, output: made.toBlob('video/mp4'), sound };
}

/** The encoder scales the frames it is given (Chromium) and takes H.264 at this size: the fast way. */
async function scalesInEncoder(plan: Extract<VideoPlan, { action: 'convert' }>): Promise<boolean> {
  if (!(await encoderScales(PROBE_AVC))) return false;
  const config = { codec: AVC_1080, width: plan.width, height: plan.height, bitrate: plan.bitrate };
  return (await VideoEncoder.isConfigSupported(config).catch(() => ({ supported: false }))).supported === true;
}

/** AAC goes across as it is; other sound becomes AAC (the renderer's choice: the browser's or Mediabunny's encoder). */
async function soundOptions(track: InputAudioTrack) {
  if ((await track.getCodec()) === 'aac') return { codec: 'aac' as const };
  return { codec: await chooseSoundCodec('mp4'), quality: new Quality({ bitrate: AUDIO_BITRATE }) };
}
