import type { TemplateLook } from '../../../mocks/db/seed/looks';
import { ease, glow, heart, random, SH, shade, star, SW, type Clear, type Ctx } from '../draw/shapes';

// Anniversary intros: floating hearts, red roses with falling petals, a champagne toast, golden
// sparkle.

/** Soft out-of-focus lights drifting sideways (none over the text band). */
function bokeh(ctx: Ctx, t: number, colours: readonly string[], clear: Clear, seed: number, n = 16) {
  const rand = random(seed);
  for (let i = 0; i < n; i++) {
    const x = (rand() * SW + t * (4 + rand() * 8)) % SW;
    const y = rand() * SH;
    const r = 18 + rand() * 34;
    glow(ctx, x, y, r, colours[i % colours.length], (0.12 + 0.06 * Math.sin(t * 1.5 + i)) * clear(x, y, r));
  }
}

/** Hearts floating up both sides and swaying, round the text band between them. */
export function hearts(ctx: Ctx, t: number, look: TemplateLook, clear: Clear, seed = 21) {
  bokeh(ctx, t, look.colours, clear, seed + 100);
  const rand = random(seed);
  for (let i = 0; i < 30; i++) {
    const x = i % 2 ? 12 + rand() * 96 : SW - 12 - rand() * 96;
    const speed = 30 + rand() * 40;
    const size = 22 + rand() * 24;
    const y = SH + 30 + rand() * 420 - t * speed - 120;
    const sway = Math.sin(t * 1.3 + i) * 8;
    ctx.globalAlpha = 0.95 * clear(x + sway, y, size * 0.55);
    ctx.save();
    ctx.translate(x + sway, y);
    ctx.rotate(Math.sin(t + i) * 0.2);
    heart(ctx, 0, 0, size, look.colours[i % look.colours.length]);
    ctx.restore();
  }
  ctx.globalAlpha = 1;
}

function rose(ctx: Ctx, x: number, y: number, r: number, colour: string, open: number) {
  ctx.fillStyle = shade(colour, -0.35);
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
  for (let ring = 0; ring < 3; ring++) {
    const rr = r * (1 - ring * 0.28) * (0.6 + 0.4 * open);
    ctx.fillStyle = shade(colour, ring * 0.12 - 0.1);
    for (let k = 0; k < 5; k++) {
      const a = k * 1.257 + ring * 0.6;
      ctx.beginPath();
      ctx.ellipse(x + Math.cos(a) * rr * 0.35, y + Math.sin(a) * rr * 0.35, rr * 0.62, rr * 0.45, a, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  ctx.strokeStyle = shade(colour, -0.45);
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  ctx.arc(x, y, r * 0.18, 0, Math.PI * 1.5);
  ctx.stroke();
}

function leaf(ctx: Ctx, x: number, y: number, s: number, a: number, colour: string) {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(a);
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.ellipse(s * 0.5, 0, s * 0.5, s * 0.22, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

/** Roses opening in the bottom corners and at the top, petals drifting down round the text. */
export function roses(ctx: Ctx, t: number, look: TemplateLook, clear: Clear, seed = 22) {
  bokeh(ctx, t, ['#ff4d6d', '#ffb3c1'], clear, seed + 100, 12);
  const rand = random(seed);
  for (let i = 0; i < 28; i++) {
    const x = (rand() * SW + t * 12 + Math.sin(t * 2 + i) * 16) % SW;
    const y = ((rand() * SH + t * (24 + rand() * 24)) % (SH + 20)) - 10;
    ctx.globalAlpha = clear(x, y, 7) * 0.9;
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(t * 1.5 + i);
    ctx.fillStyle = i % 2 ? look.colours[0] : look.colours[1];
    ctx.beginPath();
    ctx.ellipse(0, 0, 7, 4, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.restore();
  }
  ctx.globalAlpha = 1;
  const open = ease(t, 0.2, 2.2);
  const clusters: [number, number, number][] = [
    [60, SH - 30, 44],
    [140, SH - 10, 36],
    [20, SH - 100, 30],
    [SW - 60, SH - 30, 44],
    [SW - 140, SH - 10, 36],
    [SW - 20, SH - 100, 30],
    [SW / 2 - 30, -10, 30],
    [SW / 2 + 30, -14, 26],
  ];
  clusters.forEach(([x, y, r], i) => {
    for (let k = 0; k < 3; k++) leaf(ctx, x, y, r * 1.3, k * 2.1 + i, look.colours[2]);
  });
  clusters.forEach(([x, y, r], i) => rose(ctx, x, y, r, i % 3 === 2 ? look.colours[1] : look.colours[0], open));
}

function glass(ctx: Ctx, x: number, y: number, tilt: number, fill: number, t: number, seed: number) {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(tilt);
  // flute: bowl, stem, foot
  ctx.fillStyle = 'rgba(255,255,255,0.18)';
  ctx.strokeStyle = 'rgba(255,255,255,0.85)';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(-18, -120);
  ctx.lineTo(18, -120);
  ctx.quadraticCurveTo(16, -40, 0, -36);
  ctx.quadraticCurveTo(-16, -40, -18, -120);
  ctx.fill();
  ctx.stroke();
  ctx.save();
  ctx.clip();
  const g = ctx.createLinearGradient(0, -110, 0, -36);
  g.addColorStop(0, '#fff3c4');
  g.addColorStop(1, '#e6b94f');
  ctx.fillStyle = g;
  ctx.fillRect(-20, -120 + (1 - fill) * 84 + 10, 40, 90);
  const rand = random(seed);
  ctx.fillStyle = 'rgba(255,255,255,0.85)';
  for (let i = 0; i < 14; i++) {
    const bx = -12 + rand() * 24;
    const by = -40 - ((t * (30 + rand() * 30) + rand() * 70) % 70);
    ctx.beginPath();
    ctx.arc(bx, by, 1 + rand() * 1.6, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
  ctx.beginPath();
  ctx.moveTo(0, -36);
  ctx.lineTo(0, 0);
  ctx.moveTo(-16, 0);
  ctx.lineTo(16, 0);
  ctx.stroke();
  ctx.restore();
}

/** Two flutes meet in a toast below the text; bubbles rise up the sides and sparkle bursts at the clink. */
export function champagne(ctx: Ctx, t: number, look: TemplateLook, clear: Clear, seed = 23) {
  bokeh(ctx, t, look.colours, clear, seed + 100, 20);
  const meet = ease(t, 0.2, 1.6);
  const left = 150 + meet * 132;
  const right = SW - 150 - meet * 132;
  const tilt = 0.25 * meet;
  glass(ctx, left, SH - 8, tilt, 0.8, t, seed);
  glass(ctx, right, SH - 8, -tilt, 0.8, t, seed + 1);
  const since = t - 1.6;
  if (since > 0) {
    const rand = random(seed + 2);
    for (let i = 0; i < 40; i++) {
      const a = -Math.PI * (0.1 + rand() * 0.8);
      const r = Math.min(1, since / 1.2) * (40 + rand() * 110);
      const x = SW / 2 + Math.cos(a) * r;
      const y = SH - 118 + Math.sin(a) * r * 0.8;
      const size = 2 + rand() * 4;
      ctx.globalAlpha = Math.max(0, 1 - since / 3) * clear(x, y, size);
      star(ctx, x, y, size, look.colours[i % look.colours.length], 4, 0.35, since * 2);
    }
    ctx.globalAlpha = 1;
  }
  // rising bubbles along the sides
  const rand = random(seed + 3);
  ctx.strokeStyle = 'rgba(255,243,196,0.6)';
  ctx.lineWidth = 1.2;
  for (let i = 0; i < 30; i++) {
    const x = i % 2 ? rand() * 110 : SW - rand() * 110;
    const y = SH - ((t * (30 + rand() * 40) + rand() * SH) % SH);
    ctx.beginPath();
    ctx.arc(x, y, 2 + rand() * 5, 0, Math.PI * 2);
    ctx.stroke();
  }
}

/** Golden glitter drifting down and a shimmering ribbon of gold along the bottom and top. */
export function golden(ctx: Ctx, t: number, look: TemplateLook, clear: Clear, seed = 24) {
  bokeh(ctx, t, look.colours, clear, seed + 100, 22);
  for (const [y0, dir] of [
    [SH - 40, 1],
    [34, -1],
  ] as const) {
    for (let band = 0; band < 3; band++) {
      ctx.strokeStyle = look.colours[band];
      ctx.globalAlpha = 0.8;
      ctx.lineWidth = 6 - band * 1.5;
      ctx.beginPath();
      for (let x = 0; x <= SW; x += 8) {
        const y = y0 + dir * (Math.sin(x / 70 + t * 1.4 + band) * 12 + band * 8);
        ctx.lineTo(x, y);
      }
      ctx.stroke();
    }
  }
  ctx.globalAlpha = 1;
  const rand = random(seed);
  for (let i = 0; i < 90; i++) {
    const x = rand() * SW + Math.sin(t + i) * 8;
    const y = (rand() * SH + t * (14 + rand() * 20)) % SH;
    const tw = 0.5 + 0.5 * Math.sin(t * (3 + rand() * 4) + i);
    const r = 1.5 + rand() * 4;
    ctx.globalAlpha = tw * clear(x, y, r);
    star(ctx, x, y, r, look.colours[i % look.colours.length], 4, 0.3);
  }
  ctx.globalAlpha = 1;
  // two golden rings, linked, in the top corner glinting
  const s = ease(t, 0.3, 1.5);
  ctx.lineWidth = 7;
  for (const [dx, c] of [
    [0, look.colours[0]],
    [30, look.colours[2]],
  ] as const) {
    ctx.strokeStyle = c;
    ctx.beginPath();
    ctx.arc(SW - 110 + dx, 62, 24 * s, 0, Math.PI * 2);
    ctx.stroke();
  }
  glow(ctx, SW - 90 + Math.sin(t * 2) * 20, 50, 14, 'rgba(255,255,255,0.9)', s);
}
