import type { TemplateLook } from '../../../mocks/db/seed/looks';
import { ease, flower, glow, heart, random, SH, shade, star, SW, type Clear, type Ctx } from '../draw/shapes';

// Wedding intros: bells swinging, white doves flying, two rings, a tiered cake; petals throughout.

/** Petals drifting down and turning (fading out round the text band). */
function petals(ctx: Ctx, t: number, colours: readonly string[], clear: Clear, seed: number, n = 40) {
  const rand = random(seed);
  for (let i = 0; i < n; i++) {
    const x = (rand() * SW + Math.sin(t * 1.4 + i) * 20 + t * 10) % SW;
    const y = ((rand() * SH + t * (20 + rand() * 25)) % (SH + 20)) - 10;
    ctx.globalAlpha = clear(x, y, 5) * 0.85;
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(t * 1.2 + i);
    ctx.fillStyle = colours[i % colours.length];
    ctx.beginPath();
    ctx.ellipse(0, 0, 5, 3, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.restore();
  }
  ctx.globalAlpha = 1;
}

function bell(ctx: Ctx, x: number, y: number, s: number, angle: number, colour: string) {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  const g = ctx.createLinearGradient(-s, 0, s, 0);
  g.addColorStop(0, shade(colour, -0.25));
  g.addColorStop(0.4, shade(colour, 0.45));
  g.addColorStop(1, shade(colour, -0.3));
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.moveTo(-s * 0.3, 0);
  ctx.bezierCurveTo(-s * 0.5, s * 0.1, -s * 0.45, s * 0.7, -s * 0.75, s * 1.05);
  ctx.lineTo(s * 0.75, s * 1.05);
  ctx.bezierCurveTo(s * 0.45, s * 0.7, s * 0.5, s * 0.1, s * 0.3, 0);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = shade(colour, -0.35);
  ctx.beginPath();
  ctx.arc(0, s * 1.1, s * 0.14, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

/** Two bells swinging under a bow, ringing towards each other. */
export function bells(ctx: Ctx, t: number, look: TemplateLook, clear: Clear, seed = 31) {
  petals(ctx, t, ['#ffffff', '#f7d6e0', '#f4d58d'], clear, seed);
  const swing = Math.sin(t * 3.2) * 0.35 * ease(t, 0, 0.8);
  bell(ctx, SW / 2 - 38, 8, 52, 0.25 + swing, look.colours[0]);
  bell(ctx, SW / 2 + 38, 8, 52, -0.25 + swing, look.colours[0]);
  // bow
  ctx.fillStyle = '#ffffff';
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.ellipse(SW / 2 + side * 22, 8, 24, 12, side * 0.3, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.beginPath();
  ctx.arc(SW / 2, 8, 9, 0, Math.PI * 2);
  ctx.fill();
  // ringing: arcs spreading from the bells
  for (let k = 0; k < 3; k++) {
    const r = ((t * 60 + k * 40) % 120) + 20;
    ctx.strokeStyle = `rgba(255,255,255,${0.5 * (1 - r / 140)})`;
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.arc(SW / 2, 50, r, Math.PI * 1.05, Math.PI * 1.35);
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(SW / 2, 50, r, -Math.PI * 0.35, -Math.PI * 0.05);
    ctx.stroke();
  }
  // a garland of white flowers along the bottom
  for (let x = 10; x < SW; x += 34) flower(ctx, x, SH - 12 + Math.sin(x) * 6, 16, '#ffffff', look.colours[0], 5, x);
}

function dove(ctx: Ctx, x: number, y: number, s: number, flap: number, dir: number) {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(dir, 1);
  ctx.fillStyle = '#ffffff';
  // body
  ctx.beginPath();
  ctx.ellipse(0, 0, s * 0.5, s * 0.2, -0.1, 0, Math.PI * 2);
  ctx.fill();
  // head and beak
  ctx.beginPath();
  ctx.arc(s * 0.48, -s * 0.12, s * 0.14, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#f4a261';
  ctx.beginPath();
  ctx.moveTo(s * 0.6, -s * 0.12);
  ctx.lineTo(s * 0.72, -s * 0.08);
  ctx.lineTo(s * 0.6, -s * 0.05);
  ctx.fill();
  // tail
  ctx.fillStyle = '#eef2f8';
  ctx.beginPath();
  ctx.moveTo(-s * 0.4, 0);
  ctx.lineTo(-s * 0.85, -s * 0.15);
  ctx.lineTo(-s * 0.85, s * 0.15);
  ctx.fill();
  // wing, up and down
  ctx.fillStyle = '#f4f7fb';
  ctx.beginPath();
  ctx.moveTo(-s * 0.15, -s * 0.05);
  ctx.quadraticCurveTo(-s * 0.1, -s * 0.9 * flap, s * 0.35, -s * 0.85 * flap);
  ctx.quadraticCurveTo(s * 0.2, -s * 0.3 * flap, s * 0.2, -s * 0.05);
  ctx.fill();
  ctx.restore();
}

/** Doves flying across above and below the text band, wings beating; a small heart below. */
export function doves(ctx: Ctx, t: number, look: TemplateLook, clear: Clear, seed = 32) {
  petals(ctx, t, ['#ffffff', '#f4d58d'], clear, seed + 50, 26);
  const rand = random(seed);
  for (let i = 0; i < 7; i++) {
    const top = i % 2 === 0;
    const dir = i % 3 === 0 ? -1 : 1;
    const speed = 70 + rand() * 40;
    const start = rand() * SW;
    let x = (start + t * speed * dir) % (SW + 120);
    if (x < -60) x += SW + 120;
    const y = (top ? 22 + rand() * 36 : 300 + rand() * 36) + Math.sin(t * 2 + i) * 5;
    const flap = Math.sin(t * 9 + i * 1.3);
    dove(ctx, x, y, 36 + rand() * 12, flap, dir);
  }
  heart(ctx, SW / 2, 322, 26 * ease(t, 1, 1.8), look.colours[2]);
}

/** Two rings turning to meet below the text, glints travelling round them; pearls across the top. */
export function rings(ctx: Ctx, t: number, look: TemplateLook, clear: Clear, seed = 33) {
  const rand = random(seed);
  for (let i = 0; i < 60; i++) {
    const x = rand() * SW;
    const y = rand() * SH;
    const r = 1 + rand() * 2.5;
    const tw = 0.5 + 0.5 * Math.sin(t * (1 + rand() * 3) + i * 2);
    ctx.globalAlpha = tw * clear(x, y, r) * 0.8;
    star(ctx, x, y, r, '#ffffff', 4, 0.3);
  }
  ctx.globalAlpha = 1;
  const meet = ease(t, 0.2, 1.8);
  const cy = SH - 54;
  const rings: [number, string, number][] = [
    [SW / 2 - 20 - (1 - meet) * 140, look.colours[0], 0.2],
    [SW / 2 + 20 + (1 - meet) * 140, look.colours[1], -0.2],
  ];
  for (const [x, colour, tilt] of rings) {
    ctx.save();
    ctx.translate(x, cy);
    ctx.rotate(tilt);
    ctx.scale(1, 0.85 + 0.1 * Math.sin(t * 1.5));
    const g = ctx.createLinearGradient(-34, -34, 34, 34);
    g.addColorStop(0, shade(colour, 0.5));
    g.addColorStop(0.5, colour);
    g.addColorStop(1, shade(colour, -0.35));
    ctx.strokeStyle = g;
    ctx.lineWidth = 9;
    ctx.beginPath();
    ctx.arc(0, 0, 32, 0, Math.PI * 2);
    ctx.stroke();
    const a = t * 2.2;
    glow(ctx, Math.cos(a) * 32, Math.sin(a) * 32, 11, 'rgba(255,255,255,0.95)');
    ctx.restore();
  }
  // the diamond on the first ring
  star(ctx, rings[0][0], cy - 41, 9, '#ffffff', 4, 0.5, t);
  glow(ctx, rings[0][0], cy - 41, 24, 'rgba(200,230,255,0.7)', 0.5 + 0.5 * Math.sin(t * 5));
  // swags of pearls across the top
  for (let k = 0; k < 3; k++) {
    for (let i = 0; i <= 24; i++) {
      const x = (i / 24) * (SW / 3) + (k * SW) / 3;
      const y = 10 + Math.sin((i / 24) * Math.PI) * 30;
      ctx.fillStyle = '#ffffff';
      ctx.beginPath();
      ctx.arc(x, y, 3, 0, Math.PI * 2);
      ctx.fill();
    }
  }
}

/** A three-tier cake with roses and a topper of two hearts, petals falling round it. */
export function cake(ctx: Ctx, t: number, look: TemplateLook, clear: Clear, seed = 34) {
  petals(ctx, t, [look.colours[1], '#ffffff'], clear, seed);
  const cx = SW / 2;
  const up = (1 - ease(t, 0, 1.3)) * 110;
  let top = SH - 4 + up;
  const tiers = [200, 150, 104];
  tiers.forEach((w, i) => {
    const h = 34;
    const g = ctx.createLinearGradient(cx - w / 2, 0, cx + w / 2, 0);
    g.addColorStop(0, '#e8e8ee');
    g.addColorStop(0.4, '#ffffff');
    g.addColorStop(1, '#d9dbe4');
    ctx.fillStyle = g;
    ctx.fillRect(cx - w / 2, top - h, w, h);
    ctx.fillStyle = look.colours[2];
    ctx.fillRect(cx - w / 2, top - 8, w, 4);
    for (let x = cx - w / 2 + 8; x < cx + w / 2; x += 16) {
      ctx.fillStyle = '#ffffff';
      ctx.beginPath();
      ctx.arc(x, top - h, 4, 0, Math.PI * 2);
      ctx.fill();
    }
    flower(ctx, cx + w / 2 - 10, top - h + 6, 12, look.colours[1], look.colours[2], 6, i);
    top -= h;
  });
  const pop = ease(t, 1.3, 1.9);
  heart(ctx, cx - 10, top - 16, 22 * pop, look.colours[1]);
  heart(ctx, cx + 10, top - 20, 22 * pop, '#ffffff');
  // lace swag at the top
  ctx.strokeStyle = 'rgba(255,255,255,0.8)';
  ctx.lineWidth = 2;
  for (let k = 0; k < 6; k++) {
    ctx.beginPath();
    ctx.arc(k * 110 + 55, -30, 70, 0.3, Math.PI - 0.3);
    ctx.stroke();
  }
}
