import { Mp4OutputFormat, Output, QUALITY_MEDIUM, StreamTarget, VideoSample, VideoSampleSource, WebMOutputFormat } from 'mediabunny';
import { audioPlan } from '../audioPlan';
import { bitmapPicture, FrameDrawer, type Ctx2D } from '../drawFrame';
import { buildTimeline } from '../timeline';
import { BlobFile } from './blobFile';
import { chooseVideoCodec } from './codecs';
import { encoderScales } from './encoderScales';
import { joinSound } from './joinSound';
import type { RenderJob, RenderOutput, RenderProgress } from './protocol';
import { RenderError } from './renderError';
import { SegmentStage, type StageContext } from './segmentStage';
import { openMedia } from './sources';

// The renderer: a greeting's parts into one video file, frame by frame, following the timeline the
// instant preview follows and drawing each frame with the same drawFrame. Runs in a Web Worker; the
// sound is made beside it by the sound worker (encodeSound.ts) and joins the file packet by packet.

/** AAC packs 1024 frames a packet at 48 kHz, Opus 20 ms: at most 50 a second. */
const SOUND_PACKETS_PER_SECOND = 50;
const KEY_FRAME_SECONDS = 2;
/** Progress is told at most this often (ms). */
const PROGRESS_EVERY_MS = 200;
/** Codec strings for asking whether the encoder scales (any profile of the codec answers the same). */
const PROBE_CODEC = { avc: 'avc1.42001f', vp9: 'vp09.00.10.08' } as const;

/** Room in the file's header for every packet ('reserve' puts it first, so the video plays while it downloads). */
function packetRoom(seconds: number, perSecond: number): number {
  return Math.ceil(seconds * perSecond * 1.4) + 64;
}

export async function encodeGreeting(job: RenderJob, soundPort: MessagePort, onProgress: (p: RenderProgress) => void): Promise<RenderOutput> {
  const started = performance.now();
  const codecs = await chooseVideoCodec(job.size);
  const media = await openMedia(job);
  try {
    const timeline = buildTimeline({
      intro: job.intro,
      clips: job.clips,
      music: media.music ? job.music : null,
      durations: Object.fromEntries([...media.videos].map(([src, v]) => [src, v.duration])),
      failed: media.failed,
    });
    if (timeline.segments.length === 0) throw new RenderError('nothing-to-render', 'no part could be read');
    const { total } = timeline;

    const file = new BlobFile();
    const output = new Output({
      format: codecs.container === 'mp4' ? new Mp4OutputFormat({ fastStart: 'reserve' }) : new WebMOutputFormat(),
      target: new StreamTarget(new WritableStream({ write: (chunk) => file.write(chunk.position, chunk.data) })),
    });
    const canvas = new OffscreenCanvas(job.size.width, job.size.height);
    const ctx = canvas.getContext('2d', { alpha: false }) as Ctx2D | null;
    if (!ctx) throw new RenderError('no-encoder', 'no 2D canvas in workers');
    // decoded frames that need no drawing go in as they are, at their own size
    const video = new VideoSampleSource({ codec: codecs.video, bitrate: QUALITY_MEDIUM, keyFrameInterval: KEY_FRAME_SECONDS, sizeChangeBehavior: 'passThrough' });
    output.addVideoTrack(video, { frameRate: job.fps, maximumPacketCount: packetRoom(total, job.fps) });
    const sound = await joinSound(
      soundPort,
      { type: 'sound', plan: audioPlan(timeline), files: job.files, container: codecs.container },
      output,
      packetRoom(total, SOUND_PACKETS_PER_SECOND),
    );
    await output.start();

    const drawer = new FrameDrawer(ctx, job.size);
    const context: StageContext = {
      media,
      size: job.size,
      overlays: job.overlays.map(bitmapPicture),
      measure: (text, font) => {
        ctx.font = font;
        return ctx.measureText(text).width;
      },
      encoderScales: await encoderScales(PROBE_CODEC[codecs.video]),
    };
    const frames = Math.max(1, Math.round(total * job.fps));
    let stage: SegmentStage | null = null;
    let next = 0;
    let told = 0;
    for (let i = 0; i < frames; i++) {
      const t = i / job.fps;
      while (next < timeline.segments.length && t >= timeline.segments[next].start - 1e-6) {
        stage?.close();
        stage = new SegmentStage(timeline.segments[next], next, context);
        next++;
      }
      // the first frame is always drawn: the encoder takes its size from it
      const frame = await stage!.frameAt(t - stage!.segment.start, i > 0);
      let sample: VideoSample;
      if ('asIs' in frame) {
        sample = frame.asIs.clone();
        sample.setTimestamp(t);
        sample.setDuration(1 / job.fps);
      } else {
        drawer.draw(frame.draw);
        sample = new VideoSample(canvas, { timestamp: t, duration: 1 / job.fps });
      }
      await video.add(sample);
      sample.close();
      const now = performance.now();
      if (now - told >= PROGRESS_EVERY_MS) {
        told = now;
        const done = (i + 1) / frames;
        const elapsed = (now - started) / 1000;
        onProgress({ done, secondsLeft: done > 0.05 ? (elapsed / done) * (1 - done) : null });
      }
    }
    stage?.close();
    video.close();
    await sound.done();
    await output.finalize();
    onProgress({ done: 1, secondsLeft: 0 });
    return {
      file: file.toBlob(codecs.container === 'mp4' ? 'video/mp4' : 'video/webm'),
      container: codecs.container,
      videoCodec: codecs.video,
      audioCodec: sound.codec,
      skipped: timeline.skipped,
      duration: total,
    };
  } finally {
    media.close();
  }
}
