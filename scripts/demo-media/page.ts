import { TEMPLATE_LOOKS } from '../../mocks/db/seed/looks';
import { TEXT_IMAGE } from '../../mocks/textPreview';
import { ALL_FORMATS, CanvasSink, Input, UrlSource } from 'mediabunny';
import { encodeStill, FPS } from './encode';
import { drawIntro, drawMotif, INTRO_SECONDS, INTROS } from './intros';
import { CHECKED, OUTPUTS, STILLS } from './outputs';
import { rasterise, SAMPLE_TEXTS, textBandProblems } from './textCheck';
import { previewSvg } from '../../mocks/textPreview';

// The page make.mjs drives: it names every output, makes one on request (as base64, for Node to
// write), and draws stills for looking at the frames.

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

// mediabunny stamps an MP4 with the time it was made: a fixed clock keeps a file the same for the
// same drawing, so the manifest's hashes mean something.
const MADE_AT = Date.UTC(2025, 0, 1);
Date.now = () => MADE_AT;

const demoMedia = {
  paths: () => Object.keys(OUTPUTS),
  make: async (path: string) => base64(await OUTPUTS[path]()),
  stills: () => Object.keys(STILLS),
  still: async (name: string, t: number) => {
    const [w, h, draw] = STILLS[name];
    return base64(await encodeStill(w, h, (ctx) => draw(ctx, t), 'image/png'));
  },
  /** The frame at t of each video file named (paths under public/), decoded: a sheet of them at full size, one across. */
  decoded: async (paths: string[], t: number) => {
    const frames = await Promise.all(
      paths.map(async (path) => {
        const input = new Input({ source: new UrlSource(`/${path}`), formats: ALL_FORMATS });
        const track = (await input.getPrimaryVideoTrack())!;
        return (await new CanvasSink(track).getCanvas(t))!.canvas;
      }),
    );
    const width = Math.max(...frames.map((f) => f.width));
    const height = frames.reduce((n, f) => n + f.height, 0);
    return base64(
      await encodeStill(width, height, (ctx) => frames.reduce((y, f) => (ctx.drawImage(f, 0, y), y + f.height), 0), 'image/png'),
    );
  },
  /** Every frame of the videos named (all when none) drawn and checked, not encoded: the problems found. */
  check: async (only = '') => {
    const problems: string[] = [];
    for (const [, { width, height, seconds, draw }] of Object.entries(CHECKED).filter(([p]) => p.includes(only))) {
      const checkedDraw = await draw();
      const ctx = new OffscreenCanvas(width, height).getContext('2d', { alpha: false })!;
      let found = 0;
      for (let i = 0; i < Math.round(seconds * FPS) && found < 3; i++) {
        ctx.save();
        try {
          checkedDraw(ctx, i / FPS);
        } catch (e) {
          problems.push((e as Error).message);
          found++;
        }
        ctx.restore();
      }
    }
    return problems;
  },
  /** The personalised text of every template, drawn as the fake server draws it, outside its band. */
  checkText: () => textBandProblems(),
  /**
   * Several stills side by side, scaled, with their names: one picture to look at. With `bands`, an
   * intro's text band outlined in red; with `footprint`, every place its motif goes in its 5 s.
   */
  sheet: async (names: string[], t: number, cols: number, tileWidth: number, mode: '' | 'bands' | 'footprint' | 'text' = '') => {
    const tiles = names.map((n) => STILLS[n]);
    // with `text`, an intro with the personalised text over it (a sample text in turn)
    const texts = await Promise.all(
      names.map(async (n, i) => {
        if (mode !== 'text' || !Object.hasOwn(INTROS, n)) return null;
        const text = SAMPLE_TEXTS[(i % (SAMPLE_TEXTS.length - 1)) + 1];
        const pixels = await rasterise(previewSvg({ color: '', slug: n, index: 0, count: 1, text }));
        const canvas = new OffscreenCanvas(pixels.width, pixels.height);
        canvas.getContext('2d')!.putImageData(pixels, 0, 0);
        return canvas;
      }),
    );
    const tileH = Math.max(...tiles.map(([w, h]) => (h / w) * tileWidth));
    const rows = Math.ceil(names.length / cols);
    return base64(
      await encodeStill(
        cols * tileWidth,
        rows * (tileH + 16),
        (ctx) => {
          ctx.fillStyle = '#fff';
          ctx.fillRect(0, 0, cols * tileWidth, rows * (tileH + 16));
          tiles.forEach(([w, h, draw], i) => {
            const scratch = new OffscreenCanvas(w, h);
            const sctx = scratch.getContext('2d')!;
            const intro = Object.hasOwn(INTROS, names[i]);
            if (intro && mode === 'footprint') {
              drawIntro(sctx, names[i], INTRO_SECONDS, { motif: false });
              for (let f = 0; f <= INTRO_SECONDS * FPS; f += 2) drawMotif(sctx, names[i], f / FPS);
            } else draw(sctx, t);
            if (texts[i]) sctx.drawImage(texts[i]!, 0, 0, w, h);
            if (intro && mode) {
              const k = w / TEXT_IMAGE.width;
              const b = TEMPLATE_LOOKS[names[i]].band;
              sctx.strokeStyle = '#ff0000';
              sctx.lineWidth = 3;
              sctx.strokeRect(b.x * k, b.y * k, b.width * k, b.height * k);
            }
            const x = (i % cols) * tileWidth;
            const y = Math.floor(i / cols) * (tileH + 16);
            ctx.drawImage(scratch, x, y + 16, tileWidth, (h / w) * tileWidth);
            ctx.fillStyle = '#000';
            ctx.font = '12px sans-serif';
            ctx.fillText(names[i], x + 4, y + 12);
          });
        },
        'image/png',
      ),
    );
  },
};

Object.assign(window, { demoMedia });
