import type { VideoSample } from 'mediabunny';
import { captionLayout, type CaptionLayout, type MeasureText } from '../caption';
import { bitmapPicture, type FrameContent, type Picture } from '../drawFrame';
import { overlayAt, photoMotion, showsAsIs, STILL, type Size } from '../frame';
import type { Segment } from '../timeline';
import { FrameReader, samplePicture } from './readers';
import type { OpenedMedia } from './sources';

// What one segment of the greeting shows, frame by frame: a decoded video frame as it is, or what
// to draw (the picture, a photo's movement, the intro's text, the caption).

export type StageFrame = { asIs: VideoSample } | { draw: FrameContent };

export type StageContext = {
  media: OpenedMedia;
  size: Size;
  overlays: Picture[];
  measure: MeasureText;
  encoderScales: boolean;
};

export class SegmentStage {
  private reader: FrameReader | null = null;
  private readonly still: Picture | null = null;
  private readonly caption: CaptionLayout | null;

  constructor(
    readonly segment: Segment,
    /** Its place in the timeline: every other photo moves the other way. */
    private readonly index: number,
    private readonly context: StageContext,
  ) {
    this.caption = captionLayout(segment.caption, context.size, context.measure);
    if (segment.kind === 'photo') {
      const bitmap = context.media.photos.get(segment.src);
      this.still = bitmap ? bitmapPicture(bitmap) : null;
    } else {
      const opened = context.media.videos.get(segment.src);
      // a little past the end, so the last frame is there however the file's times round
      if (opened) this.reader = new FrameReader(opened.video, segment.from, segment.from + segment.duration + 1);
    }
  }

  /** The frame `offset` seconds in; `mayPassThrough` is false for a frame that must be drawn. */
  async frameAt(offset: number, mayPassThrough: boolean): Promise<StageFrame> {
    const { segment } = this;
    const text = segment.kind === 'intro' ? overlayAt(offset, segment.duration, this.context.overlays.length) : null;
    const overlay = text ? { picture: this.context.overlays[text.index], opacity: text.opacity } : null;
    if (segment.kind === 'photo') {
      return { draw: { picture: this.still, motion: photoMotion(offset / segment.duration, this.index % 2 === 1), caption: this.caption } };
    }
    const sample = await this.sampleAt(segment.from + offset);
    if (sample && mayPassThrough) {
      const decoded = {
        width: sample.displayWidth,
        height: sample.displayHeight,
        rotation: sample.rotation,
        flip: sample.flip,
        squarePixels: sample.pixelAspectRatio.num === sample.pixelAspectRatio.den,
      };
      if (showsAsIs(decoded, this.context.size, Boolean(this.caption || overlay), this.context.encoderScales)) return { asIs: sample };
    }
    return { draw: { picture: sample ? samplePicture(sample) : null, motion: STILL, overlay, caption: this.caption } };
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
