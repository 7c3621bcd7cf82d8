import type { VideoSample } from 'mediabunny';
import { captionLayout, type CaptionLayout, type MeasureText } from '@/media/caption';
import { endCardLayout, type EndCard, type EndCardLayout, type EndCardLook } from '@/media/endCard';
import { overlayAt, photoMotion, showsAsIs, STILL, textRise, type Motion, type Size } from '@/media/frame';
import type { Segment } from '@/media/timeline';
import { FrameReader } from './readers';
import type { OpenedMedia } from './sources';

// What one segment of the greeting shows, frame by frame: a decoded video frame as it is, or what
// to draw (the picture, a photo's movement, the intro's text, the caption, the end card), described
// by where its pictures come from so that either of the two drawing lanes (drawLanes.ts) can draw it.

/** One part of a frame to draw: its picture (a decoded frame, or a photo by URL), movement, text, caption or card. */
export type LayerToDraw = {
  picture: { sample: VideoSample } | { photo: string } | null;
  motion: Motion;
  /** Which personalised-text image shows over the intro, how strongly, and how far below its place. */
  overlay: { index: number; opacity: number; rise: number } | null;
  caption: CaptionLayout | null;
  card: { layout: EndCardLayout; look: EndCardLook; rise: number } | null;
  /** How opaque it is over the parts under it (1 but while it cross-fades in). */
  alpha: number;
};

/** A frame to draw: its parts, bottom first (two while one cross-fades into the other). */
export type FrameToDraw = { layers: LayerToDraw[] };

/** The caller owns the sample in either (a copy): it closes it once the frame is encoded. */
export type StageFrame = { asIs: VideoSample } | { draw: FrameToDraw };

export type StageContext = {
  media: OpenedMedia;
  size: Size;
  overlayCount: number;
  endCard: EndCard | null;
  measure: MeasureText;
  encoderScales: boolean;
};

export class SegmentStage {
  private reader: FrameReader | null = null;
  private readonly caption: CaptionLayout | null;
  private readonly card: EndCardLayout | null;

  constructor(
    readonly segment: Segment,
    /** Its place in the timeline: every other photo moves the other way. */
    private readonly index: number,
    private readonly context: StageContext,
  ) {
    this.caption = captionLayout(segment.caption, context.size, context.measure);
    this.card = segment.kind === 'endCard' ? endCardLayout(context.endCard?.names ?? [], context.size, context.measure) : null;
    if (segment.kind === 'intro' || segment.kind === 'video') {
      const opened = context.media.videos.get(segment.src);
      // a little past the end, so the last frame is there however the file's times round
      if (opened) this.reader = new FrameReader(opened.video, segment.from, segment.from + segment.duration + 1);
    }
  }

  /** The frame `offset` seconds in, alone on screen; `mayPassThrough` is false for a frame that must be drawn. */
  async frameAt(offset: number, mayPassThrough: boolean): Promise<StageFrame> {
    const layer = await this.layerAt(offset, 1);
    const { picture } = layer;
    if (mayPassThrough && picture && 'sample' in picture && !layer.overlay && !layer.caption) {
      const { sample } = picture;
      const decoded = {
        width: sample.displayWidth,
        height: sample.displayHeight,
        rotation: sample.rotation,
        flip: sample.flip,
        squarePixels: sample.pixelAspectRatio.num === sample.pixelAspectRatio.den,
      };
      if (showsAsIs(decoded, this.context.size, false, this.context.encoderScales)) return { asIs: sample };
    }
    return { draw: { layers: [layer] } };
  }

  /** What this segment shows `offset` seconds in, at `alpha` over what is under it. The caller closes its sample. */
  async layerAt(offset: number, alpha: number): Promise<LayerToDraw> {
    const { segment, caption } = this;
    const none = { motion: STILL, overlay: null, caption, card: null, alpha };
    if (segment.kind === 'endCard') {
      const look = this.context.endCard?.look ?? null;
      const card = this.card && look ? { layout: this.card, look, rise: textRise(offset) } : null;
      return { ...none, picture: null, card };
    }
    if (segment.kind === 'photo') {
      const photo = this.context.media.photos.has(segment.src) ? { photo: segment.src } : null;
      return { ...none, picture: photo, motion: photoMotion(offset / segment.duration, this.index % 2 === 1) };
    }
    const overlay = segment.kind === 'intro' ? overlayAt(offset, segment.duration, this.context.overlayCount) : null;
    const sample = await this.sampleAt(segment.from + offset);
    return { ...none, picture: sample ? { sample: sample.clone() } : null, overlay };
  }

  /** A frame that fails to decode ends the reading: the rest of the segment is black. */
  private async sampleAt(seconds: number): Promise<VideoSample | null> {
    if (!this.reader) return null;
    try {
      return await this.reader.frameAt(seconds);
    } catch {
      this.reader.close();
      this.reader = null;
      return null;
    }
  }

  close() {
    this.reader?.close();
  }
}
