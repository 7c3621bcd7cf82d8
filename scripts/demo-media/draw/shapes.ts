// The shapes the intros and scenes are drawn from, each centred on (x, y) at size s.

export type Ctx = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

/** The frame the intros and clips are made at, in pixels (the finished video's size). */
export const W = 1280;
export const H = 720;
/**
 * The intros are laid out on a stage of SW × SH units, 16:9 like the frame: the motifs place
 * everything in stage units and drawIntro maps the stage onto whatever canvas it is given (one unit
 * is canvas width / SW pixels), so the same drawing is sharp at any size and no motif holds a pixel.
 */
export const SW = 640;
export const SH = (SW * H) / W;

/** A rectangle: the text band, in the frame's pixels or the stage's units. */
export type Box = { readonly x: number; readonly y: number; readonly width: number; readonly height: number };

/** A box scaled by k (frame pixels ↔ stage units). */
export const scaleBox = (b: Box, k: number): Box => ({ x: b.x * k, y: b.y * k, width: b.width * k, height: b.height * k });

/**
 * How strongly something of radius r at (x, y) may show beside the text band: 0 where any of it
 * (with a pixel of antialiasing) would fall inside the band, 1 once it is `feather` clear of it,
 * smoothly between. Things that drift across the frame (confetti, snow, petals, sparks) fade out
 * before they reach the band and in again after it, so the band only ever shows the sky.
 */
export function clearOf(band: Box, feather = 14) {
  return (x: number, y: number, r = 0): number => {
    const dx = Math.max(band.x - x, 0, x - band.x - band.width);
    const dy = Math.max(band.y - y, 0, y - band.y - band.height);
    const gap = (dx > 0 && dy > 0 ? Math.hypot(dx, dy) : dx + dy) - r - 2;
    return ease(gap, 0, feather);
  };
}
export type Clear = ReturnType<typeof clearOf>;

/** A seeded random, so every file comes out the same each time. */
export function random(seed: number): () => number {
  let s = seed % 2147483647 || 1;
  return () => ((s = (s * 16807) % 2147483647) - 1) / 2147483646;
}

export const clamp = (v: number, lo = 0, hi = 1) => Math.min(hi, Math.max(lo, v));
/** 0 → 1 smoothly between a and b. */
export const ease = (t: number, a: number, b: number) => {
  const k = clamp((t - a) / (b - a));
  return k * k * (3 - 2 * k);
};

export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const f = (c: number) => Math.round(amount < 0 ? c * (1 + amount) : c + (255 - c) * amount);
  return `rgb(${f((n >> 16) & 255)} ${f((n >> 8) & 255)} ${f(n & 255)})`;
}

export function heart(ctx: Ctx, x: number, y: number, s: number, fill: string) {
  ctx.fillStyle = fill;
  ctx.beginPath();
  ctx.moveTo(x, y + s * 0.35);
  ctx.bezierCurveTo(x - s * 0.1, y + s * 0.25, x - s * 0.5, y + s * 0.05, x - s * 0.5, y - s * 0.18);
  ctx.bezierCurveTo(x - s * 0.5, y - s * 0.45, x - s * 0.12, y - s * 0.5, x, y - s * 0.25);
  ctx.bezierCurveTo(x + s * 0.12, y - s * 0.5, x + s * 0.5, y - s * 0.45, x + s * 0.5, y - s * 0.18);
  ctx.bezierCurveTo(x + s * 0.5, y + s * 0.05, x + s * 0.1, y + s * 0.25, x, y + s * 0.35);
  ctx.fill();
}

export function star(ctx: Ctx, x: number, y: number, r: number, fill: string, points = 5, inner = 0.45, turn = 0) {
  ctx.fillStyle = fill;
  ctx.beginPath();
  for (let i = 0; i < points * 2; i++) {
    const a = turn - Math.PI / 2 + (i * Math.PI) / points;
    const rr = i % 2 ? r * inner : r;
    ctx.lineTo(x + Math.cos(a) * rr, y + Math.sin(a) * rr);
  }
  ctx.closePath();
  ctx.fill();
}

/** The colour with its alpha at 0: a gradient to it fades the colour out, not to grey. */
export function transparent(colour: string): string {
  if (colour.startsWith('#')) {
    const n = parseInt(colour.slice(1), 16);
    return `rgba(${(n >> 16) & 255},${(n >> 8) & 255},${n & 255},0)`;
  }
  const channels = colour.match(/[\d.]+/g)!.slice(0, 3);
  return `rgba(${channels.join(',')},0)`;
}

/** A soft round glow. */
export function glow(ctx: Ctx, x: number, y: number, r: number, colour: string, alpha = 1) {
  const g = ctx.createRadialGradient(x, y, 0, x, y, r);
  g.addColorStop(0, colour);
  g.addColorStop(1, transparent(colour));
  ctx.globalAlpha = alpha;
  ctx.fillStyle = g;
  ctx.fillRect(x - r, y - r, r * 2, r * 2);
  ctx.globalAlpha = 1;
}

/** A balloon on a wavy string; s is its height. */
export function balloon(ctx: Ctx, x: number, y: number, s: number, fill: string, sway = 0) {
  ctx.strokeStyle = 'rgba(255,255,255,0.7)';
  ctx.lineWidth = 1.2;
  ctx.beginPath();
  ctx.moveTo(x, y + s * 0.5);
  ctx.bezierCurveTo(x + 6 + sway, y + s * 0.9, x - 6 - sway, y + s * 1.2, x + sway, y + s * 1.6);
  ctx.stroke();
  const g = ctx.createRadialGradient(x - s * 0.15, y - s * 0.18, s * 0.05, x, y, s * 0.6);
  g.addColorStop(0, shade(fill, 0.55));
  g.addColorStop(0.5, fill);
  g.addColorStop(1, shade(fill, -0.3));
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.ellipse(x, y, s * 0.38, s * 0.5, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = shade(fill, -0.2);
  ctx.beginPath();
  ctx.moveTo(x, y + s * 0.48);
  ctx.lineTo(x - s * 0.07, y + s * 0.58);
  ctx.lineTo(x + s * 0.07, y + s * 0.58);
  ctx.fill();
}

/** A flower head: petals round a centre. */
export function flower(ctx: Ctx, x: number, y: number, r: number, petal: string, centre: string, petals = 6, turn = 0) {
  ctx.fillStyle = petal;
  for (let i = 0; i < petals; i++) {
    const a = turn + (i * Math.PI * 2) / petals;
    ctx.beginPath();
    ctx.ellipse(x + Math.cos(a) * r * 0.55, y + Math.sin(a) * r * 0.55, r * 0.5, r * 0.26, a, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.fillStyle = centre;
  ctx.beginPath();
  ctx.arc(x, y, r * 0.32, 0, Math.PI * 2);
  ctx.fill();
}

export function snowflake(ctx: Ctx, x: number, y: number, r: number, colour: string, turn = 0) {
  ctx.strokeStyle = colour;
  ctx.lineWidth = Math.max(1, r / 6);
  ctx.lineCap = 'round';
  ctx.beginPath();
  for (let i = 0; i < 6; i++) {
    const a = turn + (i * Math.PI) / 3;
    const cx = Math.cos(a);
    const sy = Math.sin(a);
    ctx.moveTo(x, y);
    ctx.lineTo(x + cx * r, y + sy * r);
    const bx = x + cx * r * 0.6;
    const by = y + sy * r * 0.6;
    for (const side of [-1, 1]) {
      const b = a + side * 0.7;
      ctx.moveTo(bx, by);
      ctx.lineTo(bx + Math.cos(b) * r * 0.3, by + Math.sin(b) * r * 0.3);
    }
  }
  ctx.stroke();
}

/** A wrapped present with a ribbon and a bow. */
export function present(ctx: Ctx, x: number, y: number, w: number, h: number, paper: string, ribbon: string) {
  ctx.fillStyle = paper;
  ctx.fillRect(x - w / 2, y - h, w, h);
  ctx.fillStyle = shade(paper, 0.15);
  ctx.fillRect(x - w / 2 - 3, y - h, w + 6, h * 0.22);
  ctx.fillStyle = ribbon;
  ctx.fillRect(x - w * 0.07, y - h, w * 0.14, h);
  ctx.fillRect(x - w / 2, y - h * 0.6, w, h * 0.1);
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.ellipse(x + side * w * 0.14, y - h - w * 0.07, w * 0.15, w * 0.08, side * 0.5, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** A string of bunting flags along a sagging line from (x0, y0) to (x1, y1). */
export function bunting(
  ctx: Ctx,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  sag: number,
  colours: readonly string[],
  t = 0,
) {
  const n = 11;
  const at = (k: number) => ({ x: x0 + (x1 - x0) * k, y: y0 + (y1 - y0) * k + Math.sin(Math.PI * k) * sag });
  ctx.strokeStyle = 'rgba(255,255,255,0.85)';
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  for (let i = 0; i <= 20; i++) {
    const p = at(i / 20);
    ctx.lineTo(p.x, p.y);
  }
  ctx.stroke();
  for (let i = 0; i < n; i++) {
    const a = at((i + 0.2) / n);
    const b = at((i + 0.8) / n);
    const swing = Math.sin(t * 2.4 + i) * 3;
    ctx.fillStyle = colours[i % colours.length];
    ctx.beginPath();
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x, b.y);
    ctx.lineTo((a.x + b.x) / 2 + swing, (a.y + b.y) / 2 + (b.x - a.x) * 1.1);
    ctx.fill();
  }
}

/** A cloud of overlapping circles. */
export function cloud(ctx: Ctx, x: number, y: number, s: number, colour = 'rgba(255,255,255,0.92)') {
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.arc(x, y, s * 0.5, 0, Math.PI * 2);
  ctx.arc(x + s * 0.5, y - s * 0.2, s * 0.6, 0, Math.PI * 2);
  ctx.arc(x + s, y, s * 0.45, 0, Math.PI * 2);
  ctx.rect(x, y - s * 0.1, s, s * 0.55);
  ctx.fill('nonzero');
}

/** The sky: the look's two colours top to bottom, over the whole w × h. */
export function sky(ctx: Ctx, top: string, bottom: string, w: number, h: number) {
  const g = ctx.createLinearGradient(0, 0, 0, h);
  g.addColorStop(0, top);
  g.addColorStop(1, bottom);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
}

/**
 * A soft wash of the sky's deeper colour behind the text band (a rounded box, blurred beyond the
 * band's edges), so white text reads on light skies too. Drawn under the motif: part of the sky.
 */
export function wash(ctx: Ctx, band: Box, colour: string, strength = 0.4) {
  const soft = Math.min(band.width, band.height) * 0.12;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
  ctx.save();
  ctx.filter = `blur(${soft.toFixed(1)}px)`;
  ctx.fillStyle = `rgba(${r},${g},${b},${strength})`;
  ctx.beginPath();
  ctx.roundRect(band.x, band.y, band.width, band.height, soft * 2);
  ctx.fill();
  ctx.restore();
}
