// Where things sit in a frame of the greeting: pure geometry, shared by the instant preview (drawing
// on its stage) and the renderer (drawing the file's frames), so both show the same picture.

export type Size = { width: number; height: number };
export type Rect = { x: number; y: number; width: number; height: number };

/** The finished video: 1280×720 (720p landscape), 30 frames a second. */
export const VIDEO_SIZE: Size = { width: 1280, height: 720 };
export const VIDEO_FPS = 30;

/** Media whose shape is within 1% of the frame's fill it: no blurred fill behind it. */
const SAME_SHAPE_TOLERANCE = 0.01;

const ratio = (s: Size) => s.width / s.height;

/** The media scaled to fit inside the frame whole, centred (no stretching, nothing cut). */
export function containRect(media: Size, frame: Size): Rect {
  const scale = Math.min(frame.width / media.width, frame.height / media.height);
  return centred(media, frame, scale);
}

/** The media scaled to cover the whole frame, centred (the edges that do not fit are cut). */
export function coverRect(media: Size, frame: Size): Rect {
  const scale = Math.max(frame.width / media.width, frame.height / media.height);
  return centred(media, frame, scale);
}

function centred(media: Size, frame: Size, scale: number): Rect {
  const width = media.width * scale;
  const height = media.height * scale;
  return { x: (frame.width - width) / 2, y: (frame.height - height) / 2, width, height };
}

/** Portrait, square or any other shape than the frame's: fitted over a blurred fill of itself. */
export function needsFill(media: Size, frame: Size): boolean {
  if (media.width <= 0 || media.height <= 0) return false;
  return Math.abs(ratio(media) / ratio(frame) - 1) > SAME_SHAPE_TOLERANCE;
}

/**
 * A photo's gentle movement (Ken Burns): a slow push-in to 112% drifting 2% left and 1.5% up, and
 * on every other photo the same in reverse (a pull-out), so no photo looks frozen.
 */
export const PHOTO_MOTION = { scale: 1.12, x: -0.02, y: -0.015 } as const;

/** Scale about the frame's centre, and a shift in fractions of the frame (applied before scaling). */
export type Motion = { scale: number; x: number; y: number };
export const STILL: Motion = { scale: 1, x: 0, y: 0 };

/** The movement `progress` (0..1) of the way through a photo; `pullOut` for every other photo. */
export function photoMotion(progress: number, pullOut: boolean): Motion {
  const p = Math.min(Math.max(progress, 0), 1);
  // a pull-out starts where a push-in ends, mirrored: from 112% shifted right and down, back to still
  const k = pullOut ? 1 - p : p;
  const sign = pullOut ? -1 : 1;
  return { scale: 1 + (PHOTO_MOTION.scale - 1) * k, x: PHOTO_MOTION.x * k * sign, y: PHOTO_MOTION.y * k * sign };
}

/** A rect moved: shifted by (x, y) of the frame, then scaled by `scale` about the frame's centre. */
export function moveRect(rect: Rect, frame: Size, motion: Motion): Rect {
  const cx = frame.width / 2;
  const cy = frame.height / 2;
  return {
    x: cx + motion.scale * (rect.x - cx + motion.x * frame.width),
    y: cy + motion.scale * (rect.y - cy + motion.y * frame.height),
    width: rect.width * motion.scale,
    height: rect.height * motion.scale,
  };
}

/** Seconds each personalised-text image fades in and out over the intro (at most a quarter of its turn). */
export const OVERLAY_FADE_SECONDS = 0.4;
/** The text comes in from this far below its place (a share of the frame's height), easing to a stop. */
export const OVERLAY_RISE = 0.04;
/** Seconds the text takes to rise into place (at most half its turn). */
export const OVERLAY_RISE_SECONDS = 0.8;

/** Ease-out: quick at first, settling gently (a cubic). */
const easeOut = (p: number) => 1 - (1 - Math.min(Math.max(p, 0), 1)) ** 3;

/** How far below its place text still is `seconds` after it began to rise in over `riseSeconds`. */
export function textRise(seconds: number, riseSeconds = OVERLAY_RISE_SECONDS): number {
  return riseSeconds > 0 ? OVERLAY_RISE * (1 - easeOut(seconds / riseSeconds)) : 0;
}

/** Which text image shows, how strongly, and how far below its place it still is (a share of the frame's height). */
export type OverlayState = { index: number; opacity: number; rise: number };

/**
 * Which personalised-text image shows `offset` seconds into an intro of `duration` seconds, and how
 * strongly: the `count` images take equal turns, each fading in as it rises into place, then
 * fading out; the last stays to the end.
 */
export function overlayAt(offset: number, duration: number, count: number): OverlayState | null {
  if (count < 1 || duration <= 0 || offset < 0 || offset > duration) return null;
  const turn = duration / count;
  const index = Math.min(count - 1, Math.floor(offset / turn));
  const into = offset - index * turn;
  const fade = Math.min(OVERLAY_FADE_SECONDS, turn / 4);
  const fadeIn = into / fade;
  const fadeOut = index === count - 1 ? 1 : (turn - into) / fade;
  const riseTime = Math.min(OVERLAY_RISE_SECONDS, turn / 2);
  return { index, opacity: Math.min(1, fadeIn, fadeOut), rise: textRise(into, riseTime) };
}

/** Where an intro's poster is taken: the first text image fully in and settled (its turn's middle). */
export function posterOffset(duration: number, count: number): number {
  if (duration <= 0) return 0;
  const turn = duration / Math.max(1, count);
  return Math.min(duration, Math.max(OVERLAY_RISE_SECONDS, turn / 2));
}

/** A decoded video frame as the renderer sees it. */
export type DecodedFrame = Size & { rotation: number; flip: boolean; squarePixels: boolean };

/**
 * A video frame that needs nothing drawn: upright, the frame's own shape, no caption or text over
 * it. The renderer hands such a frame to the encoder as decoded (scaled there, where the encoder
 * scales), which is the same picture drawing it would give, for a third of the work.
 */
export function showsAsIs(frame: DecodedFrame, size: Size, drawnOver: boolean, encoderScales: boolean): boolean {
  if (drawnOver || frame.rotation !== 0 || frame.flip || !frame.squarePixels || needsFill(frame, size)) return false;
  return encoderScales || (frame.width === size.width && frame.height === size.height);
}
