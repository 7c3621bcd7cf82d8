import type { TemplateLook } from '../../../mocks/db/seed/looks';
import { bandAlpha, ease, glow, H, random, shade, star, W, type Ctx } from '../draw/shapes';

// Graduation intros: caps tossed in the air, a diploma unrolling, shining stars, fireworks.

function cap(ctx: Ctx, x: number, y: number, s: number, turn: number, tassel: string, t: number) {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(turn);
  ctx.fillStyle = '#2b2b2b';
  ctx.fillRect(-s * 0.32, 0, s * 0.64, s * 0.28);
  ctx.fillStyle = '#111111';
  ctx.beginPath();
  ctx.moveTo(0, -s * 0.28);
  ctx.lineTo(s * 0.62, 0);
  ctx.lineTo(0, s * 0.22);
  ctx.lineTo(-s * 0.62, 0);
  ctx.closePath();
  ctx.fill();
  ctx.strokeStyle = tassel;
  ctx.lineWidth = 2.5;
  ctx.beginPath();
  ctx.moveTo(0, -s * 0.03);
  const sx = s * 0.45;
  const sy = s * 0.15 + Math.sin(t * 6 + x) * 3;
  ctx.quadraticCurveTo(s * 0.3, -s * 0.05, sx, sy);
  ctx.stroke();
  ctx.fillStyle = tassel;
  ctx.fillRect(sx - 2.5, sy, 5, s * 0.22);
  ctx.restore();
}

/** Caps thrown up from below, spinning, then falling back, with stars at the top. */
export function caps(ctx: Ctx, t: number, look: TemplateLook, seed = 41) {
  const rand = random(seed);
  for (let i = 0; i < 30; i++) {
    const x = rand() * W;
    const y = rand() * 100;
    ctx.globalAlpha = 0.4 + 0.4 * Math.sin(t * (2 + rand() * 3) + i);
    star(ctx, x, y, 2 + rand() * 3, look.colours[1], 5, 0.45);
  }
  ctx.globalAlpha = 1;
  for (let i = 0; i < 9; i++) {
    const x0 = 40 + i * 70 + rand() * 20;
    const launch = rand() * 0.8;
    const v = 300 + rand() * 80;
    const k = Math.max(0, t - launch);
    // thrown up through the sides (the middle ones fly high and fall past the band quickly)
    const y = H + 40 - v * k + 95 * k * k;
    const x = x0 + (rand() - 0.5) * 60 * k;
    ctx.globalAlpha = bandAlpha(y);
    cap(ctx, x, y, 64, k * (rand() * 6 - 3), look.colours[1], t);
  }
  ctx.globalAlpha = 1;
  // confetti in the school colours
  for (let i = 0; i < 50; i++) {
    const x = rand() * W;
    const y = (rand() * H + t * (40 + rand() * 40)) % H;
    ctx.globalAlpha = bandAlpha(y) * ease(t, 0.8, 1.4);
    ctx.fillStyle = i % 2 ? look.colours[1] : '#ffffff';
    ctx.fillRect(x, y, 6, 3);
  }
  ctx.globalAlpha = 1;
}

/** A diploma scroll unrolling along the bottom, tied with a ribbon and a seal. */
export function diploma(ctx: Ctx, t: number, look: TemplateLook, seed = 42) {
  const rand = random(seed);
  for (let i = 0; i < 24; i++) {
    const x = rand() * W;
    const y = 10 + rand() * 80;
    ctx.globalAlpha = 0.5 + 0.5 * Math.sin(t * (2 + rand() * 2) + i);
    star(ctx, x, y, 3 + rand() * 5, look.colours[2], 5, 0.45);
  }
  ctx.globalAlpha = 1;
  const open = ease(t, 0.3, 2);
  const w = 60 + open * 420;
  const cx = W / 2;
  const y0 = H - 96;
  const paper = look.colours[0];
  ctx.fillStyle = paper;
  ctx.fillRect(cx - w / 2, y0, w, 70);
  ctx.strokeStyle = shade(paper, -0.25);
  ctx.lineWidth = 1;
  for (let k = 0; k < 3; k++) {
    const lw = Math.max(0, w - 120) * (k === 2 ? 0.5 : 0.8);
    ctx.beginPath();
    ctx.moveTo(cx - lw / 2, y0 + 20 + k * 16);
    ctx.lineTo(cx + lw / 2, y0 + 20 + k * 16);
    ctx.stroke();
  }
  // the rolls at each end
  for (const side of [-1, 1]) {
    const x = cx + (side * w) / 2;
    const g = ctx.createLinearGradient(x - 12, 0, x + 12, 0);
    g.addColorStop(0, shade(paper, -0.3));
    g.addColorStop(0.5, '#ffffff');
    g.addColorStop(1, shade(paper, -0.3));
    ctx.fillStyle = g;
    ctx.fillRect(x - 12, y0 - 8, 24, 86);
    ctx.fillStyle = shade(paper, -0.35);
    ctx.beginPath();
    ctx.ellipse(x, y0 - 8, 12, 5, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  // ribbon and seal
  ctx.fillStyle = look.colours[1];
  ctx.fillRect(cx + w / 2 - 70, y0 + 40, 16, 44);
  ctx.fillRect(cx + w / 2 - 50, y0 + 40, 16, 48);
  star(ctx, cx + w / 2 - 52, y0 + 44, 22, look.colours[2], 12, 0.8, t * 0.3);
  ctx.fillStyle = look.colours[1];
  ctx.beginPath();
  ctx.arc(cx + w / 2 - 52, y0 + 44, 12, 0, Math.PI * 2);
  ctx.fill();
  glow(ctx, cx + w / 2 - 52, y0 + 44, 40, 'rgba(255,240,200,0.5)', 0.5 + 0.5 * Math.sin(t * 3));
}

/** A night sky of twinkling stars, big stars turning in the corners, shooting stars across the top. */
export function stars(ctx: Ctx, t: number, look: TemplateLook, seed = 43) {
  const rand = random(seed);
  for (let i = 0; i < 120; i++) {
    const x = rand() * W;
    const y = rand() * H;
    const tw = 0.35 + 0.65 * Math.abs(Math.sin(t * (1 + rand() * 3) + i));
    ctx.globalAlpha = tw * bandAlpha(y);
    ctx.fillStyle = look.colours[i % 3 === 0 ? 2 : 1];
    ctx.fillRect(x, y, 1.6, 1.6);
  }
  ctx.globalAlpha = 1;
  const big: [number, number, number][] = [
    [70, 60, 30],
    [W - 80, 70, 36],
    [110, H - 60, 24],
    [W - 120, H - 50, 28],
    [W / 2, H - 34, 20],
  ];
  big.forEach(([x, y, r], i) => {
    const s = ease(t, 0.2 + i * 0.25, 0.8 + i * 0.25);
    glow(ctx, x, y, r * 2.4, 'rgba(255,220,120,0.45)', s);
    star(ctx, x, y, r * s, look.colours[0], 5, 0.45, Math.sin(t + i) * 0.3);
  });
  for (let k = 0; k < 2; k++) {
    const p = (t * 0.45 + k * 0.5) % 1;
    const x = -60 + p * (W + 120);
    const y = 20 + k * 50 + p * 40;
    const g = ctx.createLinearGradient(x - 80, y - 20, x, y);
    g.addColorStop(0, 'rgba(255,255,255,0)');
    g.addColorStop(1, 'rgba(255,255,255,0.9)');
    ctx.strokeStyle = g;
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(x - 80, y - 20);
    ctx.lineTo(x, y);
    ctx.stroke();
  }
}

/** Fireworks bursting above and below the text band, each fading as its sparks fall. */
export function fireworks(ctx: Ctx, t: number, look: TemplateLook, seed = 44) {
  const rand = random(seed);
  // a city skyline along the bottom
  ctx.fillStyle = '#05070f';
  for (let x = 0; x < W; x += 36) {
    const h = 20 + rand() * 40;
    ctx.fillRect(x, H - h, 34, h);
  }
  const bursts = Array.from({ length: 14 }, (_, i) => ({
    at: i * 0.33 + rand() * 0.2,
    x: 60 + rand() * (W - 120),
    y: i % 3 === 1 ? 285 + rand() * 25 : 40 + rand() * 50,
    colour: look.colours[i % look.colours.length],
    r: 60 + rand() * 40,
  }));
  for (const [i, b] of bursts.entries()) {
    const since = t - b.at;
    if (since < -0.5) continue;
    if (since < 0) {
      // the rocket climbing
      const y = H - (H - b.y) * (1 + since / 0.5);
      ctx.fillStyle = '#fff3b0';
      ctx.fillRect(b.x - 1, y, 2, 10);
      continue;
    }
    const life = since / 1.5;
    if (life > 1) continue;
    const r = b.r * Math.sqrt(Math.min(1, since / 0.6));
    glow(ctx, b.x, b.y, r * 1.2, b.colour, 0.4 * (1 - life));
    const sparks = random(seed + i);
    ctx.fillStyle = b.colour;
    for (let k = 0; k < 42; k++) {
      const a = (k / 42) * Math.PI * 2 + sparks() * 0.1;
      const rr = r * (0.85 + sparks() * 0.3);
      const x = b.x + Math.cos(a) * rr;
      const y = b.y + Math.sin(a) * rr + life * life * 40;
      ctx.globalAlpha = (1 - life) * bandAlpha(y);
      ctx.beginPath();
      ctx.arc(x, y, 2.8, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.globalAlpha = 1;
  }
}
