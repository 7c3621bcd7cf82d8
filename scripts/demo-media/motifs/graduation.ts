import type { TemplateLook } from '../../../mocks/db/seed/looks';
import { ease, glow, random, SH, shade, star, SW, type Clear, type Ctx } from '../draw/shapes';

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

/** Caps thrown up both sides, spinning, then falling back; stars at the top, confetti round the text. */
export function caps(ctx: Ctx, t: number, look: TemplateLook, clear: Clear, seed = 41) {
  const rand = random(seed);
  for (let i = 0; i < 30; i++) {
    const x = rand() * SW;
    const y = rand() * 100;
    const r = 2 + rand() * 3;
    ctx.globalAlpha = (0.4 + 0.4 * Math.sin(t * (2 + rand() * 3) + i)) * clear(x, y, r);
    star(ctx, x, y, r, look.colours[1], 5, 0.45);
  }
  ctx.globalAlpha = 1;
  for (let i = 0; i < 10; i++) {
    const left = i % 2 === 0;
    const x0 = left ? 34 + rand() * 60 : SW - 34 - rand() * 60;
    const launch = rand() * 0.8;
    const v = 300 + rand() * 80;
    const k = Math.max(0, t - launch);
    // thrown up the sides, drifting outwards a little
    const y = SH + 40 - v * k + 95 * k * k;
    const x = x0 + (left ? -1 : 1) * rand() * 6 * k;
    cap(ctx, x, y, 50, k * (rand() * 6 - 3), look.colours[1], t);
  }
  // confetti in the school colours
  for (let i = 0; i < 50; i++) {
    const x = rand() * SW;
    const y = (rand() * SH + t * (40 + rand() * 40)) % SH;
    ctx.globalAlpha = clear(x + 3, y + 1.5, 4) * ease(t, 0.8, 1.4);
    ctx.fillStyle = i % 2 ? look.colours[1] : '#ffffff';
    ctx.fillRect(x, y, 6, 3);
  }
  ctx.globalAlpha = 1;
}

/** A diploma scroll unrolling along the bottom, tied with a ribbon and a seal. */
export function diploma(ctx: Ctx, t: number, look: TemplateLook, clear: Clear, seed = 42) {
  const rand = random(seed);
  for (let i = 0; i < 24; i++) {
    const x = rand() * SW;
    const y = 10 + rand() * 76;
    const r = 3 + rand() * 5;
    ctx.globalAlpha = (0.5 + 0.5 * Math.sin(t * (2 + rand() * 2) + i)) * clear(x, y, r);
    star(ctx, x, y, r, look.colours[2], 5, 0.45);
  }
  ctx.globalAlpha = 1;
  const open = ease(t, 0.3, 2);
  const w = 60 + open * 420;
  const cx = SW / 2;
  const y0 = SH - 96;
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
export function stars(ctx: Ctx, t: number, look: TemplateLook, clear: Clear, seed = 43) {
  const rand = random(seed);
  for (let i = 0; i < 120; i++) {
    const x = rand() * SW;
    const y = rand() * SH;
    const tw = 0.35 + 0.65 * Math.abs(Math.sin(t * (1 + rand() * 3) + i));
    ctx.globalAlpha = tw * clear(x + 0.8, y + 0.8, 1.2);
    ctx.fillStyle = look.colours[i % 3 === 0 ? 2 : 1];
    ctx.fillRect(x, y, 1.6, 1.6);
  }
  ctx.globalAlpha = 1;
  const big: [number, number, number][] = [
    [62, 58, 28],
    [SW - 64, 56, 32],
    [96, SH - 52, 22],
    [SW - 96, SH - 48, 26],
    [SW / 2, SH - 28, 18],
  ];
  big.forEach(([x, y, r], i) => {
    const s = ease(t, 0.2 + i * 0.25, 0.8 + i * 0.25);
    glow(ctx, x, y, r * 1.8, 'rgba(255,220,120,0.45)', s);
    star(ctx, x, y, r * s, look.colours[0], 5, 0.45, Math.sin(t + i) * 0.3);
  });
  for (let k = 0; k < 2; k++) {
    const p = (t * 0.45 + k * 0.5) % 1;
    const x = -60 + p * (SW + 120);
    const y = 16 + k * 30 + p * 24;
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

/**
 * Fireworks round the text band: rockets climbing the sides to burst beside it, and bursts
 * flashing open across the top; every spark fades as it falls (and before the band).
 */
export function fireworks(ctx: Ctx, t: number, look: TemplateLook, clear: Clear, seed = 44) {
  const rand = random(seed);
  // a city skyline along the bottom
  ctx.fillStyle = '#05070f';
  for (let x = 0; x < SW; x += 36) {
    const h = 20 + rand() * 40;
    ctx.fillRect(x, SH - h, 34, h);
  }
  const bursts = Array.from({ length: 14 }, (_, i) => {
    const side = i % 3;
    return {
      at: i * 0.33 + rand() * 0.2,
      // 0: across the top; 1 and 2: up the left and the right side
      x: side === 0 ? 70 + rand() * (SW - 140) : side === 1 ? 40 + rand() * 60 : SW - 40 - rand() * 60,
      y: side === 0 ? 40 + rand() * 30 : 120 + rand() * 110,
      rocket: side !== 0,
      colour: look.colours[i % look.colours.length],
      r: side === 0 ? 50 + rand() * 30 : 36 + rand() * 24,
    };
  });
  for (const [i, b] of bursts.entries()) {
    const since = t - b.at;
    if (since < -0.5) continue;
    if (since < 0) {
      if (!b.rocket) continue;
      // the rocket climbing
      const y = SH - (SH - b.y) * (1 + since / 0.5);
      ctx.fillStyle = '#fff3b0';
      ctx.fillRect(b.x - 1, y, 2, 10);
      continue;
    }
    const life = since / 1.5;
    if (life > 1) continue;
    const r = b.r * Math.sqrt(Math.min(1, since / 0.6));
    glow(ctx, b.x, b.y, r * 1.2, b.colour, 0.4 * (1 - life) * clear(b.x, b.y, r * 1.2));
    const sparks = random(seed + i);
    ctx.fillStyle = b.colour;
    for (let k = 0; k < 42; k++) {
      const a = (k / 42) * Math.PI * 2 + sparks() * 0.1;
      const rr = r * (0.85 + sparks() * 0.3);
      const x = b.x + Math.cos(a) * rr;
      const y = b.y + Math.sin(a) * rr + life * life * 40;
      ctx.globalAlpha = (1 - life) * clear(x, y, 2.8);
      ctx.beginPath();
      ctx.arc(x, y, 2.8, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.globalAlpha = 1;
  }
}
