// `npm run bench:render`: how fast a device makes a greeting's video, in each engine. Builds the
// benchmark page (bench/render); headless Chromium makes the fixed greeting's files once (a 5 s intro
// with its text, 6 photos, 4 clips of which one is portrait, music: about 61 s; kept in
// node_modules/.cache), then each engine asked for renders those same files at 720p30, then 1080p30.
// Prints the wall time, its ratio to the greeting's length, the file's size, the browser's peak
// memory, and the slowest answer to a click made while rendering. A benchmark, not a test.
//   npm run bench:render [-- --runs 3] [-- --heights 720,1080] [-- --long 180]
//                        [-- --engine chromium,firefox,webkit]   (one session, one after another)
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { arg, median, openBuiltApp } from './benchApp.mjs';
import { openEngine } from './benchEngines.ts';

const runs = Number(arg('runs', 1));
const heights = String(arg('heights', '720,1080')).split(',').map(Number);
/** --long 180: one 1080p clip of that many seconds instead, to see memory stay flat as the greeting grows. */
const long = Number(arg('long', 0));
const engines = String(arg('engine', 'chromium')).split(',');
const config = new URL('../bench/render/vite.config.ts', import.meta.url).pathname;
const served = new URL('../dist-bench/fixtures/', import.meta.url).pathname;
const PORT = 4180;

/** The browser's processes: the one `pattern` names and everything it started. */
function browserFamily(pattern) {
  const parents = new Map();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      parents.set(pid, readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
    } catch {
      // the process ended meanwhile
    }
  }
  const family = new Set(execSync(`pgrep -f -- "${pattern}" || true`).toString().trim().split(/\s+/).filter(Boolean));
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, parent] of parents) if (family.has(parent) && !family.has(pid)) grew = Boolean(family.add(pid));
  }
  return family;
}

/** CPU seconds the browser's processes have used so far (user and system; Linux). */
function browserCpuSeconds(pattern) {
  let ticks = 0;
  for (const pid of browserFamily(pattern)) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks / 100;
}

/** The memory the browser and its processes hold (proportional set size: shared pages count once), in MB (Linux). */
function browserMemoryMb(pattern) {
  let kb = 0;
  for (const pid of browserFamily(pattern)) {
    try {
      kb += Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
    } catch {
      // the process ended meanwhile
    }
  }
  return kb / 1024;
}

/**
 * The greeting's files, made in Chromium by the page's ?make mode, kept in a cache named by the code
 * that makes them, and copied to where the page fetches them (/fixtures/).
 */
async function serveFixtures(browser) {
  const code = ['fixtures.ts', 'greeting.ts'].map((f) => readFileSync(new URL(`../bench/render/${f}`, import.meta.url)));
  const key = createHash('sha256').update(Buffer.concat(code)).update(String(long)).digest('hex').slice(0, 12);
  const cache = new URL(`../node_modules/.cache/bench-render/${key}/`, import.meta.url).pathname;
  if (!existsSync(cache)) {
    console.info('making the greeting’s files in Chromium…');
    const page = await browser.newPage();
    await page.goto(`http://localhost:${PORT}/?make${long ? `&long=${long}` : ''}`);
    await page.waitForFunction(() => window.benchFixtureNames);
    const partial = `${cache.replace(/\/$/, '')}.partial/`;
    mkdirSync(partial, { recursive: true });
    for (const name of await page.evaluate(() => window.benchFixtureNames)) {
      const base64 = await page.evaluate((n) => window.benchFixture(n), name);
      writeFileSync(partial + name, Buffer.from(base64, 'base64'));
    }
    await page.close();
    renameSync(partial, cache);
  }
  cpSync(cache, served, { recursive: true });
}

const { browser, close } = await openBuiltApp({ vite: { configFile: config }, port: PORT });

try {
  await serveFixtures(browser);
  for (const engine of engines) {
    const opened = await openEngine(engine, browser);
    try {
      for (const height of heights) await measure(engine, opened, height);
    } finally {
      await opened.close();
    }
  }
} finally {
  await close();
}

/** `runs` renders at `height` in `engine`; prints their medians. */
async function measure(engine, opened, height) {
  const pattern = opened.processPattern;
  const results = [];
  for (let run = 0; run < runs; run++) {
    const page = await opened.open(`http://localhost:${PORT}/?height=${height}${long ? `&long=${long}` : ''}`);
    const answer = async (expression, timeout) => {
      for (const until = Date.now() + timeout; Date.now() < until; await new Promise((r) => setTimeout(r, 250))) {
        const value = await page.run(expression);
        if (value) return value;
      }
      throw new Error(`${engine}: no ${expression} in ${timeout / 1000} s`);
    };
    // the files are fetched first; memory and clicks are watched once rendering starts
    await answer(`document.getElementById('log')?.textContent?.includes('rendering')`, 300_000);
    const before = browserMemoryMb(pattern);
    const cpuBefore = browserCpuSeconds(pattern);
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, browserMemoryMb(pattern))), 100);
    // one click at a time: the next is sent half a second after the last was taken
    let clicking = true;
    const clicker = (async () => {
      while (clicking) {
        await page.click('#ping').catch(() => undefined);
        await new Promise((r) => setTimeout(r, 500));
      }
    })();
    const result = await answer('window.benchResult', 900_000).finally(async () => {
      clearInterval(sampler);
      clicking = false;
      await clicker;
    });
    const cpu = browserCpuSeconds(pattern) - cpuBefore;
    if (result.error) throw new Error(`${engine}: ${result.error}`);
    const pings = await page.run('window.benchPings');
    results.push({ ...result, cpu, peakMb: peak, beforeMb: before, slowestClickMs: Math.max(0, ...pings), clicks: pings.length });
    await page.close();
  }
  const r = (key) => median(results.map((x) => x[key]));
  console.info(
    `${engine} ${height}p30: ${r('seconds').toFixed(1)} s for ${r('duration').toFixed(1)} s of greeting = ${r('ratio').toFixed(2)}× real time ` +
      `(${r('cpu').toFixed(1)} CPU s, ${(r('cpu') / r('seconds')).toFixed(2)} cores busy); ` +
      `${(r('bytes') / 1e6).toFixed(1)} MB (${results[0].file}; ${results[0].codecs}); browser memory peak ${r('peakMb').toFixed(0)} MB (${r('beforeMb').toFixed(0)} MB before rendering); ` +
      `slowest click answer ${r('slowestClickMs').toFixed(0)} ms of ${r('clicks')}` +
      (runs > 1 ? ` (median of ${runs})` : ''),
  );
}
