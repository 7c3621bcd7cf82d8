import type { TemplateLook } from '../../../mocks/db/seed/looks';
import { balloon, bandAlpha, cloud, ease, flower, glow, H, heart, random, W, type Ctx } from '../draw/shapes';

// Get-well intros: sunflowers swaying, a rainbow drawing itself, a teddy bear waving, balloons.

function hills(ctx: Ctx, colour: string, y0: number, amp: number, phase: number) {
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.moveTo(0, H);
  for (let x = 0; x <= W; x += 16) ctx.lineTo(x, y0 - Math.sin(x / 120 + phase) * amp);
  ctx.lineTo(W, H);
  ctx.fill();
}

/** Tall sunflowers along the bottom turning to a sun in the corner, bees of light. */
export function sunflowers(ctx: Ctx, t: number, look: TemplateLook, seed = 71) {
  const rand = random(seed);
  glow(ctx, W - 70, 50, 110, 'rgba(255,230,120,0.9)', ease(t, 0, 1.2));
  hills(ctx, '#74c69d', H - 40, 10, 0);
  for (let i = 0; i < 9; i++) {
    const x = 30 + i * 72 + rand() * 20;
    const h = (70 + rand() * 50) * ease(t, i * 0.08, 1 + i * 0.08);
    const sway = Math.sin(t * 1.3 + i * 0.7) * 6;
    ctx.strokeStyle = '#2d6a4f';
    ctx.lineWidth = 5;
    ctx.beginPath();
    ctx.moveTo(x, H);
    ctx.quadraticCurveTo(x, H - h / 2, x + sway, H - h);
    ctx.stroke();
    ctx.fillStyle = look.colours[2];
    ctx.beginPath();
    ctx.ellipse(x - 12, H - h * 0.45, 14, 6, 0.5, 0, Math.PI * 2);
    ctx.fill();
    const open = ease(t, 0.6 + i * 0.1, 1.6 + i * 0.1);
    flower(ctx, x + sway, H - h, 30 * open, look.colours[0], look.colours[1], 14, t * 0.1 + i);
  }
  for (let i = 0; i < 6; i++) {
    const x = (rand() * W + Math.sin(t * 2 + i) * 40) % W;
    const y = 30 + rand() * 60 + Math.cos(t * 3 + i) * 12;
    glow(ctx, x, y, 8, 'rgba(255,214,0,0.9)', bandAlpha(y));
  }
}

/** A rainbow drawing itself across the top, clouds at its feet, soft hills below. */
export function rainbow(ctx: Ctx, t: number, look: TemplateLook, seed = 72) {
  const rand = random(seed);
  hills(ctx, '#95d5b2', H - 30, 14, 1);
  hills(ctx, '#74c69d', H - 12, 10, 3);
  const p = ease(t, 0.2, 2.6);
  const cx = W / 2;
  const cy = H + 60;
  ctx.lineWidth = 14;
  look.colours.forEach((c, i) => {
    ctx.strokeStyle = c;
    ctx.beginPath();
    ctx.arc(cx, cy, 380 - i * 14, Math.PI, Math.PI + Math.PI * p);
    ctx.stroke();
  });
  const feet: [number, number][] = [
    [cx - 360, H - 30],
    [cx + 300, H - 30],
  ];
  for (const [x, y] of feet) cloud(ctx, x, y, 60);
  for (let i = 0; i < 3; i++)
    cloud(ctx, ((rand() * W + t * 10) % (W + 140)) - 100, 30 + rand() * 40, 30, 'rgba(255,255,255,0.75)');
}

function bear(ctx: Ctx, x: number, y: number, s: number, t: number, fur: string, dark: string, muzzle: string) {
  const circle = (cx: number, cy: number, r: number, c: string) => {
    ctx.fillStyle = c;
    ctx.beginPath();
    ctx.arc(x + cx * s, y + cy * s, r * s, 0, Math.PI * 2);
    ctx.fill();
  };
  // body, legs, the arm resting
  circle(0, 0.55, 0.55, fur);
  circle(-0.32, 1.0, 0.22, fur);
  circle(0.32, 1.0, 0.22, fur);
  circle(-0.32, 1.02, 0.12, muzzle);
  circle(0.32, 1.02, 0.12, muzzle);
  circle(-0.5, 0.45, 0.17, fur);
  circle(0, 0.6, 0.3, muzzle);
  // the waving arm
  const wave = Math.sin(t * 5) * 0.45;
  ctx.save();
  ctx.translate(x + 0.45 * s, y + 0.35 * s);
  ctx.rotate(-1.9 + wave);
  ctx.fillStyle = fur;
  ctx.beginPath();
  ctx.ellipse(0, 0.25 * s, 0.15 * s, 0.32 * s, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
  // head
  circle(-0.33, -0.38, 0.16, fur);
  circle(0.33, -0.38, 0.16, fur);
  circle(-0.33, -0.38, 0.08, muzzle);
  circle(0.33, -0.38, 0.08, muzzle);
  circle(0, -0.12, 0.38, fur);
  circle(0, -0.02, 0.17, muzzle);
  circle(-0.14, -0.2, 0.045, dark);
  circle(0.14, -0.2, 0.045, dark);
  circle(0, -0.07, 0.06, dark);
  ctx.strokeStyle = dark;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.arc(x, y + 0.0 * s, 0.07 * s, 0.15 * Math.PI, 0.85 * Math.PI);
  ctx.stroke();
}

/** A teddy bear in the corner waving, hearts floating up beside it, bunting of hearts above. */
export function teddy(ctx: Ctx, t: number, look: TemplateLook, seed = 73) {
  const rand = random(seed);
  for (let i = 0; i < 12; i++) {
    const x = 20 + rand() * (W - 40);
    const y = H + 20 - ((t * (30 + rand() * 30) + rand() * H) % (H + 40));
    ctx.globalAlpha = bandAlpha(y) * 0.9;
    heart(ctx, x + Math.sin(t * 2 + i) * 8, y, 16 + rand() * 16, i % 2 ? look.colours[3] : '#ffffff');
  }
  ctx.globalAlpha = 1;
  const slide = (1 - ease(t, 0, 1)) * 200;
  bear(ctx, W - 110 + slide, H - 130, 110, t, look.colours[0], '#3b2416', look.colours[2]);
  bear(ctx, 100 - slide, H - 100, 80, t + 1.3, look.colours[1], '#2b180c', look.colours[2]);
  for (let i = 0; i < 12; i++) {
    const x = 30 + i * 53;
    heart(ctx, x, 26 + Math.sin((i / 11) * Math.PI) * 18 + Math.sin(t * 2 + i) * 2, 22, i % 2 ? look.colours[3] : '#ffffff');
  }
}

/** Pastel balloons floating up in bunches from both sides, with a glow of hope behind. */
export function balloons(ctx: Ctx, t: number, look: TemplateLook, seed = 74) {
  glow(ctx, W / 2, H / 2, 260, 'rgba(255,255,255,0.25)');
  const rand = random(seed);
  for (let i = 0; i < 14; i++) {
    const left = i % 2 === 0;
    const x = left ? 40 + rand() * 140 : W - 40 - rand() * 140;
    const rise = ease(t, 0, 2.4 + rand());
    const y = H + 120 - rise * (180 + rand() * 200);
    const sway = Math.sin(t * 1.4 + i) * 7;
    balloon(ctx, x + sway, y, 48 + rand() * 18, look.colours[i % look.colours.length], sway * 0.4);
  }
  for (let i = 0; i < 20; i++) {
    const x = rand() * W;
    const y = (rand() * H + t * 16) % H;
    ctx.globalAlpha = 0.6 * bandAlpha(y);
    heart(ctx, x, y, 10, '#ffffff');
  }
  ctx.globalAlpha = 1;
}
