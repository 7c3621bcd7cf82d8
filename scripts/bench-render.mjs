// `npm run bench:render`: how fast this device makes a greeting's video. Builds the benchmark page
// (bench/render), opens it in headless Chromium, which makes a fixed greeting (a 5 s intro with its
// text, 6 photos, 4 clips of which one is portrait, music: about 61 s) and renders it at 720p30, then
// 1080p30. Prints the wall time, its ratio to the greeting's length, the file's size, the browser's
// peak memory, and the slowest answer to a click made while rendering. A benchmark, not a test.
//   npm run bench:render [-- --runs 3] [-- --heights 720,1080] [-- --long 180]
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { arg, median, openBuiltApp } from './benchApp.mjs';

const runs = Number(arg('runs', 1));
const heights = String(arg('heights', '720,1080')).split(',').map(Number);
/** --long 180: one 1080p clip of that many seconds instead, to see memory stay flat as the greeting grows. */
const long = Number(arg('long', 0));
const config = new URL('../bench/render/vite.config.ts', import.meta.url).pathname;

/** The browser's processes (it and everything it started). */
function browserFamily() {
  const parents = new Map();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      parents.set(pid, readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
    } catch {
      // the process ended meanwhile
    }
  }
  const family = new Set(
    execSync('pgrep -f -- "--remote-debugging-pipe" || true').toString().trim().split(/\s+/).filter(Boolean),
  );
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, parent] of parents) if (family.has(parent) && !family.has(pid)) grew = Boolean(family.add(pid));
  }
  return family;
}

/** CPU seconds the browser's processes have used so far (user and system; Linux). */
function browserCpuSeconds() {
  let ticks = 0;
  for (const pid of browserFamily()) {
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
function browserMemoryMb() {
  let kb = 0;
  for (const pid of browserFamily()) {
    try {
      kb += Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
    } catch {
      // the process ended meanwhile
    }
  }
  return kb / 1024;
}

const { browser, close } = await openBuiltApp({ vite: { configFile: config }, port: 4180 });

try {
  for (const height of heights) {
    const results = [];
    for (let run = 0; run < runs; run++) {
      const page = await browser.newPage();
      await page.goto(`http://localhost:4180/?height=${height}${long ? `&long=${long}` : ''}`);
      // the fixtures are made first; memory and clicks are watched once rendering starts
      await page.waitForFunction(() => document.getElementById('log')?.textContent?.includes('rendering'), null, {
        timeout: 300_000,
      });
      const before = browserMemoryMb();
      const cpuBefore = browserCpuSeconds();
      let peak = 0;
      const sampler = setInterval(() => (peak = Math.max(peak, browserMemoryMb())), 100);
      const clicker = setInterval(() => void page.click('#ping').catch(() => undefined), 500);
      const handle = await page.waitForFunction(() => window.benchResult, null, { timeout: 600_000, polling: 250 });
      clearInterval(sampler);
      clearInterval(clicker);
      const cpu = browserCpuSeconds() - cpuBefore;
      const result = await handle.jsonValue();
      if (result.error) throw new Error(result.error);
      const pings = await page.evaluate(() => window.benchPings);
      results.push({
        ...result,
        cpu,
        peakMb: peak,
        beforeMb: before,
        slowestClickMs: Math.max(0, ...pings),
        clicks: pings.length,
      });
      await page.close();
    }
    const r = (key) => median(results.map((x) => x[key]));
    console.info(
      `${height}p30: ${r('seconds').toFixed(1)} s for ${r('duration').toFixed(1)} s of greeting = ${r('ratio').toFixed(2)}× real time ` +
        `(${r('cpu').toFixed(1)} CPU s, ${(r('cpu') / r('seconds')).toFixed(2)} cores busy); ` +
        `${(r('bytes') / 1e6).toFixed(1)} MB (${results[0].file}); browser memory peak ${r('peakMb').toFixed(0)} MB (${r('beforeMb').toFixed(0)} MB before rendering); ` +
        `slowest click answer ${r('slowestClickMs').toFixed(0)} ms of ${r('clicks')}` +
        (runs > 1 ? ` (median of ${runs})` : ''),
    );
  }
} finally {
  await close();
}
