// Draws the brand's icons and link-preview image in headless Chromium and writes them to public/:
// the web manifest's icons (192, 512, and a maskable 512 with the mark inside the safe zone), the
// apple-touch-icon (180, opaque: iOS rounds it itself) and og-image.jpg (1200×630, what a link to the
// app shows in a message or a post). Run by hand when the brand changes: node scripts/brand/make-brand-images.mjs
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { findChromium } from '../find-chromium.mjs';

const BRAND = '#7a1f3d';
const BRAND_DARK = '#5c1530';
const TINT = '#f8e9ee';
const PUBLIC = new URL('../../public/', import.meta.url).pathname;

/** The mark (the play triangle) on the brand colour; `inset` is the share of the side left around it. */
const mark = (size, { rounded, inset }) => `
  <svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
    <rect width="32" height="32" rx="${rounded ? 6 : 0}" fill="${BRAND}"/>
    <g transform="translate(${16 * inset} ${16 * inset}) scale(${1 - inset})"><path d="M12 9l11 7-11 7z" fill="#fff"/></g>
  </svg>`;

const ogImage = `
  <div style="width:1200px;height:630px;display:flex;align-items:center;gap:56px;padding:0 96px;box-sizing:border-box;
    background:linear-gradient(135deg, ${TINT} 0%, #fff 55%, ${TINT} 100%);font-family:'DejaVu Sans',Arial,sans-serif">
    ${mark(220, { rounded: true, inset: 0 })}
    <div>
      <div style="font-size:76px;font-weight:700;color:${BRAND_DARK};line-height:1.05">Video Greetings</div>
      <div style="font-size:38px;color:#333;margin-top:24px;line-height:1.3">A video greeting from everyone:<br>photos, clips and music, made together.</div>
    </div>
  </div>`;

const images = [
  ['icons/icon-192.png', 192, mark(192, { rounded: true, inset: 0 })],
  ['icons/icon-512.png', 512, mark(512, { rounded: true, inset: 0 })],
  ['icons/icon-maskable-512.png', 512, mark(512, { rounded: false, inset: 0.2 })],
  ['icons/apple-touch-icon.png', 180, mark(180, { rounded: false, inset: 0.1 })],
  ['og-image.jpg', [1200, 630], ogImage],
];

const browser = await chromium.launch({ executablePath: findChromium().path, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  for (const [file, size, html] of images) {
    const [width, height] = Array.isArray(size) ? size : [size, size];
    await page.setViewportSize({ width, height });
    await page.setContent(`<body style="margin:0;background:transparent">${html}</body>`);
    const jpeg = file.endsWith('.jpg');
    const png = await page.screenshot(
      jpeg
        ? { type: 'jpeg', quality: 85 }
        : { type: 'png', omitBackground: !file.includes('maskable') && !file.includes('apple') },
    );
    writeFileSync(`${PUBLIC}${file}`, png);
    console.info(`public/${file}: ${width}×${height}, ${Math.round(png.length / 1024)} kB`);
  }
} finally {
  await browser.close();
}
