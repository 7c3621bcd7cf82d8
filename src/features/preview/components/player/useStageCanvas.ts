import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import { captionLayout, type CaptionLayout, type MeasureText } from '@/media/caption';
import { elementPicture, FrameDrawer, type FrameContent, type FrameLayer, type Picture } from '@/media/drawFrame';
import { endCardLayout, type EndCard, type EndCardLayout } from '@/media/endCard';
import { overlayAt, photoMotion, STILL, textRise, VIDEO_FPS, VIDEO_SIZE } from '@/media/frame';
import { layersAt, type Segment } from '@/media/timeline';

type StageOptions = {
  /** A canvas of VIDEO_SIZE (its width and height attributes). */
  canvas: RefObject<HTMLCanvasElement | null>;
  /** The <video> a part plays in, when it holds that part. */
  videoOf: (index: number, segment: Segment) => HTMLVideoElement | null;
  /** The current photo's <img> (hidden: the canvas draws it). */
  photo: RefObject<HTMLImageElement | null>;
  segments: readonly Segment[];
  /** The current segment's place in the timeline (every other photo moves the other way). */
  index: number;
  /** The closing card; null: none. */
  endCard: EndCard | null;
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

type Layouts = { captions: Map<string, CaptionLayout | null>; card: EndCardLayout | null; measure: MeasureText };

/**
 * Draws the instant preview's stage on a canvas every frame, with the renderer's own drawFrame:
 * the part on screen (over the one before it while it cross-fades in), each video frame or photo
 * fitted over a blurred fill of itself, a photo moving gently, the personalised text rising in over
 * the intro, the captions and the end card. What it shows is what the file holds.
 */
export function useStageCanvas({
  canvas,
  videoOf,
  photo,
  segments,
  index,
  endCard,
  overlays,
  offset,
  still,
  onFirstFrame,
}: StageOptions) {
  const imageOf = useImages();
  // each frame reads the latest props; the drawing loop itself runs on, not restarted by them
  const shownNow = useEffectEvent(() => ({ segments, index, endCard, overlays, still, imageOf, videoOf }));
  const firstFrameDrawn = useEffectEvent(() => onFirstFrame());

  useEffect(() => {
    const el = canvas.current;
    const ctx = el?.getContext('2d', { alpha: false });
    if (!el || !ctx) return;
    const drawer = new FrameDrawer(ctx, VIDEO_SIZE);
    const measure: MeasureText = (text, font) => {
      ctx.font = font;
      return ctx.measureText(text).width;
    };
    const layouts: Layouts = { captions: new Map(), card: null, measure };
    let shown = false;
    let frame = 0;
    let drawn = '';
    const draw = () => {
      frame = requestAnimationFrame(draw);
      const now = shownNow();
      const s = now.segments[now.index];
      if (!s) return drawer.draw({ picture: null });
      const parts = layersAt(now.segments, now.index, offset.current ?? 0).map((layer) => {
        const current = layer.index === now.index;
        return { ...partOf(now, layer.index, layer.offset, current ? photo.current : null, layouts), alpha: layer.alpha };
      });
      // a new frame of the file (30 a second) or something new to show; else the canvas already has it
      const state = parts.map((p) => p.state).join('/');
      if (state === drawn) return;
      drawn = state;
      drawer.drawLayers(parts.map(({ content, alpha }): FrameLayer => ({ content, alpha })));
      if (parts.some((p) => p.content.picture || p.content.card) && !shown) {
        shown = true;
        firstFrameDrawn();
      }
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [canvas, photo, offset]);
}

type Now = {
  segments: readonly Segment[];
  endCard: EndCard | null;
  overlays: readonly string[];
  still: boolean;
  imageOf: (src: string) => HTMLImageElement | null;
  videoOf: (index: number, segment: Segment) => HTMLVideoElement | null;
};

/** What segment `i` shows `at` seconds in, and a key that changes when its picture does. */
function partOf(now: Now, i: number, at: number, currentPhoto: HTMLImageElement | null, layouts: Layouts) {
  const s = now.segments[i];
  if (s.kind === 'endCard') {
    layouts.card ??= endCardLayout(now.endCard?.names ?? [], VIDEO_SIZE, layouts.measure);
    const card = now.endCard ? { layout: layouts.card, look: now.endCard.look, rise: textRise(at) } : null;
    return { content: { picture: null, card } satisfies FrameContent, state: `${s.key}|${Math.floor(at * VIDEO_FPS)}` };
  }
  let picture: Picture | null = null;
  const v = now.videoOf(i, s);
  if (s.kind === 'photo') {
    // the photo on screen from its <img> (which reports a failure); one fading out from the cache
    const img = currentPhoto && currentPhoto.getAttribute('src') === s.src ? currentPhoto : now.imageOf(s.src);
    if (loaded(img)) picture = elementPicture(img);
  } else if (v && v.readyState >= 2 && v.videoWidth > 0) {
    picture = elementPicture(v);
    at = Math.max(0, v.currentTime - s.from);
  } else if (s.poster) {
    // the clip's thumbnail until its first frame
    const img = now.imageOf(s.poster);
    if (img) picture = elementPicture(img);
  }
  if (!layouts.captions.has(s.key)) layouts.captions.set(s.key, captionLayout(s.caption, VIDEO_SIZE, layouts.measure));
  const text = s.kind === 'intro' ? overlayAt(at, s.duration, now.overlays.length) : null;
  const overlayImage = text ? now.imageOf(now.overlays[text.index]) : null;
  const content: FrameContent = {
    picture,
    motion: s.kind === 'photo' && !now.still ? photoMotion(at / s.duration, i % 2 === 1) : STILL,
    overlay: text && overlayImage ? { picture: elementPicture(overlayImage), opacity: text.opacity, rise: text.rise } : null,
    caption: layouts.captions.get(s.key) ?? null,
  };
  const state = [
    s.key,
    Math.floor(at * VIDEO_FPS),
    picture ? `${picture.width}${picture.still}` : '',
    v?.seeking,
    overlayImage?.src,
    now.still,
  ].join('|');
  return { content, state };
}
