import { encodeStill } from './encode';
import { OUTPUTS, STILLS } from './outputs';

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
  /** Several stills side by side, scaled, with their names: one picture to look at. */
  sheet: async (names: string[], t: number, cols: number, tileWidth: number) => {
    const tiles = names.map((n) => STILLS[n]);
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
            draw(sctx, t);
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
