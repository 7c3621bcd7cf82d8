// `npm run perf`: Lighthouse mobile on the pages of a production build with mocking off, against
// `npm run mock:server`, 3 runs per route, each a cold first visit (empty HTTP cache) and then a
// repeat visit (the route loaded once before, its HTTP cache kept); prints the median and range of
// each figure and the first-load JavaScript per route, then stops every server it started. The build
// is served over HTTP/2 with TLS, as a CDN serves it (a self-signed certificate made for the run with
// the openssl CLI, which Chromium is told to accept); scripts/perfServer.mjs serves it.
// RUNS=1 npm run perf -- /vid/vid-1003   (fewer runs, or only some routes)
// npm run perf -- --cold                   (only cold visits; --repeat for only repeat visits)
// npm run perf -- --http1                  (over plain HTTP/1.1 instead, for comparison)
// Each run's whole Lighthouse report is kept in dist-perf/lighthouse/ (named …-http1.json with --http1).
// npm run perf -- --serve                  (build and serve as measured, for a look in a browser; with
//                                           or without --http1)
// npm run perf -- --applied                (Lighthouse's devtools throttling: the network and CPU really
//                                           slowed, instead of simulated from a fast load; see docs/performance.md)
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { findChromium, HEADLESS_CHROMIUM_FLAGS } from './find-chromium.mjs';
import { firstLoad, loadPageRoutes } from './bundle-budgets.mjs';
import { makeCertificate, serveBuild } from './perfServer.mjs';

const OUT = 'dist-perf';
const API_PORT = Number(process.env.PERF_API_PORT ?? 4011);
const WEB_PORT = Number(process.env.PERF_WEB_PORT ?? 4190);
const RUNS = Number(process.env.RUNS ?? 3);
const DEMO_SESSION = 'sess-demo';

// route to measure → its pattern in the route manifest (for the first-load JS) and whether it needs the demo session
const ALL = [
  ['/', '/', false],
  ['/browse', '/browse', false],
  ['/theme/1', '/theme/:themeId', false],
  ['/login', '/login', false],
  ['/vid/vid-1003', '/vid/:uuid', false],
  ['/in/inv-1001', '/in/:code', false],
  ['/edit/1001', '/edit/:greetingId', true],
  ['/checkout/1002', '/checkout/:greetingId', true],
  ['/preview/1001', '/preview/:greetingId', true],
];
const only = process.argv.slice(2).filter((a) => a.startsWith('/'));
const VISITS = ['cold', 'repeat'].filter((v) => !process.argv.includes(`--${v === 'cold' ? 'repeat' : 'cold'}`));
const APPLIED = process.argv.includes('--applied');
const ROUTES = only.length ? ALL.filter(([r]) => only.includes(r)) : ALL;
const HTTP1 = process.argv.includes('--http1');
const PROTOCOL = HTTP1 ? 'HTTP/1.1' : 'HTTP/2 (TLS)';

async function waitFor(url, ms = 30_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * One Lighthouse run of `route`. Cold: the browser's HTTP cache is emptied first (Lighthouse keeps
 * it, and the storage, when told `disableStorageReset`, which the signed-in routes need). Repeat:
 * the route is loaded once first, so its chunks and images come from the cache.
 */
async function measure(browser, origin, route, signedIn, visit, i) {
  const page = await browser.newPage();
  // a fresh start each run: no cached data, signed in where the route needs it
  await page.goto(`${origin}/favicon.svg`);
  await page.evaluate((signed) => {
    localStorage.clear();
    sessionStorage.clear();
    if (signed) localStorage.setItem('isAccount', 'true');
  }, signedIn);
  const client = await page.createCDPSession();
  await client.send('Network.clearBrowserCookies');
  await client.send('Network.clearBrowserCache');
  if (signedIn) await page.setCookie({ name: 'sessionId', value: DEMO_SESSION, url: origin });
  if (visit === 'repeat') await page.goto(`${origin}${route}`, { waitUntil: 'networkidle0' });
  const result = await lighthouse(
    `${origin}${route}`,
    {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
      ...(APPLIED ? { throttlingMethod: 'devtools' } : {}),
    },
    undefined,
    page,
  );
  // the whole report of each run, for a look at what blocked or moved (dist-perf/lighthouse/)
  mkdirSync(path.join(OUT, 'lighthouse'), { recursive: true });
  writeFileSync(
    path.join(
      OUT,
      'lighthouse',
      `${visit}${APPLIED ? '-applied' : ''}${route.replaceAll('/', '_')}-${i + 1}${HTTP1 ? '-http1' : ''}.json`,
    ),
    JSON.stringify(result.lhr),
  );
  const a = result.lhr.audits;
  // the JavaScript the page requested while it loaded (transfer sizes, so gzipped)
  const js = (a['network-requests'].details?.items ?? [])
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  await page.close();
  return {
    score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
    fcp: a['first-contentful-paint'].numericValue,
    lcp: a['largest-contentful-paint'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    js,
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (xs, f) => (xs.length > 1 ? `${f(median(xs))} (${f(Math.min(...xs))}–${f(Math.max(...xs))})` : f(xs[0]));

async function main() {
  // the certificate first: without openssl, better to fail before the build than after it
  const tls = HTTP1 ? undefined : makeCertificate();
  console.info('Building with mocking off…');
  const build = spawnSync('npx', ['vite', 'build', '--manifest', '--logLevel', 'warn', '--outDir', OUT], {
    stdio: 'inherit',
    env: { ...process.env, VITE_API_MOCKING: 'off', VITE_API_BASE_URL: '' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);

  const api = spawn('node', ['--import', 'tsx', 'mocks/server.ts'], {
    env: { ...process.env, PORT: String(API_PORT) },
    stdio: 'ignore',
  });
  const chromePath = findChromium().path ?? '/usr/bin/chromium';
  let web;
  let browser;
  try {
    web = await serveBuild({ root: OUT, port: WEB_PORT, apiPort: API_PORT, tls });
    await waitFor(`http://127.0.0.1:${API_PORT}/rest/theme-v3`);
    if (process.argv.includes('--serve')) {
      // the same build and servers, kept up for a look with a browser's own tools (Ctrl-C stops them)
      const trust = HTTP1 ? '' : ' Its certificate is self-signed: accept it in the browser.';
      console.info(`Serving the build over ${PROTOCOL} on ${web.origin} (fake server on :${API_PORT}); Ctrl-C to stop.${trust}`);
      await new Promise((resolve) => process.once('SIGINT', resolve));
      return;
    }
    browser = await puppeteer.launch({
      executablePath: chromePath,
      headless: true,
      // the self-signed certificate accepted (HTTP/2 mode only)
      args: HTTP1 ? HEADLESS_CHROMIUM_FLAGS : [...HEADLESS_CHROMIUM_FLAGS, '--ignore-certificate-errors'],
    });
    const manifest = JSON.parse(readFileSync(path.join(OUT, '.vite/manifest.json'), 'utf8'));
    const modules = new Map((await loadPageRoutes()).map((r) => [r.path, r.page]));
    const gz = (file) => gzipSync(readFileSync(path.join(OUT, file)), { level: 9 }).length;
    const rows = [];
    // one run thrown away: the first Lighthouse run of a fresh browser pays its own start-up
    const warmUp = await browser.newPage();
    await lighthouse(`${web.origin}/`, { output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, undefined, warmUp);
    await warmUp.close();
    for (const visit of VISITS) {
      for (const [route, pattern, signedIn] of ROUTES) {
        const runs = [];
        for (let i = 0; i < RUNS; i += 1) runs.push(await measure(browser, web.origin, route, signedIn, visit, i));
        const file = modules.get(pattern);
        const js = file && manifest[file] ? firstLoad(manifest, file, gz) / 1000 : NaN;
        rows.push({ visit, route, runs, js });
        console.info(`measured ${route} (${visit})`);
      }
    }
    const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
    for (const visit of VISITS) {
      console.info(
        `\n${visit === 'cold' ? 'Cold first visits (empty HTTP cache)' : 'Repeat visits (the route loaded once before; HTTP cache kept)'} over ${PROTOCOL}`,
      );
      console.info(
        `\n| route | performance | FCP | LCP | TBT | CLS | JS requested (gzip) | first-load JS (gzip) |\n|---|---|---|---|---|---|---|---|`,
      );
      for (const { route, runs, js } of rows.filter((r) => r.visit === visit)) {
        const col = (k, f) =>
          fmt(
            runs.map((r) => r[k]),
            f,
          );
        console.info(
          `| ${route} | ${col('score', String)} | ${col('fcp', s)} | ${col('lcp', s)} | ${col('tbt', (ms) => `${Math.round(ms)} ms`)} | ${col('cls', (c) => c.toFixed(3))} | ${col('js', (b) => `${(b / 1000).toFixed(1)} kB`)} | ${js.toFixed(1)} kB |`,
        );
      }
    }
    const how = APPLIED ? 'devtools throttling: slow 4G and 4x CPU applied' : 'simulated slow 4G, 4x CPU slowdown';
    console.info(`\nLighthouse ${RUNS} run(s) per route, mobile preset (${how}); median (range).`);
  } finally {
    await browser?.close();
    web?.close();
    api.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
