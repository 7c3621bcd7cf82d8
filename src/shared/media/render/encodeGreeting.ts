import {
  Mp4OutputFormat,
  Output,
  QUALITY_MEDIUM,
  StreamTarget,
  VideoSample,
  VideoSampleSource,
  WebMOutputFormat,
} from 'mediabunny';
import { audioPlan } from '@/shared/media/audioPlan';
import { buildTimeline } from '@/shared/media/timeline';
import { BlobFile } from './blobFile';
import { chooseVideoCodec } from './codecs';
import { encoderScales } from './encoderScales';
import { joinSound } from './joinSound';
import type { RenderJob, RenderOutput, RenderProgress } from './protocol';
import { RenderError } from './renderError';
import { HelperLane } from './drawLanes';
import { FrameLane } from './frameLane';
import { SegmentStage, type StageContext, type StageFrame } from './segmentStage';
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

export async function encodeGreeting(
  job: RenderJob,
  ports: { sound: MessagePort; frames: MessagePort },
  onProgress: (p: RenderProgress) => void,
): Promise<RenderOutput> {
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
    const measureCtx = new OffscreenCanvas(1, 1).getContext('2d');
    if (!measureCtx) throw new RenderError('no-encoder', 'no 2D canvas in workers');
    // decoded frames that need no drawing go in as they are, at their own size
    const video = new VideoSampleSource({
      codec: codecs.video,
      bitrate: QUALITY_MEDIUM,
      keyFrameInterval: KEY_FRAME_SECONDS,
      sizeChangeBehavior: 'passThrough',
    });
    output.addVideoTrack(video, { frameRate: job.fps, maximumPacketCount: packetRoom(total, job.fps) });
    const sound = await joinSound(
      ports.sound,
      { type: 'sound', plan: audioPlan(timeline), files: job.files, container: codecs.container },
      output,
      packetRoom(total, SOUND_PACKETS_PER_SECOND),
    );
    await output.start();

    const local = new FrameLane(job.size, media.photos, job.overlays);
    const helper = await HelperLane.start(ports.frames, job.size, media.photos, job.overlays);
    const context: StageContext = {
      media,
      size: job.size,
      overlayCount: job.overlays.length,
      measure: (text, font) => {
        measureCtx.font = font;
        return measureCtx.measureText(text).width;
      },
      encoderScales: await encoderScales(PROBE_CODEC[codecs.video]),
    };
    const frames = Math.max(1, Math.round(total * job.fps));
    const step = 1 / job.fps;
    const at: { stage: SegmentStage | null; next: number } = { stage: null, next: 0 };
    /** Frame i: as decoded, or what to draw (the first is always drawn: the encoder takes its size from it). */
    const describe = async (i: number) => {
      const t = i * step;
      while (at.next < timeline.segments.length && t >= timeline.segments[at.next].start - 1e-6) {
        at.stage?.close();
        at.stage = new SegmentStage(timeline.segments[at.next], at.next, context);
        at.next++;
      }
      return at.stage!.frameAt(t - at.stage!.segment.start, i > 0);
    };
    const asSample = (frame: StageFrame, i: number): VideoSample => {
      if ('draw' in frame) return local.draw(frame.draw, i * step, step);
      frame.asIs.setTimestamp(i * step);
      frame.asIs.setDuration(step);
      return frame.asIs;
    };
    const encode = async (sample: VideoSample) => {
      try {
        await video.add(sample);
      } finally {
        sample.close();
      }
    };

    let told = 0;
    for (let i = 0; i < frames;) {
      const frame = await describe(i);
      const after = 'draw' in frame && i + 1 < frames ? await describe(i + 1) : null;
      if (after && 'draw' in after) {
        // two frames to draw: the drawing worker takes the second while this one draws the first
        const second = helper.draw(after.draw, (i + 1) * step, step);
        await encode(asSample(frame, i));
        await encode(await second);
      } else {
        await encode(asSample(frame, i));
        if (after) await encode(asSample(after, i + 1));
      }
      i += after ? 2 : 1;
      const now = performance.now();
      if (now - told >= PROGRESS_EVERY_MS) {
        told = now;
        const done = i / frames;
        const elapsed = (now - started) / 1000;
        onProgress({ done, secondsLeft: done > 0.05 ? (elapsed / done) * (1 - done) : null });
      }
    }
    at.stage?.close();
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
