import type { TemplateLook } from '../../../mocks/db/seed/looks';
import { cloud, ease, flower, glow, heart, random, SH, star, SW, type Clear, type Ctx } from '../draw/shapes';

// Thank-you intros: flowers growing, a handwritten flourish, sunshine, grateful hearts.

/** A row of flowers growing up from the grass and opening, butterflies of light above. */
export function flowers(ctx: Ctx, t: number, look: TemplateLook, clear: Clear, seed = 51) {
  const rand = random(seed);
  ctx.fillStyle = '#52b788';
  ctx.beginPath();
  ctx.moveTo(0, SH);
  for (let x = 0; x <= SW; x += 20) ctx.lineTo(x, SH - 26 - Math.sin(x / 60) * 8);
  ctx.lineTo(SW, SH);
  ctx.fill();
  for (let i = 0; i < 13; i++) {
    const x = 20 + i * 50 + rand() * 16;
    const grow = ease(t, rand() * 0.8, 1.6 + rand() * 0.8);
    const height = (34 + rand() * 46) * grow;
    const sway = Math.sin(t * 1.5 + i) * 5;
    ctx.strokeStyle = '#2d6a4f';
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.moveTo(x, SH - 20);
    ctx.quadraticCurveTo(x + sway, SH - 20 - height / 2, x + sway, SH - 20 - height);
    ctx.stroke();
    ctx.fillStyle = '#40916c';
    ctx.beginPath();
    ctx.ellipse(x + 8, SH - 30 - height * 0.3, 9, 4, -0.6, 0, Math.PI * 2);
    ctx.fill();
    const open = ease(t, 1.2 + rand() * 0.8, 2.4 + rand() * 0.6);
    if (open > 0)
      flower(ctx, x + sway, SH - 20 - height, 20 * open, look.colours[i % 3 === 0 ? 2 : i % 2], '#6b3e26', 7, t * 0.2 + i);
  }
  // hanging blossoms at the top
  for (let i = 0; i < 16; i++) {
    const x = i * 42 + 10;
    const drop = 16 + ((i * 37) % 30);
    ctx.strokeStyle = '#2d6a4f';
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(x, 0);
    ctx.lineTo(x + Math.sin(t * 1.2 + i) * 4, drop);
    ctx.stroke();
    flower(ctx, x + Math.sin(t * 1.2 + i) * 4, drop, 12, look.colours[(i + 1) % 4], '#ffd166', 5, i);
  }
  for (let i = 0; i < 10; i++) {
    const x = (rand() * SW + t * 30) % SW;
    const y = 60 + rand() * 60 + Math.sin(t * 3 + i) * 10;
    glow(ctx, x, y, 10, 'rgba(255,255,255,0.8)', clear(x, y, 10));
  }
}

/** A flourish drawn by an unseen pen above and below the text, with leaves along it. */
export function script(ctx: Ctx, t: number, look: TemplateLook, clear: Clear, seed = 52) {
  const rand = random(seed);
  // paper grain
  for (let i = 0; i < 140; i++) {
    const alpha = 0.03 + rand() * 0.04;
    const [x, y] = [rand() * SW, rand() * SH];
    if (clear(x + 1, y + 1, 1.5) < 1) continue;
    ctx.fillStyle = `rgba(120,90,40,${alpha})`;
    ctx.fillRect(x, y, 2, 2);
  }
  const swirl = (y0: number, amp: number, phase: number, p: number, colour: string) => {
    ctx.strokeStyle = colour;
    ctx.lineWidth = 4;
    ctx.lineCap = 'round';
    ctx.beginPath();
    const steps = Math.floor(160 * p);
    let end = { x: 40, y: y0 };
    for (let i = 0; i <= steps; i++) {
      const k = i / 160;
      const x = 40 + k * (SW - 80) + Math.sin(k * 18 + phase) * 16;
      const y = y0 + Math.sin(k * Math.PI * 3 + phase) * amp + Math.cos(k * 18 + phase) * 12;
      ctx.lineTo(x, y);
      end = { x, y };
    }
    ctx.stroke();
    return end;
  };
  const top = swirl(52, 16, 0, ease(t, 0.2, 2.2), look.colours[0]);
  const bottom = swirl(SH - 52, 16, 1.5, ease(t, 0.9, 2.9), look.colours[1]);
  for (const [p, c] of [
    [top, look.colours[1]],
    [bottom, look.colours[0]],
  ] as const) {
    if (p.x > 42 && p.x < SW - 41) {
      glow(ctx, p.x, p.y, 16, 'rgba(255,200,120,0.8)');
      ctx.fillStyle = c;
      ctx.beginPath();
      ctx.arc(p.x, p.y, 4, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  // leaves along the corners
  const leaves = ease(t, 2.4, 3.4);
  for (let i = 0; i < 6; i++) {
    for (const [x, y, dir] of [
      [30, 30, 1],
      [SW - 30, SH - 30, -1],
    ] as const) {
      ctx.save();
      ctx.translate(x + dir * i * 14, y + dir * i * 6);
      ctx.rotate(dir * (0.4 + i * 0.2));
      ctx.fillStyle = look.colours[2];
      ctx.globalAlpha = leaves;
      ctx.beginPath();
      ctx.ellipse(0, -10, 6 * leaves, 14 * leaves, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.restore();
    }
  }
  ctx.globalAlpha = 1;
}

/** A smiling sun rising in the top corner, rays turning, clouds drifting along the bottom and the top. */
export function sunshine(ctx: Ctx, t: number, look: TemplateLook, _clear: Clear, seed = 53) {
  const rand = random(seed);
  const rise = ease(t, 0, 1.6);
  const sx = 108;
  const sy = 100 - (1 - rise) * 150;
  glow(ctx, sx, sy, 110, 'rgba(255,230,120,0.7)');
  ctx.save();
  ctx.translate(sx, sy);
  ctx.rotate(t * 0.3);
  ctx.fillStyle = look.colours[1];
  for (let i = 0; i < 16; i++) {
    ctx.rotate(Math.PI / 8);
    ctx.beginPath();
    ctx.moveTo(-7, 52);
    ctx.lineTo(0, 74 + (i % 2) * 12 + Math.sin(t * 3 + i) * 3);
    ctx.lineTo(7, 52);
    ctx.fill();
  }
  ctx.restore();
  ctx.fillStyle = look.colours[0];
  ctx.beginPath();
  ctx.arc(sx, sy, 46, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = '#8a5a00';
  ctx.lineWidth = 3;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.arc(sx, sy + 5, 18, 0.2 * Math.PI, 0.8 * Math.PI);
  ctx.stroke();
  const blink = Math.abs(Math.sin(t * 1.3)) > 0.97 ? 0.2 : 1;
  ctx.fillStyle = '#8a5a00';
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.ellipse(sx + side * 15, sy - 8, 3.5, 5 * blink, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.fillStyle = 'rgba(255,140,120,0.5)';
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.arc(sx + side * 25, sy + 7, 6, 0, Math.PI * 2);
    ctx.fill();
  }
  // clouds low along the bottom (their tops below the text band), small ones high across the top
  for (let i = 0; i < 6; i++) {
    const x = ((rand() * SW + t * (12 + rand() * 14)) % (SW + 160)) - 120;
    const s = 40 + rand() * 24;
    cloud(ctx, x, SH - 20 - rand() * 16 + s * 0.1, s);
  }
  for (let i = 0; i < 3; i++)
    cloud(ctx, ((rand() * SW + t * 8) % (SW + 160)) - 120, 22 + rand() * 16, 26, 'rgba(255,255,255,0.7)');
}

/** Hearts popping in round the edges one after another, with little sparkles. */
export function hearts(ctx: Ctx, t: number, look: TemplateLook, clear: Clear, seed = 54) {
  const rand = random(seed);
  const spots: [number, number][] = [];
  for (let x = 30; x < SW; x += 58) spots.push([x, 34 + (x % 3) * 10], [x + 20, SH - 40 - (x % 4) * 8]);
  spots.push([30, SH / 2], [SW - 30, SH / 2]);
  spots.forEach(([x, y], i) => {
    const at = rand() * 2.2;
    const k = Math.max(0, t - at);
    const pop = k === 0 ? 0 : Math.min(1.15, k * 5) - Math.max(0, Math.min(0.15, (k - 0.23) * 2));
    const s = (24 + rand() * 22) * Math.max(0, pop) * (1 + 0.06 * Math.sin(t * 4 + i));
    heart(ctx, x + Math.sin(t + i) * 3, y, s, look.colours[i % 3 === 2 ? 1 : i % 3 === 1 ? 2 : 0]);
    if (k > 0 && k < 0.6) {
      for (let s2 = 0; s2 < 5; s2++) {
        const a = (s2 / 5) * Math.PI * 2;
        const [sx, sy] = [x + Math.cos(a) * (20 + k * 50), y + Math.sin(a) * (20 + k * 50)];
        ctx.globalAlpha = (1 - k / 0.6) * clear(sx, sy, 3);
        star(ctx, sx, sy, 3, '#ffffff', 4, 0.4);
      }
      ctx.globalAlpha = 1;
    }
  });
}
