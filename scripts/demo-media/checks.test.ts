import { describe, expect, it } from 'vitest';
import { blackRegion, inside, intrusion, opaqueBox, type Pixels } from './checks';

// The checks make runs on every frame it draws (outputs.ts), tried on frames made here.

const W = 320;
const H = 180;

/** A W × H frame of one colour, then `paint` sets pixels (x, y) → [r, g, b, a]. */
function frame(fill: number[], paint?: (x: number, y: number) => number[] | null): Pixels {
  const data = new Uint8ClampedArray(W * H * 4);
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) data.set(paint?.(x, y) ?? [...fill, 255].slice(0, 4), (y * W + x) * 4);
  return { data, width: W, height: H };
}

const SKY = [72, 202, 228];
const BLACK = [0, 0, 0, 255];

describe('blackRegion: no large region of a frame is pure black', () => {
  it('a frame of sky, and a night sky (dark, not black): none', () => {
    expect(blackRegion(frame(SKY))).toBeNull();
    expect(blackRegion(frame([7, 11, 28]))).toBeNull();
  });

  it('the sunny hills fault: a lens of black across half the frame (a shape left unfilled) is a band', () => {
    // the far hill dipping below where the sky stopped: black between y 120 and the hill's edge
    const hills = frame(SKY, (x, y) => {
      const edge = 120 + Math.max(0, Math.sin(((x - 140) / 180) * Math.PI)) * 20;
      return x > 140 && y >= 120 && y < edge ? BLACK : null;
    });
    const found = blackRegion(hills);
    expect(found).toMatchObject({ kind: 'rows' });
    expect(found!.box.y).toBeGreaterThanOrEqual(120);
    expect(found!.box.x).toBeGreaterThanOrEqual(140);
  });

  it('a thin black band right across: found however thin, past 1/90 of the height', () => {
    expect(blackRegion(frame(SKY, (_, y) => (y >= 90 && y < 96 ? BLACK : null)))).toMatchObject({ kind: 'rows' });
    expect(blackRegion(frame(SKY, (_, y) => (y === 90 ? BLACK : null)))).toBeNull();
  });

  it('a block of black over 5% of the frame (a narrow tall one, no band) is found; a small one is not', () => {
    const block = blackRegion(frame(SKY, (x) => (x < 60 ? BLACK : null)));
    expect(block).toMatchObject({ kind: 'block', box: { x: 0, y: 0, width: 60, height: H } });
    expect(block!.share).toBeCloseTo(60 / W, 2);
    expect(blackRegion(frame(SKY, (x, y) => (x < 40 && y < 40 ? BLACK : null)))).toBeNull();
  });

  it('black dots scattered over the frame (dark details, not a region): none', () => {
    expect(blackRegion(frame(SKY, (x, y) => ((x + y) % 4 === 0 ? BLACK : null)))).toBeNull();
  });
});

describe('intrusion: the motif never enters the text band', () => {
  const background = frame(SKY);

  it('a band that is its sky: none; within the tolerance of 2: none', () => {
    expect(intrusion(frame(SKY), background)).toBeNull();
    expect(intrusion(frame([74, 200, 228]), background)).toBeNull();
  });

  it('a faint spark in the band: found, with how many pixels, how far off and where', () => {
    const spark = frame(SKY, (x, y) => (x >= 100 && x < 103 && y === 50 ? [82, 202, 228, 255] : null));
    expect(intrusion(spark, background)).toEqual({ pixels: 3, worst: 10, box: { x: 100, y: 50, width: 3, height: 1 } });
  });
});

describe('opaqueBox and inside: the text image stays in its band', () => {
  it('the box of what is drawn, the shadow (under half opaque) left out', () => {
    const text = frame([0, 0, 0, 0], (x, y) => {
      if (x >= 50 && x < 150 && y >= 40 && y < 80) return [255, 255, 255, 255];
      if (x >= 40 && x < 160 && y >= 30 && y < 95) return [0, 0, 0, 90];
      return [0, 0, 0, 0];
    });
    const box = opaqueBox(text)!;
    expect(box).toEqual({ x: 50, y: 40, width: 100, height: 40 });
    expect(inside(box, { x: 40, y: 30, width: 120, height: 60 })).toBe(true);
    expect(inside(box, { x: 60, y: 30, width: 120, height: 60 })).toBe(false);
    expect(opaqueBox(frame([0, 0, 0, 0], () => [0, 0, 0, 0]))).toBeNull();
  });
});
