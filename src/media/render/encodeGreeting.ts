import {
  Mp4OutputFormat,
  Output,
  QUALITY_MEDIUM,
  StreamTarget,
  VideoSample,
  VideoSampleSource,
  WebMOutputFormat,
} from 'mediabunny';
import { audioPlan } from '@/media/audioPlan';
import { posterOffset } from '@/media/frame';
import { buildTimeline, layersAt, locate, type Timeline } from '@/media/timeline';
import { BlobFile } from './blobFile';
import { chooseVideoCodec } from './codecs';
import { encoderScales } from './encoderScales';
import { joinSound } from './joinSound';
import type { RenderJob, RenderOutput, RenderProgress } from './protocol';
import { RenderError } from './renderError';
import { HelperLane } from './drawLanes';
import { FrameLane } from './frameLane';
import { makePoster } from './poster';
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

/** The frame the poster is taken from: the intro with its text in and settled, else the first frame. */
function posterFrameOf(timeline: Timeline, overlayCount: number, fps: number): number {
  const intro = timeline.segments.find((s) => s.kind === 'intro');
  return intro ? Math.round((intro.start + posterOffset(intro.duration, overlayCount)) * fps) : 0;
}

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
      // the sound worker decodes the music (or asks the page to) and notes it when it cannot
      music: job.music,
      durations: Object.fromEntries([...media.videos].map(([src, v]) => [src, v.duration])),
      failed: media.failed,
      endCard: job.endCard !== null,
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
    const helper = await HelperLane.start(ports.frames, job.size, media.photos, job.overlays, local);
    const context: StageContext = {
      media,
      size: job.size,
      overlayCount: job.overlays.length,
      endCard: job.endCard,
      measure: (text, font) => {
        measureCtx.font = font;
        return measureCtx.measureText(text).width;
      },
      encoderScales: await encoderScales(PROBE_CODEC[codecs.video]),
    };
    const frames = Math.max(1, Math.round(total * job.fps));
    const step = 1 / job.fps;
    const posterFrame = Math.min(frames - 1, posterFrameOf(timeline, job.overlays.length, job.fps));
    let poster: Blob | null = null;
    // the stages of the parts on screen (two while one cross-fades into the other), by segment index
    const stages = new Map<number, SegmentStage>();
    const stageOf = (index: number) => {
      let stage = stages.get(index);
      if (!stage) {
        stage = new SegmentStage(timeline.segments[index], index, context);
        stages.set(index, stage);
      }
      return stage;
    };
    /** Frame i: as decoded, or what to draw (the first is always drawn: the encoder takes its size from it). */
    const describe = async (i: number): Promise<StageFrame> => {
      const { index, offset } = locate(timeline, i * step);
      const layers = layersAt(timeline.segments, index, offset);
      for (const [k, stage] of stages) {
        if (k >= layers[0].index) continue;
        stage.close();
        stages.delete(k);
      }
      if (layers.length === 1) return stageOf(index).frameAt(offset, i > 0);
      const drawn = [];
      for (const layer of layers) drawn.push(await stageOf(layer.index).layerAt(layer.offset, layer.alpha));
      return { draw: { layers: drawn } };
    };
    const asSample = async (frame: StageFrame, i: number): Promise<VideoSample> => {
      if ('draw' in frame) return local.draw(frame.draw, i * step, step);
      frame.asIs.setTimestamp(i * step);
      frame.asIs.setDuration(step);
      return frame.asIs;
    };
    const encode = async (sample: VideoSample, i: number) => {
      try {
        if (i === posterFrame) poster = await makePoster(sample, job.size);
        await video.add(sample);
      } finally {
        sample.close();
      }
    };

    // an encoder that reorders frames (Firefox's H.264 makes B-frames) must not reach its second key
    // frame before the sound's track has a packet in the file: mediabunny's 'reserve' header then
    // measures a picture table with no samples in it ("Assertion failed" in its cslg box)
    const secondKeyFrame = KEY_FRAME_SECONDS * job.fps;
    let told = 0;
    for (let i = 0; i < frames;) {
      if (i + 1 >= secondKeyFrame) await sound.inFile;
      const frame = await describe(i);
      const after = 'draw' in frame && i + 1 < frames ? await describe(i + 1) : null;
      if (after && 'draw' in after) {
        // two frames to draw: the drawing worker takes the second while this one draws the first
        const second = helper.draw(after.draw, (i + 1) * step, step);
        await encode(await asSample(frame, i), i);
        await encode(await second, i + 1);
      } else {
        await encode(await asSample(frame, i), i);
        if (after) await encode(await asSample(after, i + 1), i + 1);
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
    stages.forEach((stage) => stage.close());
    video.close();
    const notes = await sound.done();
    await output.finalize();
    onProgress({ done: 1, secondsLeft: 0 });
    return {
      file: file.toBlob(codecs.container === 'mp4' ? 'video/mp4' : 'video/webm'),
      container: codecs.container,
      videoCodec: codecs.video,
      audioCodec: sound.codec,
      skipped: timeline.skipped,
      duration: total,
      poster,
      notes,
    };
  } finally {
    media.close();
  }
}
