import type { TemplateLook } from '../../../mocks/db/seed/looks';
import { balloon, cloud, ease, flower, glow, heart, random, SH, SW, type Clear, type Ctx } from '../draw/shapes';

// Get-well intros: sunflowers swaying, a rainbow drawing itself, a teddy bear waving, balloons.

function hills(ctx: Ctx, colour: string, y0: number, amp: number, phase: number) {
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.moveTo(0, SH);
  for (let x = 0; x <= SW; x += 16) ctx.lineTo(x, y0 - Math.sin(x / 120 + phase) * amp);
  ctx.lineTo(SW, SH);
  ctx.fill();
}

/** Sunflowers along the bottom turning to a sun in the corner, bees of light. */
export function sunflowers(ctx: Ctx, t: number, look: TemplateLook, clear: Clear, seed = 71) {
  const rand = random(seed);
  glow(ctx, SW - 36, 30, 76, 'rgba(255,230,120,0.9)', ease(t, 0, 1.2));
  hills(ctx, '#74c69d', SH - 36, 10, 0);
  for (let i = 0; i < 9; i++) {
    const x = 30 + i * 72 + rand() * 20;
    const h = (60 + rand() * 36) * ease(t, i * 0.08, 1 + i * 0.08);
    const sway = Math.sin(t * 1.3 + i * 0.7) * 6;
    ctx.strokeStyle = '#2d6a4f';
    ctx.lineWidth = 5;
    ctx.beginPath();
    ctx.moveTo(x, SH);
    ctx.quadraticCurveTo(x, SH - h / 2, x + sway, SH - h);
    ctx.stroke();
    ctx.fillStyle = look.colours[2];
    ctx.beginPath();
    ctx.ellipse(x - 12, SH - h * 0.45, 14, 6, 0.5, 0, Math.PI * 2);
    ctx.fill();
    const open = ease(t, 0.6 + i * 0.1, 1.6 + i * 0.1);
    flower(ctx, x + sway, SH - h, 26 * open, look.colours[0], look.colours[1], 14, t * 0.1 + i);
  }
  for (let i = 0; i < 6; i++) {
    const x = (rand() * SW + Math.sin(t * 2 + i) * 40) % SW;
    const y = 30 + rand() * 60 + Math.cos(t * 3 + i) * 12;
    glow(ctx, x, y, 8, 'rgba(255,214,0,0.9)', clear(x, y, 8));
  }
}

/** A rainbow drawing itself over the text band, clouds at its feet, soft hills below. */
export function rainbow(ctx: Ctx, t: number, look: TemplateLook, _clear: Clear, seed = 72) {
  const rand = random(seed);
  hills(ctx, '#95d5b2', SH - 30, 14, 1);
  hills(ctx, '#74c69d', SH - 12, 10, 3);
  const p = ease(t, 0.2, 2.6);
  const cx = SW / 2;
  const cy = SH + 80;
  ctx.lineWidth = 14;
  look.colours.forEach((c, i) => {
    ctx.strokeStyle = c;
    ctx.beginPath();
    ctx.arc(cx, cy, 420 - i * 14, Math.PI, Math.PI + Math.PI * p);
    ctx.stroke();
  });
  const feet: [number, number][] = [
    [-20, SH - 40],
    [SW - 40, SH - 40],
  ];
  for (const [x, y] of feet) cloud(ctx, x, y, 60);
  for (let i = 0; i < 3; i++)
    cloud(ctx, ((rand() * SW + t * 10) % (SW + 140)) - 100, 24 + rand() * 30, 30, 'rgba(255,255,255,0.75)');
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

/** Two teddy bears in the bottom corners waving, hearts floating up round the text, bunting of hearts above. */
export function teddy(ctx: Ctx, t: number, look: TemplateLook, clear: Clear, seed = 73) {
  const rand = random(seed);
  for (let i = 0; i < 12; i++) {
    const x = 20 + rand() * (SW - 40);
    const y = SH + 20 - ((t * (30 + rand() * 30) + rand() * SH) % (SH + 40));
    const s = 16 + rand() * 16;
    const sx = x + Math.sin(t * 2 + i) * 8;
    ctx.globalAlpha = clear(sx, y, s * 0.55) * 0.9;
    heart(ctx, sx, y, s, i % 2 ? look.colours[3] : '#ffffff');
  }
  ctx.globalAlpha = 1;
  const slide = (1 - ease(t, 0, 1)) * 200;
  bear(ctx, SW - 84 + slide, SH - 98, 84, t, look.colours[0], '#3b2416', look.colours[2]);
  bear(ctx, 70 - slide, SH - 78, 64, t + 1.3, look.colours[1], '#2b180c', look.colours[2]);
  for (let i = 0; i < 12; i++) {
    const x = 30 + i * 53;
    heart(ctx, x, 26 + Math.sin((i / 11) * Math.PI) * 18 + Math.sin(t * 2 + i) * 2, 22, i % 2 ? look.colours[3] : '#ffffff');
  }
}

/** Pastel balloons floating up in bunches up both sides, hearts drifting round the text. */
export function balloons(ctx: Ctx, t: number, look: TemplateLook, clear: Clear, seed = 74) {
  const rand = random(seed);
  for (let i = 0; i < 14; i++) {
    const left = i % 2 === 0;
    const x = left ? 26 + rand() * 84 : SW - 26 - rand() * 84;
    const rise = ease(t, 0, 2.4 + rand());
    const y = SH + 120 - rise * (180 + rand() * 200);
    const sway = Math.sin(t * 1.4 + i) * 7;
    balloon(ctx, x + sway, y, 48 + rand() * 12, look.colours[i % look.colours.length], sway * 0.4);
  }
  for (let i = 0; i < 20; i++) {
    const x = rand() * SW;
    const y = (rand() * SH + t * 16) % SH;
    ctx.globalAlpha = 0.6 * clear(x, y, 6);
    heart(ctx, x, y, 10, '#ffffff');
  }
  ctx.globalAlpha = 1;
}
