import {
  AudioSampleSink,
  AudioSampleSource,
  ConversionCanceledError,
  EncodedAudioPacketSource,
  EncodedPacket,
  EncodedPacketSink,
  EncodedVideoPacketSource,
  Quality,
  VideoSampleSink,
  type Input,
  type InputAudioTrack,
  type InputVideoTrack,
  type Output,
} from 'mediabunny';
import { chooseSoundCodec } from '@/media/render/codecs';
import { AUDIO_BITRATE, type VideoPlan } from './videoPlan';

// A clip made smaller where the browser's H.264 encoder scales the frames it is given (Chromium):
// the encoder is set up at the new size and fed the decoded frames as they are, so no 4K frame is
// drawn on a canvas (Mediabunny's Conversion draws each one smaller first; its encoder takes the
// size of the frames it gets). A 10 s 4K clip to 1080p on 2 cores: 5.8 s this way, 18.4 s drawn.
// Sound: AAC is copied, other sound becomes the renderer's choice (AAC).

/** H.264 High at level 4.0: up to 1080p30 (1920 × 1080 or 1080 × 1920). */
export const AVC_1080 = 'avc1.640028';
/** A key frame at least this often (s): seeking in the preview stays quick. */
const KEY_FRAME_EVERY = 2;
/** Frames waiting in the encoder before the decoder waits for it (keeps memory flat). */
const ENCODE_QUEUE = 8;

type ConvertPlan = Extract<VideoPlan, { action: 'convert' }>;
type Hooks = { onProgress: (done: number) => void; cancelled: () => boolean };

export async function encodeScaled(input: Input, track: InputVideoTrack, output: Output, plan: ConvertPlan, hooks: Hooks) {
  const video = new EncodedVideoPacketSource('avc');
  output.addVideoTrack(video, plan.frameRate ? { frameRate: plan.frameRate } : {});
  const audioTrack = await input.getPrimaryAudioTrack();
  const sound = audioTrack ? await soundOf(audioTrack) : null;
  if (sound) output.addAudioTrack(sound.source);
  await output.start();
  // the sound first (small): the file then needs no video held back for it
  await sound?.pump(hooks);
  await encodeVideo(track, video, plan, hooks);
  await output.finalize();
}

async function soundOf(track: InputAudioTrack) {
  if ((await track.getCodec()) === 'aac') {
    const source = new EncodedAudioPacketSource('aac');
    const decoderConfig = (await track.getDecoderConfig()) ?? undefined;
    const pump = async ({ cancelled }: Hooks) => {
      let first = true;
      for await (const packet of new EncodedPacketSink(track).packets()) {
        if (cancelled()) throw new ConversionCanceledError();
        await source.add(packet, first && decoderConfig ? { decoderConfig } : undefined);
        first = false;
      }
      source.close();
    };
    return { source, pump };
  }
  const source = new AudioSampleSource({
    codec: await chooseSoundCodec('mp4'),
    bitrate: new Quality({ bitrate: AUDIO_BITRATE }),
  });
  const pump = async ({ cancelled }: Hooks) => {
    for await (const sample of new AudioSampleSink(track).samples()) {
      if (cancelled()) {
        sample.close();
        throw new ConversionCanceledError();
      }
      await source.add(sample);
      sample.close();
    }
    source.close();
  };
  return { source, pump };
}

async function encodeVideo(track: InputVideoTrack, video: EncodedVideoPacketSource, plan: ConvertPlan, hooks: Hooks) {
  const duration = Math.max(0.001, await track.computeDuration());
  let failure: unknown = null;
  // packets go to the file in the order the encoder gives them
  let written = Promise.resolve();
  const encoder = new VideoEncoder({
    output: (chunk, meta) => {
      const packet = EncodedPacket.fromEncodedChunk(chunk);
      written = written.then(() => video.add(packet, meta));
    },
    error: (error) => (failure = error),
  });
  encoder.configure({
    codec: AVC_1080,
    width: plan.width,
    height: plan.height,
    bitrate: plan.bitrate,
    ...(plan.frameRate ? { framerate: plan.frameRate } : {}),
    avc: { format: 'avc' },
  });
  const step = plan.frameRate ? 1 / plan.frameRate : 0;
  let next = -Infinity;
  let lastKey = -Infinity;
  try {
    for await (const sample of new VideoSampleSink(track).samples()) {
      try {
        if (hooks.cancelled()) throw new ConversionCanceledError();
        if (failure) throw failure;
        // a faster clip loses frames down to the plan's rate
        if (sample.timestamp + 1e-6 < next) continue;
        next = Math.max(next + step, sample.timestamp + step);
        while (encoder.encodeQueueSize > ENCODE_QUEUE)
          await new Promise((done) => encoder.addEventListener('dequeue', done, { once: true }));
        const frame = sample.toVideoFrame();
        const keyFrame = sample.timestamp - lastKey >= KEY_FRAME_EVERY;
        if (keyFrame) lastKey = sample.timestamp;
        encoder.encode(frame, { keyFrame });
        frame.close();
        hooks.onProgress(Math.min(1, (sample.timestamp + sample.duration) / duration));
      } finally {
        sample.close();
      }
    }
    await encoder.flush();
    await written;
    if (failure) throw failure;
  } finally {
    if (encoder.state !== 'closed') encoder.close();
  }
  video.close();
}
