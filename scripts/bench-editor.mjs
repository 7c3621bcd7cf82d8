// `npm run bench:editor`: how the edit page answers with 100 clips. Builds the app (the in-browser
// fake server on, as the e2e journeys run it), serves it, and in headless Chromium gives greeting
// 1001 95 more photos, opens /edit/1001 and reorders a clip by keyboard: 3 rounds of pick up,
// 5 arrows, drop. Prints the median of the runs for each figure. A benchmark, not a test.
//   npm run bench:editor [-- --runs 3] [-- --port 4181]
import { chromium } from '@playwright/test';
import { build, preview } from 'vite';
import { findChromium } from './find-chromium.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : process.argv[i + 1];
};
const runs = Number(arg('runs', 3));
const port = Number(arg('port', 4181));
const origin = `http://localhost:${port}`;
const outDir = 'dist-bench-editor';
const ROUNDS = 3;
const STEPS = 5;

const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** A fresh fake server (a new context) with the demo user signed in, as e2e's freshAsDemo. */
async function demoPage(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'allow' });
  await context.addCookies([{ name: 'sessionId', value: 'sess-demo', url: origin, sameSite: 'Lax' }]);
  await context.addInitScript(() => localStorage.setItem('isAccount', 'true'));
  const page = await context.newPage();
  await page.goto(`${origin}/terms`);
  await page.waitForFunction(() => document.documentElement.dataset.fakeServer === 'ready');
  return { context, page };
}

/** Greeting 1001 gets 95 more photos in one add-clip call (5 + 95 = 100 clips). */
async function addPhotos(page) {
  const added = await page.evaluate(async () => {
    const bytes = await (await fetch('/media/photos/photo-2.jpg')).blob();
    const form = new FormData();
    for (let i = 0; i < 95; i++) form.append('files[]', new File([bytes], `seed-${i}.jpg`, { type: 'image/jpeg' }));
    const res = await fetch('/rest/fizz/1001/add-clip?type=upload&size=0.01&isVideo=no', {
      method: 'POST',
      body: form,
      headers: { 'X-Session-Id': 'sess-demo' },
    });
    return (await res.json()).clips.length;
  });
  if (added !== 95) throw new Error(`expected 95 photos added, got ${added}`);
}

/** One run: the page opened with 100 clips, then the keyboard rounds. Times in ms. */
async function run(browser) {
  const { context, page } = await demoPage(browser);
  try {
    await addPhotos(page);
    const rows = page.locator('[data-clip-id]');
    const opened = performance.now();
    await page.goto(`${origin}/edit/1001`);
    await rows.nth(99).waitFor();
    const openMs = performance.now() - opened;

    // from each key press to the next frame (input → paint), in the page
    await page.evaluate(() => {
      window.__keyTimes = [];
      document.addEventListener(
        'keydown',
        () => {
          const start = performance.now();
          requestAnimationFrame(() => setTimeout(() => window.__keyTimes.push(performance.now() - start), 0));
        },
        { capture: true },
      );
    });
    const announced = (text) =>
      page.waitForFunction((t) => document.querySelector('[id^="DndLiveRegion"]')?.textContent?.includes(t), text);
    const saveMs = [];
    for (let round = 0; round < ROUNDS; round++) {
      const down = round % 2 === 0;
      const from = down ? 1 : 1 + STEPS;
      await page
        .locator('[data-clip-id="5001"]')
        .getByRole('button', { name: /^Reorder / })
        .focus();
      const saved = page.waitForResponse((r) => r.url().includes('/rest/video/rearrange'));
      // the save makes the editor load the greeting again: the next round waits for that render
      const refreshed = page.waitForResponse((r) => r.url().includes('/rest/fizz/1001/detail') && r.request().method() === 'GET');
      await page.keyboard.press('Space');
      await announced(`It is at position ${from} of 100.`);
      for (let i = 1; i <= STEPS; i++) {
        await page.keyboard.press(down ? 'ArrowDown' : 'ArrowUp');
        await announced(`is over position ${down ? from + i : from - i} of 100.`);
      }
      const dropped = performance.now();
      await page.keyboard.press('Space');
      await saved;
      saveMs.push(performance.now() - dropped);
      await refreshed;
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
    }
    await page.waitForFunction((n) => window.__keyTimes.length === n, ROUNDS * (STEPS + 2));
    const keyTimes = await page.evaluate(() => window.__keyTimes);
    return { openMs, keyMedianMs: median(keyTimes), keyWorstMs: Math.max(...keyTimes), saveMs: median(saveMs) };
  } finally {
    await context.close();
  }
}

console.info(`bench:editor: building the app into ${outDir}…`);
await build({ logLevel: 'error', build: { outDir } });
const server = await preview({ build: { outDir }, preview: { port, strictPort: true } });
const { path: executablePath } = findChromium();
const browser = await chromium.launch({
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

try {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await run(browser));
  const figure = (label, key) => {
    const values = results.map((r) => r[key]);
    const runsText = values.map((v) => v.toFixed(1)).join(' / ');
    console.info(`  ${label.padEnd(52)} ${median(values).toFixed(1).padStart(7)} ms  (runs ${runsText})`);
  };
  console.info(`edit page with 100 clips, median of ${runs} runs:`);
  figure('open /edit/1001 until the 100th row shows', 'openMs');
  figure(`key press → next frame, median of ${ROUNDS * (STEPS + 2)} presses`, 'keyMedianMs');
  figure('key press → next frame, slowest press', 'keyWorstMs');
  figure(`drop → rearrange answered, median of ${ROUNDS} drops`, 'saveMs');
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}
