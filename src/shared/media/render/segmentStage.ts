import type { VideoSample } from 'mediabunny';
import { captionLayout, type CaptionLayout, type MeasureText } from '@/shared/media/caption';
import { overlayAt, photoMotion, showsAsIs, STILL, type Motion, type Size } from '@/shared/media/frame';
import type { Segment } from '@/shared/media/timeline';
import { FrameReader } from './readers';
import type { OpenedMedia } from './sources';

// What one segment of the greeting shows, frame by frame: a decoded video frame as it is, or what
// to draw (the picture, a photo's movement, the intro's text, the caption), described by where its
// pictures come from so that either of the two drawing lanes (drawLanes.ts) can draw it.

/** A frame to draw: its picture (a decoded frame, or a photo by URL), movement, text and caption. */
export type FrameToDraw = {
  picture: { sample: VideoSample } | { photo: string } | null;
  motion: Motion;
  /** Which personalised-text image shows over the intro, and how strongly. */
  overlay: { index: number; opacity: number } | null;
  caption: CaptionLayout | null;
};

/** The caller owns the sample in either (a copy): it closes it once the frame is encoded. */
export type StageFrame = { asIs: VideoSample } | { draw: FrameToDraw };

export type StageContext = {
  media: OpenedMedia;
  size: Size;
  overlayCount: number;
  measure: MeasureText;
  encoderScales: boolean;
};

export class SegmentStage {
  private reader: FrameReader | null = null;
  private readonly caption: CaptionLayout | null;

  constructor(
    readonly segment: Segment,
    /** Its place in the timeline: every other photo moves the other way. */
    private readonly index: number,
    private readonly context: StageContext,
  ) {
    this.caption = captionLayout(segment.caption, context.size, context.measure);
    if (segment.kind !== 'photo') {
      const opened = context.media.videos.get(segment.src);
      // a little past the end, so the last frame is there however the file's times round
      if (opened) this.reader = new FrameReader(opened.video, segment.from, segment.from + segment.duration + 1);
    }
  }

  /** The frame `offset` seconds in; `mayPassThrough` is false for a frame that must be drawn. */
  async frameAt(offset: number, mayPassThrough: boolean): Promise<StageFrame> {
    const { segment, caption } = this;
    if (segment.kind === 'photo') {
      const photo = this.context.media.photos.has(segment.src) ? { photo: segment.src } : null;
      return {
        draw: { picture: photo, motion: photoMotion(offset / segment.duration, this.index % 2 === 1), overlay: null, caption },
      };
    }
    const overlay = segment.kind === 'intro' ? overlayAt(offset, segment.duration, this.context.overlayCount) : null;
    const sample = await this.sampleAt(segment.from + offset);
    if (sample && mayPassThrough) {
      const decoded = {
        width: sample.displayWidth,
        height: sample.displayHeight,
        rotation: sample.rotation,
        flip: sample.flip,
        squarePixels: sample.pixelAspectRatio.num === sample.pixelAspectRatio.den,
      };
      if (showsAsIs(decoded, this.context.size, Boolean(caption || overlay), this.context.encoderScales))
        return { asIs: sample.clone() };
    }
    return { draw: { picture: sample ? { sample: sample.clone() } : null, motion: STILL, overlay, caption } };
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
