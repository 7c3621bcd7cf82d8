// Makes every demo media file (the templates' intros and thumbnails, the sample and demo greeting
// videos, the demo photos and clips, the music) in headless Chromium, writes them under
// public/media, and records their hashes in manifest.json (checked by manifest.test.ts). Every
// frame it draws is checked as it goes (outputs.ts, checks.ts): a fault fails the make, naming the
// file and the time.
//   node scripts/demo-media/make.mjs            every output, then the manifest
//   node scripts/demo-media/make.mjs --stills DIR [t] [name] [bands|footprint]
//                                               contact sheets of the drawings at t seconds, nothing else
//                                               (bands: the text bands outlined; footprint: where each
//                                               intro's motif goes in its 5 s)
//   node scripts/demo-media/make.mjs --check [name]   the checks on every frame, nothing encoded
//   node scripts/demo-media/make.mjs --frames DIR t PATH…   the frame at t of each file made (decoded), to look at
//   node scripts/demo-media/make.mjs --only NAME      only the outputs whose path holds NAME (no manifest:
//                                                     for trying a change; remake all before committing)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { createServer } from 'vite';
import { findChromium } from '../find-chromium.mjs';
import { writeManifest } from './manifest.mjs';

const root = new URL('../..', import.meta.url).pathname;
const port = Number(process.env.DEMO_MEDIA_PORT ?? 5196);
const stillsAt = process.argv.indexOf('--stills');
const checkAt = process.argv.indexOf('--check');
const onlyAt = process.argv.indexOf('--only');
const framesAt = process.argv.indexOf('--frames');
const only = onlyAt >= 0 ? process.argv[onlyAt + 1] : null;

const server = await createServer({
  root,
  configFile: false,
  logLevel: 'warn',
  // no watching: a file saved elsewhere in the tree must not reload the page mid-make
  server: { port, strictPort: true, hmr: false, watch: null },
  worker: { format: 'es' },
});
await server.listen();
const browser = await chromium.launch({ executablePath: findChromium().path, args: ['--no-sandbox', '--disable-gpu'] });
/** A page of make.html, ready. */
async function openPage() {
  const page = await browser.newPage();
  page.on('pageerror', (error) => console.error(error));
  await page.goto(`http://localhost:${port}/scripts/demo-media/make.html`);
  await page.waitForFunction(() => 'demoMedia' in window, null, { timeout: 60_000 });
  return page;
}
try {
  const page = await openPage();
  const fail = (problems) => {
    if (problems.length === 0) return;
    for (const p of problems) console.error(p);
    throw new Error(`${problems.length} problem(s) in the demo media's drawing (above)`);
  };
  if (stillsAt >= 0) {
    const dir = process.argv[stillsAt + 1] ?? '/tmp/demo-stills';
    const t = Number(process.argv[stillsAt + 2] ?? 3.4);
    const only = process.argv[stillsAt + 3];
    const mode = process.argv[stillsAt + 4] ?? '';
    mkdirSync(dir, { recursive: true });
    const names = (await page.evaluate(() => window.demoMedia.stills())).filter((n) => !only || n.includes(only));
    // contact sheets of 8 (2 across), easier to look at than one file each
    for (let i = 0; i < names.length; i += 8) {
      const png = await page.evaluate(([n, at, m]) => window.demoMedia.sheet(n, at, 2, 480, m), [names.slice(i, i + 8), t, mode]);
      writeFileSync(join(dir, `sheet-${i / 8 + 1}@${t}${mode ? `-${mode}` : ''}.png`), Buffer.from(png, 'base64'));
    }
    console.info(`stills in ${dir}`);
  } else if (framesAt >= 0) {
    const [dir, t, ...paths] = process.argv.slice(framesAt + 1);
    mkdirSync(dir, { recursive: true });
    const png = await page.evaluate(([p, at]) => window.demoMedia.decoded(p, at), [paths, Number(t)]);
    writeFileSync(join(dir, `frames@${t}.png`), Buffer.from(png, 'base64'));
    console.info(`frames in ${dir}`);
  } else if (checkAt >= 0) {
    fail([
      ...(await page.evaluate(() => window.demoMedia.checkText())),
      ...(await page.evaluate((only) => window.demoMedia.check(only), process.argv[checkAt + 1] ?? '')),
    ]);
    console.info('every frame checked: no faults');
  } else {
    fail(await page.evaluate(() => window.demoMedia.checkText()));
    const written = [];
    const paths = (await page.evaluate(() => window.demoMedia.paths())).filter((p) => only === null || p.includes(only));
    // two lanes, each its own page, taking work from either end of one queue: the music
    // (synthesised on the CPU) from the front, the pictures (mostly the video encoder) from the back,
    // so the two overlap and neither lane waits for the other at the end
    const music = paths.filter((p) => p.startsWith('media/music/'));
    const queue = [...music, ...paths.filter((p) => !music.includes(p))];
    const lane = async (lanePage, take) => {
      for (let path = take(); path; path = take()) {
        const started = performance.now();
        const bytes = Buffer.from(await lanePage.evaluate((p) => window.demoMedia.make(p), path), 'base64');
        const file = join(root, 'public', path);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, bytes);
        written.push(path);
        console.info(
          `public/${path}: ${Math.round(bytes.length / 1024)} kB in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        );
      }
    };
    await Promise.all([lane(page, () => queue.pop()), queue.length > 1 ? lane(await openPage(), () => queue.shift()) : null]);
    if (only === null) {
      writeManifest(root, written);
      console.info(`${written.length} files and scripts/demo-media/manifest.json written`);
    } else console.info(`${written.length} files written; the manifest left as it was`);
  }
} finally {
  await browser.close();
  await server.close();
}
