import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import { captionLayout, type CaptionLayout } from '@/shared/media/caption';
import { elementPicture, FrameDrawer, type Picture } from '@/shared/media/drawFrame';
import { overlayAt, photoMotion, STILL, VIDEO_FPS, VIDEO_SIZE } from '@/shared/media/frame';
import type { Segment } from '@/shared/media/timeline';

type StageOptions = {
  /** A canvas of VIDEO_SIZE (its width and height attributes). */
  canvas: RefObject<HTMLCanvasElement | null>;
  video: RefObject<HTMLVideoElement | null>;
  /** The current photo's <img> (hidden: the canvas draws it). */
  photo: RefObject<HTMLImageElement | null>;
  segment: Segment | undefined;
  /** The segment's place in the timeline: every other photo moves the other way. */
  index: number;
  /** The personalised text images over the intro. */
  overlays: readonly string[];
  /** Seconds into the current segment, as the playhead has it now. */
  offset: RefObject<number>;
  /** Photos stand still for people who ask for less motion. */
  still: boolean;
  onFirstFrame: () => void;
};

const loaded = (img: HTMLImageElement | null | undefined): img is HTMLImageElement =>
  Boolean(img?.complete && img.naturalWidth > 0);

/** Images by URL (the text images, the clips' thumbnails), each loaded once; null until loaded. */
function useImages() {
  const images = useRef(new Map<string, HTMLImageElement>());
  return (src: string): HTMLImageElement | null => {
    let img = images.current.get(src);
    if (!img) {
      img = new Image();
      img.decoding = 'async';
      img.src = src;
      images.current.set(src, img);
    }
    return loaded(img) ? img : null;
  };
}

/**
 * Draws the instant preview's stage on a canvas every frame, with the renderer's own drawFrame:
 * the current video frame or photo (fitted over a blurred fill of itself, a photo moving gently),
 * the personalised text over the intro, and the caption. What it shows is what the file holds.
 */
export function useStageCanvas({ canvas, video, photo, segment, index, overlays, offset, still, onFirstFrame }: StageOptions) {
  const imageOf = useImages();
  // each frame reads the latest props; the drawing loop itself runs on, not restarted by them
  const shownNow = useEffectEvent(() => ({ segment, index, overlays, still, imageOf }));
  const firstFrameDrawn = useEffectEvent(() => onFirstFrame());

  useEffect(() => {
    const el = canvas.current;
    const ctx = el?.getContext('2d', { alpha: false });
    if (!el || !ctx) return;
    const drawer = new FrameDrawer(ctx, VIDEO_SIZE);
    const captions = new Map<string, CaptionLayout | null>();
    const measure = (text: string, font: string) => {
      ctx.font = font;
      return ctx.measureText(text).width;
    };
    let shown = false;
    let frame = 0;
    let drawn = '';
    const draw = () => {
      frame = requestAnimationFrame(draw);
      const { segment: s, index: i, overlays: texts, still: noMotion, imageOf: image } = shownNow();
      if (!s) return drawer.draw({ picture: null });
      const v = video.current;
      let picture: Picture | null = null;
      let at = offset.current ?? 0;
      if (s.kind === 'photo') {
        const img = photo.current;
        if (loaded(img) && img.getAttribute('src') === s.src) picture = elementPicture(img);
      } else if (v && v.getAttribute('src') === s.src && v.readyState >= 2 && v.videoWidth > 0) {
        picture = elementPicture(v);
        at = Math.max(0, v.currentTime - s.from);
      } else if (s.poster) {
        // the clip's thumbnail until its first frame
        const img = image(s.poster);
        if (img) picture = elementPicture(img);
      }
      if (!captions.has(s.key)) captions.set(s.key, captionLayout(s.caption, VIDEO_SIZE, measure));
      const text = s.kind === 'intro' ? overlayAt(at, s.duration, texts.length) : null;
      const overlayImage = text ? image(texts[text.index]) : null;
      // a new frame of the file (30 a second) or something new to show; else the canvas already has it
      const state = [
        s.key,
        Math.floor(at * VIDEO_FPS),
        picture ? `${picture.width}${picture.still}` : '',
        v?.seeking,
        overlayImage?.src,
        noMotion,
      ].join('|');
      if (state === drawn) return;
      drawn = state;
      drawer.draw({
        picture,
        motion: s.kind === 'photo' && !noMotion ? photoMotion(at / s.duration, i % 2 === 1) : STILL,
        overlay: text && overlayImage ? { picture: elementPicture(overlayImage), opacity: text.opacity } : null,
        caption: captions.get(s.key) ?? null,
      });
      if (picture && !shown) {
        shown = true;
        firstFrameDrawn();
      }
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [canvas, video, photo, offset]);
}
