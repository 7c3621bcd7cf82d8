import { previewSvg } from '../../mocks/textPreview';
import { captionLayout } from '../../src/media/caption';
import { FrameDrawer, type Picture } from '../../src/media/drawFrame';
import { overlayAt, photoMotion, STILL } from '../../src/media/frame';
import { type Ctx } from './draw/shapes';
import { drawIntro, INTROS } from './intros';
import { SCENE, type Scene } from './scenes';
import { ambience, chime, joinSounds } from './sound';

// A demo greeting as the app makes one: the intro with the personalised text over it (the fake
// server's own text image), then photos moving and clips with their captions, drawn by the app's
// FrameDrawer, so the demo files look like the greetings the renderer makes.

export type Part =
  | { kind: 'intro'; slug: string; seconds: number; text: string; count?: number; from?: number }
  | { kind: 'photo'; scene: Scene; seconds: number; caption?: string }
  | { kind: 'clip'; scene: Scene; seconds: number; caption?: string };

export type Composition = { seconds: number; draw(ctx: Ctx, t: number): void; sound: Float32Array };
export type Size = { width: number; height: number };

function canvasPicture(canvas: OffscreenCanvas, still: boolean): Picture {
  return { width: canvas.width, height: canvas.height, still, draw: (ctx, x, y, w, h) => ctx.drawImage(canvas, x, y, w, h) };
}

/** The fake server's text image, drawn at the frame's size. */
async function textImage(slug: string, text: string, index: number, count: number, { width, height }: Size): Promise<Picture> {
  const svg = previewSvg({ color: '', slug, index, count, text });
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const canvas = new OffscreenCanvas(width, height);
    canvas.getContext('2d')!.drawImage(img, 0, 0, width, height);
    return canvasPicture(canvas, true);
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** A scene drawn into its 4:3 box. */
function sceneCanvas(scene: Scene, t: number, canvas = new OffscreenCanvas(SCENE.width, SCENE.height)) {
  const ctx = canvas.getContext('2d')!;
  ctx.save();
  scene(ctx, t);
  ctx.restore();
  return canvas;
}

/** A scene as a landscape phone clip filling the canvas: cropped to 16:9, with a slow handheld drift. */
export function drawClipScene(ctx: Ctx, scene: Scene, t: number) {
  const { width: w, height: h } = ctx.canvas;
  // the drift in the scene's units, so it is the same movement at any size
  const k = w / SCENE.width;
  ctx.save();
  const zoom = 1.04 + 0.02 * Math.sin(t * 0.9);
  ctx.translate(w / 2 + Math.sin(t * 0.7) * 4 * k, h / 2 + Math.cos(t * 0.8) * 3 * k);
  ctx.scale(zoom * k, zoom * k);
  ctx.translate(-SCENE.width / 2, -SCENE.height / 2);
  scene(ctx, t);
  ctx.restore();
}

/** The greeting at `size` (its intro, its text and its clips drawn at that size). */
export async function compose(parts: Part[], size: Size): Promise<Composition> {
  const frame = new OffscreenCanvas(size.width, size.height);
  const frameCtx = frame.getContext('2d', { alpha: false })!;
  const drawer = new FrameDrawer(frameCtx, size);
  const layer = new OffscreenCanvas(size.width, size.height);
  const layerCtx = layer.getContext('2d', { alpha: false })!;
  const measure = (text: string, font: string) => {
    frameCtx.font = font;
    return frameCtx.measureText(text).width;
  };
  const prepared = await Promise.all(
    parts.map(async (part) => ({
      part,
      texts:
        part.kind === 'intro'
          ? await Promise.all(
              Array.from({ length: part.count ?? 1 }, (_, i) => textImage(part.slug, part.text, i, part.count ?? 1, size)),
            )
          : [],
      still: part.kind === 'photo' ? sceneCanvas(part.scene, 0) : null,
      caption: part.kind !== 'intro' && part.caption ? captionLayout(part.caption, size, measure) : null,
    })),
  );
  const seconds = parts.reduce((s, p) => s + p.seconds, 0);
  let photos = 0;
  const pullOut = prepared.map(({ part }) => part.kind === 'photo' && photos++ % 2 === 1);

  const draw = (ctx: Ctx, t: number) => {
    let i = 0;
    let start = 0;
    while (i < prepared.length - 1 && t >= start + prepared[i].part.seconds) start += prepared[i++].part.seconds;
    const { part, texts, still, caption } = prepared[i];
    const offset = t - start;
    if (part.kind === 'intro') {
      drawIntro(layerCtx, part.slug, (part.from ?? 0) + offset);
      const o = overlayAt(offset, part.seconds, texts.length);
      drawer.draw({
        picture: canvasPicture(layer, false),
        overlay: o ? { picture: texts[o.index], opacity: o.opacity } : null,
      });
    } else if (part.kind === 'photo') {
      drawer.draw({ picture: canvasPicture(still!, true), motion: photoMotion(offset / part.seconds, pullOut[i]), caption });
    } else {
      drawClipScene(layerCtx, part.scene, offset);
      drawer.draw({ picture: canvasPicture(layer, false), motion: STILL, caption });
    }
    ctx.drawImage(frame, 0, 0, ctx.canvas.width, ctx.canvas.height);
  };

  const sound = joinSounds(
    parts.map((part, k) => {
      if (part.kind === 'intro') return chime(part.seconds, INTROS[part.slug].notes);
      if (part.kind === 'photo')
        return chime(part.seconds, [7 + (k % 3), 9, 11 + (k % 2)], { start: 0.1, step: 0.5, volume: 0.6 });
      return ambience(part.seconds, 7 + k);
    }),
  );
  return { seconds, draw, sound };
}
