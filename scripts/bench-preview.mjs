// `npm run bench:preview`: how soon the instant preview shows its first frame on a cold visit to
// /preview/1001?watch=1 (the editor's 'Watch it now' link) as the demo user. Builds the app (the
// in-browser fake server on, as the e2e journeys run it), serves it with vite preview, and opens the
// page in headless Chromium, each run in a new browser context (an empty HTTP cache, a fresh fake
// server) with the CPU slowed 4x (CDP Emulation.setCPUThrottlingRate). A benchmark, not a test.
//
// The figure: from the page's data arriving (the response end of GET /rest/fizz/1001/detail?type=
// edit-flow, the query the route's loader starts and the player reads) to the first frame painted
// (the frame in which the player set its 'instant-preview:first-frame' mark: set once the stage's
// canvas has drawn a picture of the greeting, a video frame, photo or thumbnail). Not a pixel check:
// the intro fades in from black, so its first frame is black. Goal: under 1 s.
//
// The fake server makes the finished video in this tab as the preview opens (a real server makes it
// elsewhere): by default that render is held ('processing-stuck', as e2e/preview.spec.ts does), so
// it takes no CPU from the page; --with-render lets it run.
//   npm run bench:preview [-- --runs 3] [-- --port 4183] [-- --with-render]
import { arg, median, openBuiltApp } from './benchApp.mjs';

const runs = Number(arg('runs', 3));
const port = Number(arg('port', 4183));
const withRender = process.argv.includes('--with-render');
const origin = `http://localhost:${port}`;
const outDir = 'dist-bench-preview';
const GREETING = 1001;
const CPU_SLOWDOWN = 4;
const GOAL_MS = 1000;
// set by src/features/preview/components/player/InstantPlayer.tsx (FIRST_FRAME_MARK)
const FIRST_FRAME_MARK = 'instant-preview:first-frame';

/**
 * In the page, before its scripts: when the player sets its first-frame mark (inside the
 * requestAnimationFrame callback that drew the frame on the canvas), a message posted then runs as
 * the next task, once that frame's rendering step (style, layout, paint) is done: its time is the
 * first frame painted.
 */
function watchFirstFrame(markName) {
  const w = window;
  const mark = performance.mark.bind(performance);
  performance.mark = (name, options) => {
    const entry = mark(name, options);
    if (name === markName && w.__firstFramePainted === undefined) {
      w.__firstFramePainted = null;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (w.__firstFramePainted = performance.now());
      channel.port2.postMessage(null);
    }
    return entry;
  };
}

/** One cold visit: times in ms on the page's clock (0 = navigation start). */
async function run(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'allow' });
  const errors = [];
  try {
    // the demo user's session, as the login call would set it (e2e's freshAsDemo)
    await context.addCookies([{ name: 'sessionId', value: 'sess-demo', url: origin, sameSite: 'Lax' }]);
    await context.addInitScript(
      ([held]) => {
        localStorage.setItem('isAccount', 'true');
        if (held && !sessionStorage.getItem('vg-mock-scenarios'))
          sessionStorage.setItem('vg-mock-scenarios', JSON.stringify(['processing-stuck']));
      },
      [!withRender],
    );
    await context.addInitScript(watchFirstFrame, FIRST_FRAME_MARK);
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    await page.goto(`${origin}/preview/${GREETING}?watch=1`);
    await page.waitForFunction(() => typeof window.__firstFramePainted === 'number', null, { timeout: 90_000, polling: 100 });
    const figures = await page.evaluate(
      ([greeting, markName]) => {
        const resources = performance.getEntriesByType('resource');
        const detail = resources.filter((e) => {
          const url = new URL(e.name);
          return url.pathname === `/rest/fizz/${greeting}/detail` && url.searchParams.get('type') === 'edit-flow';
        });
        const finalize = resources.find((e) => new URL(e.name).pathname === `/rest/fizz/${greeting}/new-finalize`);
        const drawn = performance.getEntriesByName(markName)[0];
        return {
          detailCalls: detail.length,
          dataAt: detail[0]?.responseEnd ?? null,
          finalizeAt: finalize?.responseEnd ?? null,
          drawnAt: drawn.startTime,
          paintedAt: window.__firstFramePainted,
        };
      },
      [GREETING, FIRST_FRAME_MARK],
    );
    if (figures.dataAt === null)
      throw new Error(`no GET /rest/fizz/${GREETING}/detail?type=edit-flow in the page's resource timing`);
    if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
    return { ...figures, dataToFrame: figures.paintedAt - figures.dataAt };
  } finally {
    await context.close();
  }
}

console.info(`bench:preview: building the app into ${outDir}…`);
const { browser, close } = await openBuiltApp({
  vite: { logLevel: 'error', build: { outDir } },
  port,
  chromiumArgs: ['--autoplay-policy=no-user-gesture-required'],
});

try {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const r = await run(browser);
    results.push(r);
    console.info(
      `  run ${i + 1}: data ${r.dataAt.toFixed(0)} ms → first frame painted ${r.paintedAt.toFixed(0)} ms` +
        ` (drawn ${r.drawnAt.toFixed(0)} ms; combine answered ${r.finalizeAt?.toFixed(0) ?? '?'} ms;` +
        ` ${r.detailCalls} detail call${r.detailCalls === 1 ? '' : 's'}): ${r.dataToFrame.toFixed(0)} ms`,
    );
  }
  const values = results.map((r) => r.dataToFrame);
  const m = median(values);
  console.info(
    `\ninstant preview, cold /preview/${GREETING}?watch=1, CPU ${CPU_SLOWDOWN}x slower, ` +
      `fake server's render ${withRender ? 'running' : 'held'}, ${runs} run${runs === 1 ? '' : 's'}:`,
  );
  const line = (label, text) => console.info(`  ${label.padEnd(40)} ${text}`);
  const ms = (v) => `${v.toFixed(0)} ms`;
  line('data arrived → first frame painted', `median ${ms(m)}   min ${ms(Math.min(...values))}   max ${ms(Math.max(...values))}`);
  // the page shows its player only once the combine request (PUT new-finalize) has answered too
  const afterBoth = results.filter((r) => r.finalizeAt !== null).map((r) => r.paintedAt - Math.max(r.dataAt, r.finalizeAt));
  if (afterBoth.length) line('data and combine answered → painted', `median ${ms(median(afterBoth))}`);
  line('navigation → first frame painted', `median ${ms(median(results.map((r) => r.paintedAt)))}`);
  line(`goal: data → painted under ${ms(GOAL_MS)}`, m < GOAL_MS ? 'met (median)' : 'NOT met (median)');
} finally {
  await close();
}
