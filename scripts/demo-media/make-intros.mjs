// Makes the demo intro animations in headless Chromium (WebCodecs) and writes them to
// public/media/videos/intro-{theme}.mp4. Run by hand when they change: node scripts/demo-media/make-intros.mjs
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { createServer } from 'vite';
import { findChromium } from '../find-chromium.mjs';

const root = new URL('../..', import.meta.url).pathname;
const server = await createServer({
  root,
  configFile: false,
  logLevel: 'warn',
  server: { port: 5196 },
  worker: { format: 'es' },
});
await server.listen();
const browser = await chromium.launch({ executablePath: findChromium().path, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  await page.goto('http://localhost:5196/scripts/demo-media/intros.html');
  const files = await (await page.waitForFunction(() => window.intros, null, { timeout: 300_000 })).jsonValue();
  if (files.error) throw new Error(files.error);
  for (const [theme, base64] of Object.entries(files)) {
    const path = `${root}public/media/videos/intro-${theme}.mp4`;
    writeFileSync(path, Buffer.from(base64, 'base64'));
    console.info(`${path}: ${Math.round(Buffer.from(base64, 'base64').length / 1024)} kB`);
  }
} finally {
  await browser.close();
  await server.close();
}
