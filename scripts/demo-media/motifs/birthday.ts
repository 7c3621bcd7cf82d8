import type { TemplateLook } from '../../../mocks/db/seed/looks';
import { balloon, bunting, ease, glow, random, SH, shade, star, SW, type Clear, type Ctx } from '../draw/shapes';

// Birthday intros: balloons rising, a cake with flickering candles, confetti falling, party hats,
// sparklers. t is seconds into the 5-second intro.

/** Balloons rising up both sides, round the text band between them, under bunting. */
export function balloons(ctx: Ctx, t: number, look: TemplateLook, clear: Clear, seed = 11) {
  const rand = random(seed);
  const colours = look.colours.filter((c) => c !== '#ffffff');
  for (let i = 0; i < 16; i++) {
    const left = i % 2 === 0;
    const x = left ? 18 + rand() * 80 : SW - 18 - rand() * 80;
    const speed = 38 + rand() * 30;
    const size = 40 + rand() * 20;
    const y = SH + 40 + rand() * 260 - t * speed - 110;
    const sway = Math.sin(t * 1.6 + i) * 6;
    ctx.globalAlpha = clear(x + sway, y, size * 0.4);
    balloon(ctx, x + sway, y, size, colours[i % colours.length], sway * 0.5);
  }
  ctx.globalAlpha = 1;
  bunting(ctx, -10, 8, SW + 10, 8, 34, look.colours, t);
}

/** A cake below the text band, its candles lighting one by one and flickering; sparkles round it. */
export function cake(ctx: Ctx, t: number, look: TemplateLook, clear: Clear, seed = 12) {
  const rand = random(seed);
  for (let i = 0; i < 26; i++) {
    const x = rand() * SW;
    const y = rand() * SH;
    const r = 2 + rand() * 4;
    const tw = 0.5 + 0.5 * Math.sin(t * (2 + rand() * 3) + i);
    ctx.globalAlpha = tw * clear(x, y, r) * 0.9;
    star(ctx, x, y, r, '#fff3b0', 4, 0.35);
  }
  ctx.globalAlpha = 1;
  const cx = SW / 2;
  const rise = (1 - ease(t, 0, 1.2)) * 90;
  const base = SH - 12 + rise;
  // plate
  ctx.fillStyle = 'rgba(255,255,255,0.9)';
  ctx.beginPath();
  ctx.ellipse(cx, base, 150, 12, 0, 0, Math.PI * 2);
  ctx.fill();
  const tiers = [
    { w: 230, h: 40, c: look.colours[0] },
    { w: 160, h: 34, c: look.colours[1] },
  ];
  let top = base;
  for (const tier of tiers) {
    ctx.fillStyle = tier.c;
    ctx.fillRect(cx - tier.w / 2, top - tier.h, tier.w, tier.h);
    ctx.fillStyle = shade(tier.c, -0.12);
    ctx.fillRect(cx - tier.w / 2, top - 8, tier.w, 8);
    // icing drips
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(cx - tier.w / 2, top - tier.h, tier.w, 7);
    for (let x = cx - tier.w / 2 + 10; x < cx + tier.w / 2; x += 22) {
      ctx.beginPath();
      ctx.ellipse(x, top - tier.h + 8, 7, 8 + ((x * 7) % 6), 0, 0, Math.PI);
      ctx.fill();
    }
    top -= tier.h;
  }
  // candles
  for (let i = 0; i < 5; i++) {
    const x = cx - 56 + i * 28;
    ctx.fillStyle = look.colours[(i + 2) % look.colours.length];
    ctx.fillRect(x - 4, top - 26, 8, 26);
    ctx.fillStyle = 'rgba(255,255,255,0.6)';
    ctx.fillRect(x - 4, top - 21, 8, 3);
    ctx.fillRect(x - 4, top - 12, 8, 3);
    const lit = ease(t, 1.2 + i * 0.12, 1.5 + i * 0.12);
    if (lit > 0) {
      const flick = 1 + 0.18 * Math.sin(t * 21 + i * 2) + 0.1 * Math.sin(t * 13 + i);
      glow(ctx, x, top - 35, 18 * lit, 'rgba(255,200,80,0.55)');
      ctx.fillStyle = '#ffb703';
      ctx.beginPath();
      ctx.ellipse(x, top - 35, 4.5 * lit, 8 * lit * flick, Math.sin(t * 9 + i) * 0.12, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#fff8dc';
      ctx.beginPath();
      ctx.ellipse(x, top - 33, 2 * lit, 4 * lit * flick, 0, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  bunting(ctx, -10, 6, SW + 10, 6, 30, ['#ffd166', '#ef476f', '#06d6a0', '#118ab2'], t);
}

/** Confetti falling and turning over the whole frame, fading out round the text band. */
export function confetti(ctx: Ctx, t: number, look: TemplateLook, clear: Clear, seed = 13) {
  const rand = random(seed);
  for (let i = 0; i < 120; i++) {
    const x = rand() * SW + Math.sin(t * 1.8 + i) * 14;
    const speed = 50 + rand() * 70;
    const y = ((rand() * (SH + 40) + t * speed) % (SH + 40)) - 20;
    const spin = t * (2 + rand() * 4) + i;
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(spin);
    ctx.scale(1, Math.abs(Math.cos(spin * 1.3)) + 0.15);
    ctx.globalAlpha = clear(x, y, 6);
    ctx.fillStyle = look.colours[i % look.colours.length];
    if (i % 4 === 0) {
      ctx.beginPath();
      ctx.arc(0, 0, 3.5, 0, Math.PI * 2);
      ctx.fill();
    } else ctx.fillRect(-5, -3, 10, 6);
    ctx.restore();
  }
  ctx.globalAlpha = 1;
  // streamers curling from the top corners
  ctx.lineWidth = 5;
  ctx.lineCap = 'round';
  for (let i = 0; i < 6; i++) {
    const left = i < 3;
    const x0 = left ? 10 + i * 30 : SW - 10 - (i - 3) * 30;
    ctx.strokeStyle = look.colours[i % look.colours.length];
    ctx.beginPath();
    for (let k = 0; k <= 20; k++) {
      const y = (k / 20) * 90 * ease(t, 0, 1);
      ctx.lineTo(x0 + Math.sin(k * 0.8 + t * 3 + i) * 10, y);
    }
    ctx.stroke();
  }
}

function hat(ctx: Ctx, x: number, y: number, s: number, colour: string, stripe: string, tilt: number) {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(tilt);
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.moveTo(-s * 0.45, 0);
  ctx.lineTo(s * 0.45, 0);
  ctx.lineTo(0, -s * 1.2);
  ctx.fill();
  ctx.save();
  ctx.clip();
  ctx.fillStyle = stripe;
  for (let k = 0; k < 4; k++) ctx.fillRect(-s, -s * 0.25 - k * s * 0.3, s * 2, s * 0.1);
  ctx.restore();
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.arc(0, -s * 1.2, s * 0.14, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = shade(colour, 0.5);
  ctx.fillRect(-s * 0.5, -3, s, 6);
  ctx.restore();
}

/** A row of party hats popping up from below and bouncing, with streamers and a few stars. */
export function partyHats(ctx: Ctx, t: number, look: TemplateLook, clear: Clear, seed = 14) {
  const rand = random(seed);
  for (let i = 0; i < 40; i++) {
    const x = rand() * SW;
    const y = ((rand() * SH + t * (30 + rand() * 40)) % (SH + 20)) - 10;
    const r = 3 + rand() * 3;
    ctx.globalAlpha = clear(x, y, r) * 0.9;
    star(ctx, x, y, r, look.colours[i % look.colours.length], 5, 0.45, t + i);
  }
  ctx.globalAlpha = 1;
  const xs = [70, 190, 320, 450, 570];
  xs.forEach((x, i) => {
    const land = 0.3 + i * 0.22;
    const rise = (1 - ease(t, land - 0.3, land)) * 100;
    const bounce = Math.abs(Math.sin((t - land) * 5)) * 10 * Math.exp(-(t - land) * 1.2) * (t > land ? 1 : 0);
    hat(ctx, x, SH - 12 + rise - bounce, 60, look.colours[i % 4], '#ffffff', Math.sin(t * 2 + i) * 0.08);
  });
  for (let i = 0; i < 5; i++) {
    const x0 = 40 + i * 140;
    ctx.strokeStyle = look.colours[(i + 1) % 4];
    ctx.lineWidth = 4;
    ctx.beginPath();
    for (let k = 0; k <= 24; k++) ctx.lineTo(x0 + Math.sin(k * 0.7 + t * 2.5 + i) * 12 + k * 2, k * 3.4);
    ctx.stroke();
  }
}

/** Two sparklers crossing from the bottom corners below the text, throwing sparks, over soft lights. */
export function sparklers(ctx: Ctx, t: number, look: TemplateLook, clear: Clear, seed = 15) {
  const rand = random(seed);
  for (let i = 0; i < 18; i++) {
    const x = rand() * SW;
    const y = rand() * SH;
    const r = 20 + rand() * 30;
    const a = (0.12 + 0.08 * Math.sin(t * 2 + i)) * clear(x, y, r);
    glow(ctx, x, y, r, look.colours[i % look.colours.length], a);
  }
  const sticks = [
    { x0: 30, y0: SH + 10, x1: 160, y1: 272 },
    { x0: SW - 30, y0: SH + 10, x1: SW - 160, y1: 272 },
  ];
  for (const [k, s] of sticks.entries()) {
    ctx.strokeStyle = '#7a7a7a';
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.moveTo(s.x0, s.y0);
    ctx.lineTo(s.x1, s.y1);
    ctx.stroke();
    glow(ctx, s.x1, s.y1, 46 + 6 * Math.sin(t * 30 + k), 'rgba(255,240,180,0.9)');
    // sparks: short bright streaks flying out, fading as they go (and before the text band)
    ctx.lineWidth = 1.6;
    for (let i = 0; i < 70; i++) {
      const a = rand() * Math.PI * 2;
      const life = (t * (1.6 + rand()) + rand()) % 1;
      const r = life * (36 + rand() * 60);
      const x = s.x1 + Math.cos(a) * r;
      const y = s.y1 + Math.sin(a) * r + life * life * 30;
      ctx.globalAlpha = (1 - life) * clear(x, y, 8);
      ctx.strokeStyle = look.colours[i % look.colours.length];
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.lineTo(x - Math.cos(a) * 7, y - Math.sin(a) * 7);
      ctx.stroke();
    }
    ctx.globalAlpha = 1;
  }
}
