import type { TemplateLook } from '../../../mocks/db/seed/looks';
import { ease, glow, present, random, SH, shade, snowflake, star, SW, type Clear, type Ctx } from '../draw/shapes';

// Holiday intros: snowflakes over snowy hills, ornaments swinging, twinkling lights, gifts.

function pine(ctx: Ctx, x: number, base: number, h: number, colour: string) {
  ctx.fillStyle = '#5a3b1e';
  ctx.fillRect(x - 4, base - 10, 8, 10);
  ctx.fillStyle = colour;
  for (let k = 0; k < 3; k++) {
    const w = h * (0.5 - k * 0.12);
    const y = base - 8 - k * h * 0.28;
    ctx.beginPath();
    ctx.moveTo(x - w, y);
    ctx.lineTo(x + w, y);
    ctx.lineTo(x, y - h * 0.45);
    ctx.fill();
  }
}

function snowyHills(ctx: Ctx) {
  ctx.fillStyle = '#e9f5ef';
  ctx.beginPath();
  ctx.moveTo(0, SH);
  for (let x = 0; x <= SW; x += 16) ctx.lineTo(x, SH - 48 - Math.sin(x / 110) * 18 - Math.sin(x / 37) * 4);
  ctx.lineTo(SW, SH);
  ctx.fill();
}

/** Snowflakes of all sizes falling and turning, pines on snowy hills. */
export function snowflakes(ctx: Ctx, t: number, look: TemplateLook, clear: Clear, seed = 61) {
  const rand = random(seed);
  snowyHills(ctx);
  for (const [x, h] of [
    [40, 90],
    [100, 70],
    [SW - 60, 96],
    [SW - 130, 66],
  ] as const)
    pine(ctx, x, SH - 40, h, '#1b4332');
  for (let i = 0; i < 70; i++) {
    const big = i < 12;
    const x = rand() * SW + Math.sin(t * 1.2 + i) * 12;
    const speed = big ? 28 + rand() * 14 : 36 + rand() * 40;
    const y = ((rand() * (SH + 40) + t * speed) % (SH + 40)) - 20;
    const r = big ? 10 + rand() * 10 : 1.5 + rand() * 2.5;
    ctx.globalAlpha = clear(x, y, r + 2) * (big ? 1 : 0.85);
    if (big) snowflake(ctx, x, y, r, look.colours[0], t * 0.6 + i);
    else {
      ctx.fillStyle = look.colours[i % 3];
      ctx.beginPath();
      ctx.arc(x, y, r, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  ctx.globalAlpha = 1;
}

function bauble(ctx: Ctx, x: number, y: number, r: number, colour: string) {
  const g = ctx.createRadialGradient(x - r * 0.35, y - r * 0.35, r * 0.1, x, y, r);
  g.addColorStop(0, shade(colour, 0.6));
  g.addColorStop(0.6, colour);
  g.addColorStop(1, shade(colour, -0.4));
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#d4af37';
  ctx.fillRect(x - r * 0.25, y - r - 6, r * 0.5, 7);
  ctx.strokeStyle = 'rgba(255,255,255,0.5)';
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  ctx.ellipse(x, y, r, r * 0.3, 0, 0, Math.PI);
  ctx.stroke();
}

/** Baubles hanging from a pine garland above the text, swinging; a few resting along the bottom. */
export function ornaments(ctx: Ctx, t: number, look: TemplateLook, clear: Clear, seed = 62) {
  const rand = random(seed);
  for (let i = 0; i < 14; i++) {
    const [x, y, r] = [rand() * SW, rand() * SH, 30 + rand() * 30];
    glow(ctx, x, y, r, 'rgba(255,220,150,0.5)', 0.18 * clear(x, y, r));
  }
  const hang = [60, 150, 250, 390, 490, 580];
  hang.forEach((x, i) => {
    const len = 24 + ((i * 23) % 30);
    const a = Math.sin(t * 2 + i * 0.9) * 0.18 * (1 - 0.5 * ease(t, 2, 5));
    const drop = (1 - ease(t, i * 0.12, 0.6 + i * 0.12)) * 120;
    const bx = x + Math.sin(a) * len;
    const by = 16 + Math.cos(a) * len - drop;
    ctx.strokeStyle = '#d4af37';
    ctx.lineWidth = 1.2;
    ctx.beginPath();
    ctx.moveTo(x, 16 - drop);
    ctx.lineTo(bx, by);
    ctx.stroke();
    bauble(ctx, bx, by + 18, 18 + (i % 3) * 4, look.colours[i % 4 === 3 ? 2 : i % 3]);
  });
  // the garland
  for (let x = -10; x < SW + 10; x += 9) {
    ctx.fillStyle = x % 2 ? '#2d6a4f' : '#40916c';
    ctx.beginPath();
    ctx.ellipse(x, 12 + Math.sin(x / 40) * 4, 12, 7, x, 0, Math.PI * 2);
    ctx.fill();
  }
  const rest: [number, number, number][] = [
    [50, SH - 26, 24],
    [100, SH - 18, 18],
    [SW - 60, SH - 26, 26],
    [SW - 115, SH - 18, 17],
    [SW / 2, SH - 20, 18],
  ];
  rest.forEach(([x, y, r], i) => bauble(ctx, x, y, r, look.colours[(i + 1) % 3]));
  for (let i = 0; i < 30; i++) {
    const x = rand() * SW;
    const y = rand() * SH;
    ctx.globalAlpha = (0.5 + 0.5 * Math.sin(t * 3 + i)) * clear(x, y, 2.5);
    star(ctx, x, y, 2.5, '#fff6d5', 4, 0.35);
  }
  ctx.globalAlpha = 1;
}

function lightString(ctx: Ctx, y0: number, sag: number, t: number, colours: readonly string[], offset: number) {
  ctx.strokeStyle = '#0b3d2e';
  ctx.lineWidth = 2;
  ctx.beginPath();
  for (let x = 0; x <= SW; x += 10) ctx.lineTo(x, y0 + Math.sin((x / SW) * Math.PI * 2 + offset) * sag);
  ctx.stroke();
  for (let i = 0; i < 16; i++) {
    const x = 20 + i * 40;
    const y = y0 + Math.sin((x / SW) * Math.PI * 2 + offset) * sag + 9;
    const on = 0.35 + 0.65 * Math.max(0, Math.sin(t * 4 + i * 1.7 + offset));
    const c = colours[i % colours.length];
    glow(ctx, x, y, 26, c, on * 0.8);
    ctx.fillStyle = c;
    ctx.globalAlpha = 0.5 + 0.5 * on;
    ctx.beginPath();
    ctx.ellipse(x, y, 5, 8, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.globalAlpha = 1;
    ctx.fillStyle = '#888';
    ctx.fillRect(x - 3, y - 12, 6, 5);
  }
}

/** Strings of coloured lights above and below the text, twinkling in turn. */
export function lights(ctx: Ctx, t: number, look: TemplateLook, clear: Clear, seed = 63) {
  const rand = random(seed);
  for (let i = 0; i < 80; i++) {
    const x = rand() * SW;
    const y = (rand() * SH + t * (10 + rand() * 14)) % SH;
    const r = 1 + rand() * 1.5;
    ctx.globalAlpha = 0.5 * clear(x, y, r);
    ctx.fillStyle = '#ffffff';
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.globalAlpha = ease(t, 0, 0.8);
  lightString(ctx, 28, 12, t, look.colours, 0);
  lightString(ctx, 64, 10, t, look.colours, 2);
  lightString(ctx, SH - 56, 10, t, look.colours, 1);
  lightString(ctx, SH - 20, 12, t, look.colours, 3);
  ctx.globalAlpha = 1;
}

/** Gifts popping up out of the snow below the text and bouncing to rest, snow and stars above. */
export function gifts(ctx: Ctx, t: number, look: TemplateLook, clear: Clear, seed = 64) {
  const rand = random(seed);
  for (let i = 0; i < 50; i++) {
    const x = rand() * SW;
    const y = (rand() * SH + t * (20 + rand() * 30)) % SH;
    const r = 1.5 + rand() * 2;
    ctx.globalAlpha = clear(x, y, r) * 0.9;
    ctx.fillStyle = '#ffffff';
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.globalAlpha = 1;
  for (let i = 0; i < 5; i++) star(ctx, 60 + i * 130, 40 + (i % 2) * 20, 10, '#f4d35e', 5, 0.45, t * 0.5 + i);
  const boxes: [number, number, number, number, number][] = [
    [80, 76, 58, 0, 3],
    [170, 60, 74, 1, 2],
    [SW / 2, 92, 66, 3, 0],
    [SW - 170, 68, 54, 0, 1],
    [SW - 80, 80, 70, 2, 3],
  ];
  // the gifts behind the snow's edge, rising out of it
  boxes.forEach(([x, w, h, paper, ribbon], i) => {
    const land = 0.2 + i * 0.3;
    const rise = 1 - ease(t, land - 0.4, land);
    const bounce = t > land ? Math.abs(Math.sin((t - land) * 9)) * 12 * Math.exp(-(t - land) * 4) : 0;
    present(ctx, x, SH - 40 + rise * 150 - bounce, w, h, look.colours[paper], look.colours[ribbon === paper ? 2 : ribbon]);
  });
  snowyHills(ctx);
}
