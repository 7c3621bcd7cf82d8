// `npm run bench:prepare`: how fast this device prepares photos and videos before upload, and what
// that saves. Builds the preparation page (e2e/prepare-page), opens it in headless Chromium, which
// makes a 12-megapixel JPEG (4032 × 3024, as a phone's) and a 4K H.264 clip, then prepares the photo
// and converts the clip to 1080p. Prints the times, the sizes, and the upload time saved on a 5 Mbps
// uplink for 10 such photos and 3 such clips. A benchmark, not a test.
//   npm run bench:prepare [-- --runs 3] [-- --seconds 60] [-- --mbps 5]
import { arg, median, openBuiltApp } from './benchApp.mjs';

const runs = Number(arg('runs', 3));
const seconds = Number(arg('seconds', 60));
const mbps = Number(arg('mbps', 5));
const PHOTOS = 10;
const CLIPS = 3;
const port = 4181;
const configFile = new URL('../e2e/prepare-page/vite.config.ts', import.meta.url).pathname;
const outDir = new URL('../dist-bench-prepare', import.meta.url).pathname;

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const uploadSeconds = (bytes) => (bytes * 8) / (mbps * 1e6);
const duration = (seconds) => {
  const s = Math.round(seconds); // rounded first: 179.6 s is 3 min 00 s, never 2 min 60 s
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
};

const { browser, close } = await openBuiltApp({ vite: { configFile, build: { outDir } }, port });
try {
  const page = await browser.newPage();
  await page.goto(`http://localhost:${port}/`);
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  const { photo, video } = await page.evaluate((options) => window.benchPrepare(options), { runs, seconds });
  const p = (key) => median(photo.map((x) => x[key]));
  const v = (key) => median(video.map((x) => x[key]));
  const of = runs > 1 ? ` (median of ${runs})` : '';
  console.info(
    `12 MP JPEG: ${p('ms').toFixed(0)} ms${of} (goal < 400 ms); ${mb(p('before'))} → ${mb(p('after'))}, ` +
      `${(100 * (1 - p('after') / p('before'))).toFixed(0)}% fewer bytes (goal ≥ 80%)`,
  );
  const ratio = seconds / (v('ms') / 1000);
  console.info(
    `${seconds} s 4K H.264 clip → 1080p: ${(v('ms') / 1000).toFixed(1)} s${of} = ${ratio.toFixed(2)}× real time (goal ≥ 1×); ` +
      `${mb(v('before'))} → ${mb(v('after'))}`,
  );
  const before = PHOTOS * p('before') + CLIPS * v('before');
  const after = PHOTOS * p('after') + CLIPS * v('after');
  console.info(
    `Upload at ${mbps} Mbps of ${PHOTOS} photos and ${CLIPS} clips: ${duration(uploadSeconds(before))} → ${duration(uploadSeconds(after))} ` +
      `(${mb(before)} → ${mb(after)}; ${duration(uploadSeconds(before - after))} saved)`,
  );
} finally {
  await close();
}
