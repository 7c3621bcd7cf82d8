import { balloon, bunting, cloud, flower, glow, heart, present, random, shade, star, type Ctx } from './draw/shapes';

// The demo "photos" and "phone clips": pleasant scenes drawn with shapes and gradients, each laid
// out in a 640×480 box (a photo's 4:3) and moving with t for the clips.

export const SCENE = { width: 640, height: 480 } as const;
/** The scene's box in its own units: a clip scales it to the frame (drawClipScene), a photo is made at it. */
const [SX, SY] = [SCENE.width, SCENE.height];
/** A scene draws itself at t seconds; `blackOk` when it means large areas of pure black (make checks it has none). */
export type Scene = ((ctx: Ctx, t: number) => void) & { blackOk?: boolean };

function linear(ctx: Ctx, y0: number, y1: number, stops: [number, string][]) {
  const g = ctx.createLinearGradient(0, y0, 0, y1);
  for (const [k, c] of stops) g.addColorStop(k, c);
  return g;
}

/** A birthday table: bunting on a warm wall, a cake with lit candles, presents and balloons. */
export const birthdayTable: Scene = (ctx, t) => {
  ctx.fillStyle = linear(ctx, 0, 330, [
    [0, '#ffe3d3'],
    [1, '#f6b89d'],
  ]);
  ctx.fillRect(0, 0, SX, 330);
  // a window of evening light
  ctx.fillStyle = linear(ctx, 40, 220, [
    [0, '#8ecae6'],
    [1, '#ffd6a5'],
  ]);
  ctx.fillRect(430, 50, 150, 170);
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 8;
  ctx.strokeRect(430, 50, 150, 170);
  ctx.beginPath();
  ctx.moveTo(505, 50);
  ctx.lineTo(505, 220);
  ctx.moveTo(430, 135);
  ctx.lineTo(580, 135);
  ctx.stroke();
  bunting(ctx, -10, 20, 650, 20, 40, ['#ef476f', '#ffd166', '#06d6a0', '#118ab2'], t);
  balloon(ctx, 70 + Math.sin(t * 1.3) * 4, 140, 80, '#ef476f', Math.sin(t) * 3);
  balloon(ctx, 120 + Math.sin(t * 1.1 + 1) * 4, 120, 74, '#ffd166', Math.sin(t + 1) * 3);
  balloon(ctx, 95 + Math.sin(t * 1.5 + 2) * 4, 190, 70, '#118ab2', Math.sin(t + 2) * 3);
  // table and cloth
  ctx.fillStyle = '#8d5a3b';
  ctx.fillRect(0, 330, SX, 150);
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.moveTo(0, 320);
  ctx.lineTo(SX, 320);
  ctx.lineTo(SX, 420);
  for (let x = SX; x >= 0; x -= 40) ctx.quadraticCurveTo(x - 20, 440, x - 40, 420);
  ctx.fill();
  ctx.fillStyle = '#ffc8dd';
  for (let x = 20; x < SX; x += 48) for (let y = 340; y < 415; y += 30) ctx.fillRect(x + ((y / 30) % 2) * 24, y, 8, 8);
  // cake on its stand
  const cx = 330;
  ctx.fillStyle = '#e9ecef';
  ctx.fillRect(cx - 10, 300, 20, 30);
  ctx.beginPath();
  ctx.ellipse(cx, 300, 120, 12, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#ffafcc';
  ctx.fillRect(cx - 95, 220, 190, 80);
  ctx.fillStyle = '#fff0f3';
  ctx.fillRect(cx - 95, 220, 190, 14);
  for (let x = cx - 85; x < cx + 95; x += 20) {
    ctx.beginPath();
    ctx.ellipse(x, 236, 7, 10, 0, 0, Math.PI);
    ctx.fill();
  }
  ctx.fillStyle = '#cdb4db';
  ctx.fillRect(cx - 95, 270, 190, 10);
  for (let i = 0; i < 6; i++) {
    const x = cx - 62 + i * 25;
    ctx.fillStyle = ['#118ab2', '#ffd166', '#06d6a0'][i % 3];
    ctx.fillRect(x - 4, 186, 8, 34);
    const f = 1 + 0.2 * Math.sin(t * 19 + i * 2);
    glow(ctx, x, 176, 22, 'rgba(255,200,90,0.6)');
    ctx.fillStyle = '#ffb703';
    ctx.beginPath();
    ctx.ellipse(x, 176, 5, 10 * f, Math.sin(t * 7 + i) * 0.1, 0, Math.PI * 2);
    ctx.fill();
  }
  present(ctx, 520, 330, 90, 70, '#118ab2', '#ffd166');
  present(ctx, 585, 330, 60, 50, '#ef476f', '#ffffff');
  present(ctx, 140, 330, 70, 56, '#06d6a0', '#ef476f');
  const rand = random(5);
  for (let i = 0; i < 40; i++) {
    ctx.fillStyle = ['#ef476f', '#ffd166', '#06d6a0', '#118ab2'][i % 4];
    ctx.fillRect(rand() * SX, 335 + rand() * 80, 6, 3);
  }
};

/** A garden party: string lights over a lawn, trees, a table with lemonade, flowers in front. */
export const gardenParty: Scene = (ctx, t) => {
  ctx.fillStyle = linear(ctx, 0, 300, [
    [0, '#7ec8f2'],
    [1, '#d7f0fb'],
  ]);
  ctx.fillRect(0, 0, SX, 300);
  cloud(ctx, 80 + t * 6, 60, 50);
  cloud(ctx, 420 + t * 4, 40, 36);
  const trees: [number, number, number][] = [
    [40, 250, 90],
    [150, 240, 70],
    [520, 245, 95],
    [620, 255, 70],
  ];
  for (const [x, y, r] of trees) {
    ctx.fillStyle = '#6b4226';
    ctx.fillRect(x - 8, y, 16, 60);
    ctx.fillStyle = '#2d6a4f';
    ctx.beginPath();
    ctx.arc(x, y - r * 0.3, r * 0.7, 0, Math.PI * 2);
    ctx.arc(x - r * 0.4, y, r * 0.5, 0, Math.PI * 2);
    ctx.arc(x + r * 0.4, y, r * 0.5, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#40916c';
    ctx.beginPath();
    ctx.arc(x - r * 0.2, y - r * 0.45, r * 0.35, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.fillStyle = linear(ctx, 290, SY, [
    [0, '#74c69d'],
    [1, '#40916c'],
  ]);
  ctx.fillRect(0, 290, SX, 190);
  // string lights
  for (const [y0, sag] of [
    [90, 50],
    [130, 40],
  ] as const) {
    ctx.strokeStyle = '#333';
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    for (let x = 0; x <= SX; x += 10) ctx.lineTo(x, y0 + Math.sin((x / SX) * Math.PI) * sag);
    ctx.stroke();
    for (let x = 20; x < SX; x += 45) {
      const y = y0 + Math.sin((x / SX) * Math.PI) * sag + 8;
      glow(ctx, x, y, 18, 'rgba(255,220,130,0.8)', 0.6 + 0.4 * Math.sin(t * 3 + x));
      ctx.fillStyle = '#fff3b0';
      ctx.beginPath();
      ctx.arc(x, y, 5, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  bunting(ctx, 180, 200, 470, 200, 26, ['#ff70a6', '#ffd670', '#70d6ff', '#ffffff'], t);
  // table with lemonade
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(200, 300, 250, 90);
  ctx.fillStyle = '#ffd6e0';
  for (let x = 200; x < 450; x += 25) ctx.fillRect(x, 300, 12, 90);
  ctx.fillStyle = 'rgba(255,255,255,0.6)';
  ctx.fillRect(250, 230, 40, 70);
  ctx.fillStyle = '#ffe066';
  ctx.fillRect(252, 250, 36, 48);
  for (const x of [320, 360, 400]) {
    ctx.fillStyle = 'rgba(255,255,255,0.6)';
    ctx.fillRect(x, 265, 22, 35);
    ctx.fillStyle = '#ffe066';
    ctx.fillRect(x + 2, 275, 18, 23);
  }
  ctx.fillStyle = '#ff8fab';
  ctx.beginPath();
  ctx.arc(420, 250, 10, 0, Math.PI * 2);
  ctx.fill();
  // flowers in front
  const rand = random(9);
  for (let i = 0; i < 26; i++) {
    const x = rand() * SX;
    const y = 400 + rand() * 70;
    flower(ctx, x, y, 10 + rand() * 8, ['#ff70a6', '#ffffff', '#ffd670', '#c77dff'][i % 4], '#ffb703', 6, t * 0.3 + i);
  }
};

/** A beach at sunset: a low sun over moving waves, a striped umbrella, a ball, gulls. */
export function beach(withHeart: boolean): Scene {
  return (ctx, t) => {
    ctx.fillStyle = linear(ctx, 0, 250, [
      [0, '#5e60ce'],
      [0.5, '#ff8fab'],
      [1, '#ffd6a5'],
    ]);
    ctx.fillRect(0, 0, SX, 250);
    glow(ctx, 430, 235, 160, 'rgba(255,200,120,0.8)');
    ctx.fillStyle = '#ffb703';
    ctx.beginPath();
    ctx.arc(430, 240, 46, Math.PI, 0);
    ctx.fill();
    cloud(ctx, 60 + t * 5, 70, 40, 'rgba(255,230,240,0.85)');
    // gulls
    ctx.strokeStyle = '#3d2c5e';
    ctx.lineWidth = 2;
    for (const [x, y] of [
      [140, 90],
      [180, 110],
      [520, 70],
    ] as const) {
      const gx = x + t * 20;
      const flap = Math.sin(t * 6 + x) * 4;
      ctx.beginPath();
      ctx.moveTo(gx - 10, y - flap);
      ctx.quadraticCurveTo(gx - 5, y - 6, gx, y);
      ctx.quadraticCurveTo(gx + 5, y - 6, gx + 10, y - flap);
      ctx.stroke();
    }
    // sea
    ctx.fillStyle = linear(ctx, 240, 340, [
      [0, '#4895ef'],
      [1, '#4cc9f0'],
    ]);
    // down under the sand, whose edge moves up and down with the surf
    ctx.fillRect(0, 240, SX, 130);
    ctx.strokeStyle = 'rgba(255,255,255,0.55)';
    ctx.lineWidth = 2;
    for (let k = 0; k < 6; k++) {
      const y = 255 + k * 14;
      ctx.beginPath();
      for (let x = 0; x <= SX; x += 12) ctx.lineTo(x, y + Math.sin(x / 30 + t * 2 + k) * 2);
      ctx.stroke();
    }
    ctx.fillStyle = 'rgba(255,220,150,0.6)';
    ctx.fillRect(400, 244, 60, 4);
    ctx.fillRect(410, 262, 40, 3);
    // sand, with the foam line moving up and back
    const surf = 340 + Math.sin(t * 1.4) * 8;
    ctx.fillStyle = linear(ctx, surf, SY, [
      [0, '#f2d7a6'],
      [1, '#e0b97f'],
    ]);
    ctx.beginPath();
    ctx.moveTo(0, SY);
    for (let x = 0; x <= SX; x += 16) ctx.lineTo(x, surf + Math.sin(x / 50 + t) * 5);
    ctx.lineTo(SX, SY);
    ctx.fill();
    ctx.strokeStyle = 'rgba(255,255,255,0.85)';
    ctx.lineWidth = 4;
    ctx.beginPath();
    for (let x = 0; x <= SX; x += 16) ctx.lineTo(x, surf + Math.sin(x / 50 + t) * 5);
    ctx.stroke();
    // umbrella
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = 5;
    ctx.beginPath();
    ctx.moveTo(150, 450);
    ctx.lineTo(170, 320);
    ctx.stroke();
    for (let k = 0; k < 6; k++) {
      ctx.fillStyle = k % 2 ? '#ffffff' : '#ef476f';
      ctx.beginPath();
      ctx.moveTo(170, 315);
      ctx.arc(170, 330, 90, Math.PI + (k * Math.PI) / 6, Math.PI + ((k + 1) * Math.PI) / 6);
      ctx.fill();
    }
    // towel and ball
    ctx.fillStyle = '#06d6a0';
    ctx.fillRect(220, 420, 120, 40);
    ctx.fillStyle = '#ffd166';
    for (let x = 226; x < 340; x += 20) ctx.fillRect(x, 420, 8, 40);
    const by = 430 - Math.abs(Math.sin(t * 3)) * 12;
    for (let k = 0; k < 4; k++) {
      ctx.fillStyle = ['#ef476f', '#ffffff', '#118ab2', '#ffd166'][k];
      ctx.beginPath();
      ctx.moveTo(470, by);
      ctx.arc(470, by, 22, (k * Math.PI) / 2, ((k + 1) * Math.PI) / 2);
      ctx.fill();
    }
    // shells, and a heart drawn in the sand
    star(ctx, 560, 440, 9, '#ffafcc', 5, 0.5);
    star(ctx, 90, 465, 7, '#ffffff', 5, 0.5);
    if (withHeart) {
      ctx.globalAlpha = 0.7;
      heart(ctx, 545, 395, 70, shade('#e0b97f', -0.25));
      ctx.globalAlpha = 1;
      heart(ctx, 545, 392, 56, '#f2d7a6');
    }
  };
}

/** A smiling sun over rolling hills, clouds drifting, a tree and a field of flowers. */
export const sunnyHills: Scene = (ctx, t) => {
  // the sky behind the whole picture: the far hill dips below y 300 on the right, and the sky once
  // stopped there, leaving a black band across the hills in the clip
  ctx.fillStyle = linear(ctx, 0, 300, [
    [0, '#48cae4'],
    [1, '#caf0f8'],
  ]);
  ctx.fillRect(0, 0, SX, SY);
  const sx = 470;
  const sy = 110 + Math.sin(t * 1.6) * 6;
  glow(ctx, sx, sy, 150, 'rgba(255,235,130,0.8)');
  ctx.save();
  ctx.translate(sx, sy);
  ctx.rotate(t * 0.4);
  ctx.fillStyle = '#ffb703';
  for (let i = 0; i < 12; i++) {
    ctx.rotate(Math.PI / 6);
    ctx.beginPath();
    ctx.moveTo(-7, 58);
    ctx.lineTo(0, 84);
    ctx.lineTo(7, 58);
    ctx.fill();
  }
  ctx.restore();
  ctx.fillStyle = '#ffd60a';
  ctx.beginPath();
  ctx.arc(sx, sy, 52, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = '#9c6644';
  ctx.lineWidth = 4;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.arc(sx, sy + 4, 24, 0.15 * Math.PI, 0.85 * Math.PI);
  ctx.stroke();
  ctx.fillStyle = '#9c6644';
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.arc(sx + side * 17, sy - 12, 5, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.fillStyle = 'rgba(255,120,100,0.45)';
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.arc(sx + side * 30, sy + 6, 8, 0, Math.PI * 2);
    ctx.fill();
  }
  cloud(ctx, ((60 + t * 18) % 760) - 80, 70, 46);
  cloud(ctx, ((300 + t * 10) % 760) - 80, 130, 34);
  const hill = (y0: number, amp: number, f: number, colour: string) => {
    ctx.fillStyle = colour;
    ctx.beginPath();
    ctx.moveTo(0, SY);
    for (let x = 0; x <= SX; x += 10) ctx.lineTo(x, y0 - Math.sin(x / f + 0.5) * amp);
    ctx.lineTo(SX, SY);
    ctx.fill();
  };
  hill(300, 40, 120, '#95d5b2');
  hill(350, 30, 90, '#74c69d');
  hill(410, 24, 70, '#52b788');
  // a tree on the near hill
  ctx.fillStyle = '#7f5539';
  ctx.fillRect(112, 300, 14, 70);
  ctx.fillStyle = '#2d6a4f';
  ctx.beginPath();
  ctx.arc(119, 290, 42, 0, Math.PI * 2);
  ctx.fill();
  const rand = random(3);
  for (let i = 0; i < 40; i++) {
    const x = rand() * SX;
    const y = 400 + rand() * 75;
    flower(ctx, x + Math.sin(t * 2 + i) * 2, y, 6 + rand() * 5, ['#ffffff', '#ffd60a', '#ff8fab'][i % 3], '#fb8500', 5, i);
  }
};
