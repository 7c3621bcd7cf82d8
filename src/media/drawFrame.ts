import { boxBlur, fillBlurMethod } from './blur';
import { CAPTION_STYLE, type CaptionLayout } from './caption';
import type { EndCardLayout, EndCardLook } from './endCard';
import { containRect, coverRect, moveRect, needsFill, STILL, type Motion, type Size } from './frame';

// Draws one frame of a greeting on a 2D canvas. The instant preview calls it on its stage (from a
// <video> or <img>), the renderer on the file's canvas (from decoded frames): the same code, so
// they show the same picture. Geometry is in frame.ts and caption.ts.

export type Ctx2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
type AnyCanvas = HTMLCanvasElement | OffscreenCanvas;

/** Something to draw: a video frame, a photo, a text image. */
export type Picture = {
  /** Its display size (after rotation). */
  width: number;
  height: number;
  /** It never changes (a photo): its blurred fill is made once. */
  still: boolean;
  draw(ctx: Ctx2D, x: number, y: number, width: number, height: number): void;
};

export type FrameContent = {
  /** null: black (a part still loading). */
  picture: Picture | null;
  /** A photo's movement; STILL for videos. */
  motion?: Motion;
  /** The personalised text over the intro; `rise`: how far below its place it still is (a share of the frame's height). */
  overlay?: { picture: Picture; opacity: number; rise?: number } | null;
  caption?: CaptionLayout | null;
  /** The end card, drawn instead of a picture. */
  card?: { layout: EndCardLayout; look: EndCardLook; rise: number } | null;
};

/** One part of a frame and how opaque it is over the parts under it (a cross-fade). */
export type FrameLayer = { content: FrameContent; alpha: number };

/** The blurred fill is drawn small, blurred, then scaled up: cheap, and soft enough. */
const FILL_SIZE: Size = { width: 160, height: 90 };
const FILL_BLUR = 'blur(6px)';
/** The box blur's radius where the canvas has no filter (WebKit), in pixels of the small fill: as soft as FILL_BLUR. */
const FILL_BOX_RADIUS = 4;
/** Darkens the fill so the picture in front of it stands out. */
const FILL_VEIL = 'rgba(0, 0, 0, 0.35)';
const CAPTION_RADIUS_EM = 0.25;

/** Makes a scratch canvas: an OffscreenCanvas where there is one (workers always), else an element. */
export function makeCanvas(size: Size): AnyCanvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(size.width, size.height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  return canvas;
}

let filtersAnswer: boolean | null = null;

/** Whether this browser's 2D canvas blurs with `filter` (WebKit has none: setting it changes nothing). Asked once. */
function canvasFilters(): boolean {
  if (filtersAnswer === null) {
    const ctx = makeCanvas({ width: 1, height: 1 }).getContext('2d') as Ctx2D | null;
    if (ctx && 'filter' in ctx) ctx.filter = FILL_BLUR;
    filtersAnswer = Boolean(ctx && 'filter' in ctx && ctx.filter === FILL_BLUR);
  }
  return filtersAnswer;
}

/** Draws frames of one size on one canvas, keeping a photo's blurred fill between its frames. */
export class FrameDrawer {
  private readonly fill: AnyCanvas;
  private readonly fillCtx: Ctx2D;
  private readonly blur: 'filter' | 'box';
  private filled: Picture | null = null;
  private fillFrame: AnyCanvas | null = null;
  private layer: AnyCanvas | null = null;
  private layerCtx: Ctx2D | null = null;
  /** Draws the part fading in, before it is laid over the frame at its opacity. */
  private over: { canvas: AnyCanvas; drawer: FrameDrawer } | null = null;

  constructor(
    private readonly ctx: Ctx2D,
    private readonly size: Size,
  ) {
    this.blur = fillBlurMethod(canvasFilters());
    this.fill = makeCanvas(FILL_SIZE);
    // the box blur reads the fill's pixels back every frame: keep them on the CPU then
    this.fillCtx = this.fill.getContext('2d', { alpha: false, willReadFrequently: this.blur === 'box' }) as Ctx2D;
    if (this.blur === 'filter') this.fillCtx.filter = FILL_BLUR;
  }

  /**
   * A frame of several parts, bottom first: the first drawn as it is, each later one drawn whole
   * on a canvas of its own and laid over at its opacity (a cross-dissolve, never one part's fill
   * showing through another's picture).
   */
  drawLayers(layers: readonly FrameLayer[]): void {
    if (layers.length === 0) return this.draw({ picture: null });
    layers.forEach(({ content, alpha }, i) => {
      if (i === 0 || alpha >= 1) return this.draw(content);
      if (alpha <= 0) return;
      this.over ??= this.makeOver();
      this.over.drawer.draw(content);
      this.ctx.globalAlpha = alpha;
      this.ctx.drawImage(this.over.canvas, 0, 0);
      this.ctx.globalAlpha = 1;
    });
  }

  private makeOver() {
    const canvas = makeCanvas(this.size);
    const ctx = canvas.getContext('2d', { alpha: false }) as Ctx2D;
    return { canvas, drawer: new FrameDrawer(ctx, this.size) };
  }

  draw({ picture, motion = STILL, overlay = null, caption = null, card = null }: FrameContent): void {
    const { ctx, size } = this;
    ctx.globalAlpha = 1;
    if (card) return this.drawCard(card);
    let shown = picture && picture.width > 0 && picture.height > 0 ? picture : null;
    if (shown && needsFill(shown, size)) {
      // a moving picture is drawn once, at its size on screen, and the fill made from that copy:
      // drawing a video frame converts every pixel of it, the costliest step of a frame
      if (!shown.still) shown = this.layerOf(shown);
      this.drawFill(shown);
    } else {
      ctx.fillStyle = '#000';
      ctx.fillRect(0, 0, size.width, size.height);
    }
    if (shown) {
      const rect = moveRect(containRect(shown, size), size, motion);
      shown.draw(ctx, rect.x, rect.y, rect.width, rect.height);
    }
    if (overlay && overlay.opacity > 0 && overlay.picture.width > 0) {
      const rect = containRect(overlay.picture, size);
      ctx.globalAlpha = Math.min(1, overlay.opacity);
      overlay.picture.draw(ctx, rect.x, rect.y + (overlay.rise ?? 0) * size.height, rect.width, rect.height);
      ctx.globalAlpha = 1;
    }
    if (caption) this.drawCaption(caption);
  }

  /** The picture drawn once on a canvas of its size in the frame, as a picture of its own. */
  private layerOf(picture: Picture): Picture {
    const fit = containRect(picture, this.size);
    const width = Math.max(1, Math.round(fit.width));
    const height = Math.max(1, Math.round(fit.height));
    if (!this.layer || this.layer.width !== width || this.layer.height !== height) {
      this.layer = makeCanvas({ width, height });
      this.layerCtx = this.layer.getContext('2d', { alpha: false }) as Ctx2D;
    }
    picture.draw(this.layerCtx!, 0, 0, width, height);
    const layer = this.layer;
    return { width, height, still: false, draw: (ctx, x, y, w, h) => ctx.drawImage(layer, x, y, w, h) };
  }

  /** The picture itself, covering the frame, blurred and darkened: behind portrait and square media. */
  private drawFill(picture: Picture) {
    const { ctx, size, fillCtx } = this;
    if (picture.still && this.filled === picture && this.fillFrame) {
      // a photo's fill is the same for all its frames: made once at the frame's size, then copied
      ctx.drawImage(this.fillFrame, 0, 0);
      return;
    }
    const rect = coverRect(picture, FILL_SIZE);
    picture.draw(fillCtx, rect.x, rect.y, rect.width, rect.height);
    // darkened here, small, rather than over the whole frame
    if (this.blur === 'filter') fillCtx.filter = 'none';
    else {
      // no canvas filter (WebKit): the same softness from a box blur of the small fill's pixels
      const pixels = fillCtx.getImageData(0, 0, FILL_SIZE.width, FILL_SIZE.height);
      boxBlur(pixels.data, FILL_SIZE.width, FILL_SIZE.height, FILL_BOX_RADIUS);
      fillCtx.putImageData(pixels, 0, 0);
    }
    fillCtx.fillStyle = FILL_VEIL;
    fillCtx.fillRect(0, 0, FILL_SIZE.width, FILL_SIZE.height);
    if (this.blur === 'filter') fillCtx.filter = FILL_BLUR;
    ctx.imageSmoothingEnabled = true;
    ctx.drawImage(this.fill, 0, 0, size.width, size.height);
    this.filled = picture.still ? picture : null;
    if (picture.still) {
      this.fillFrame ??= makeCanvas(size);
      (this.fillFrame.getContext('2d') as Ctx2D).drawImage(this.fill, 0, 0, size.width, size.height);
    }
  }

  /** The end card: the template's sky, the lead line, an accent rule and the names, rising into place. */
  private drawCard({ layout, look, rise }: NonNullable<FrameContent['card']>) {
    const { ctx, size } = this;
    const sky = ctx.createLinearGradient(0, 0, 0, size.height);
    sky.addColorStop(0, look.sky[0]);
    sky.addColorStop(1, look.sky[1]);
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, size.width, size.height);
    const dy = rise * size.height;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'alphabetic';
    ctx.fillStyle = '#ffffff';
    ctx.font = layout.lead.font;
    ctx.globalAlpha = 0.9;
    ctx.fillText(layout.lead.text, layout.x, layout.lead.y + dy);
    ctx.globalAlpha = 1;
    if (layout.names.lines.length) {
      ctx.fillStyle = look.accent;
      ctx.fillRect(layout.rule.x, layout.rule.y + dy, layout.rule.width, layout.rule.height);
      ctx.fillStyle = '#ffffff';
      ctx.font = layout.names.font;
      layout.names.lines.forEach((line, i) => ctx.fillText(line, layout.x, layout.names.baselines[i] + dy));
    }
  }

  private drawCaption({ font, fontPx, lines, box, baselines }: CaptionLayout) {
    const { ctx } = this;
    ctx.fillStyle = CAPTION_STYLE.background;
    ctx.beginPath();
    if (typeof ctx.roundRect === 'function') ctx.roundRect(box.x, box.y, box.width, box.height, fontPx * CAPTION_RADIUS_EM);
    else ctx.rect(box.x, box.y, box.width, box.height);
    ctx.fill();
    ctx.font = font;
    ctx.fillStyle = CAPTION_STYLE.color;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'alphabetic';
    lines.forEach((line, i) => ctx.fillText(line, baselines[i].x, baselines[i].y));
  }
}

/** A picture from an element the page already has (the preview's <video> and <img>). */
export function elementPicture(el: HTMLVideoElement | HTMLImageElement): Picture {
  const isVideo = el instanceof HTMLVideoElement;
  return {
    width: isVideo ? el.videoWidth : el.naturalWidth,
    height: isVideo ? el.videoHeight : el.naturalHeight,
    still: !isVideo,
    draw: (ctx, x, y, w, h) => ctx.drawImage(el, x, y, w, h),
  };
}

/** A picture from a decoded image (a photo or text image in the renderer). */
export function bitmapPicture(bitmap: ImageBitmap): Picture {
  return {
    width: bitmap.width,
    height: bitmap.height,
    still: true,
    draw: (ctx, x, y, w, h) => ctx.drawImage(bitmap, x, y, w, h),
  };
}
