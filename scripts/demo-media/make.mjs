// Makes every demo media file (the templates' intros and thumbnails, the sample and demo greeting
// videos, the demo photos and clips) in headless Chromium, writes them under public/media, and
// records their hashes in manifest.json (checked by manifest.test.ts).
//   node scripts/demo-media/make.mjs            every output, then the manifest
//   node scripts/demo-media/make.mjs --stills DIR [t] [name]   contact sheets of the drawings at t seconds, nothing else
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { createServer } from 'vite';
import { findChromium } from '../find-chromium.mjs';
import { writeManifest } from './manifest.mjs';

const root = new URL('../..', import.meta.url).pathname;
const port = Number(process.env.DEMO_MEDIA_PORT ?? 5196);
const stillsAt = process.argv.indexOf('--stills');

const server = await createServer({
  root,
  configFile: false,
  logLevel: 'warn',
  server: { port, strictPort: true },
  worker: { format: 'es' },
});
await server.listen();
const browser = await chromium.launch({ executablePath: findChromium().path, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  page.on('pageerror', (error) => console.error(error));
  await page.goto(`http://localhost:${port}/scripts/demo-media/make.html`);
  await page.waitForFunction(() => 'demoMedia' in window, null, { timeout: 60_000 });
  if (stillsAt >= 0) {
    const dir = process.argv[stillsAt + 1] ?? '/tmp/demo-stills';
    const t = Number(process.argv[stillsAt + 2] ?? 3.4);
    const only = process.argv[stillsAt + 3];
    mkdirSync(dir, { recursive: true });
    const names = (await page.evaluate(() => window.demoMedia.stills())).filter((n) => !only || n.includes(only));
    // contact sheets of 8 (2 across), easier to look at than one file each
    for (let i = 0; i < names.length; i += 8) {
      const png = await page.evaluate(([n, at]) => window.demoMedia.sheet(n, at, 2, 480), [names.slice(i, i + 8), t]);
      writeFileSync(join(dir, `sheet-${i / 8 + 1}@${t}.png`), Buffer.from(png, 'base64'));
    }
    console.info(`stills in ${dir}`);
  } else {
    const written = [];
    for (const path of await page.evaluate(() => window.demoMedia.paths())) {
      const bytes = Buffer.from(await page.evaluate((p) => window.demoMedia.make(p), path), 'base64');
      const file = join(root, 'public', path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, bytes);
      written.push(path);
      console.info(`public/${path}: ${Math.round(bytes.length / 1024)} kB`);
    }
    writeManifest(root, written);
    console.info(`${written.length} files and scripts/demo-media/manifest.json written`);
  }
} finally {
  await browser.close();
  await server.close();
}
