// A bounded load test of the fake server over real HTTP (issue 20 §5). It starts
// `npm run mock:server`'s command on a free port, sends a mix of reads and writes as the demo user
// from N keep-alive connections for D seconds, stops the server, and prints requests per second,
// latency (p50, p90, p99, max), errors, the server's memory (RSS) before, at peak and after, and a
// consistency check: the final clip order and music equal the last write acknowledged, no clip
// is lost or doubled, and every acknowledged comment is stored exactly once.
//   node scripts/load-test.mjs                        (50 connections, 20 s)
//   node scripts/load-test.mjs --connections=10 --duration=5
// Exits 1 on any error or inconsistency. Node's own http client only: no dependency.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HOST = '127.0.0.1';
const SESSION = { 'X-Session-Id': 'sess-demo' };
const GREETING = 1001;
/** The demo greeting's clips (mocks/db/seed/fizzes.ts) and the music it may pick (ids 1-9). */
const CLIPS = [5001, 5002, 5003, 5004, 5005];
const MUSIC = [1, 2, 3, 4, 5, 6, 7, 8, 9];

function flag(name, fallback) {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = found ? Number(found.split('=')[1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}
const CONNECTIONS = flag('connections', 50);
const DURATION_S = flag('duration', 20);

// ---------------------------------------------------------------- the server

/** `npm run mock:server`'s command, run directly so its pid is the server's (for ps). */
function mockServerCommand() {
  const script = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts['mock:server'];
  const [cmd, ...args] = script.split(/\s+/);
  if (cmd !== 'node') throw new Error(`unexpected mock:server script: ${script}`);
  return args;
}

/** Starts it with PORT=0 (a free port; HOST for when the server reads it) and resolves when it prints where it listens. */
function startServer() {
  const child = spawn(process.execPath, mockServerCommand(), {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST, SCENARIO: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`the fake server did not start in 60 s\n${stderr}`)), 60_000);
    child.stdout.on('data', (d) => {
      out += d;
      const match = /Fake server on http:\/\/[^:]+:(\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({ child, port: Number(match[1]), stderr: () => stderr });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the fake server exited (${code}) before it listened\n${stderr}`));
    });
  });
}

function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 5000).unref();
  });
}

/** Resident memory of a process in MB, from ps (the server exposes nothing itself). */
function rssMb(pid) {
  try {
    return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) / 1024;
  } catch {
    return NaN;
  }
}

/**
 * CPU seconds the process has used (user + system), from /proc: a figure that, unlike latency,
 * does not depend on what else the machine is running. NaN where /proc is missing.
 */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    return (Number(fields[11]) + Number(fields[12])) / ticks;
  } catch {
    return NaN;
  }
}

// ---------------------------------------------------------------- requests

function call(agent, port, method, pathName, body) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers = {
    ...SESSION,
    ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } : {}),
  };
  const started = process.hrtime.bigint();
  return new Promise((resolve) => {
    const req = request({ host: HOST, port, method, path: pathName, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const ackAt = process.hrtime.bigint();
        let json = null;
        try {
          json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          /* counted as an error below */
        }
        const ok = res.statusCode === 200 && json?.status === 'success';
        resolve({
          ok,
          status: res.statusCode,
          json,
          ms: Number(ackAt - started) / 1e6,
          ackAt,
          error: ok ? null : `HTTP ${res.statusCode} ${json?.message ?? ''}`.trim(),
        });
      });
      res.on('error', (e) =>
        resolve({
          ok: false,
          status: 0,
          json: null,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
          ackAt: null,
          error: e.code ?? e.message,
        }),
      );
    });
    req.on('error', (e) =>
      resolve({
        ok: false,
        status: 0,
        json: null,
        ms: Number(process.hrtime.bigint() - started) / 1e6,
        ackAt: null,
        error: e.code ?? e.message,
      }),
    );
    req.end(payload);
  });
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];
function shuffled(list) {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

let commentSeq = 0;
/** The mix: 70 % reads, 30 % writes. Each entry: [label, weight, () => [method, path, body, written value]]. */
const MIX = [
  ['GET  /rest/fizz/list', 20, () => ['GET', '/rest/fizz/list']],
  [
    'GET  /rest/fizz/{id}/detail?type=edit-flow',
    20,
    () => ['GET', `/rest/fizz/${GREETING}/detail?type=edit-flow&cache=${Date.now()}`],
  ],
  ['GET  /rest/theme-v3', 15, () => ['GET', '/rest/theme-v3?cache=1']],
  ['GET  /rest/vid/{uuid}/fizz', 15, () => ['GET', '/rest/vid/vid-1003/fizz']],
  [
    'PUT  /rest/fizz/{id}/music',
    10,
    () => {
      const musicId = pick(MUSIC);
      return ['PUT', `/rest/fizz/${GREETING}/music`, { musicId }, musicId];
    },
  ],
  [
    'PUT  /rest/video/rearrange',
    10,
    () => {
      const videos = shuffled(CLIPS);
      return ['PUT', '/rest/video/rearrange', { videos }, videos.join(',')];
    },
  ],
  [
    'POST /rest/fizz/{uuid}/comment',
    10,
    () => {
      const body = `Load test comment ${++commentSeq} ${process.pid}`;
      return ['POST', '/rest/fizz/vid-1003/comment', { parentUUID: null, body, firstName: 'Load', lastName: 'Test' }, body];
    },
  ],
];
const TOTAL_WEIGHT = MIX.reduce((sum, [, w]) => sum + w, 0);
function nextRequest() {
  let r = Math.random() * TOTAL_WEIGHT;
  for (const entry of MIX) {
    r -= entry[1];
    if (r < 0) return entry;
  }
  return MIX[0];
}

// ---------------------------------------------------------------- the run

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function run() {
  console.info(`load test: starting the fake server (${mockServerCommand().join(' ')}) on ${HOST}, a free port`);
  const server = await startServer();
  const { child, port } = server;
  const stopOnSignal = () => void stopServer(child).then(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS, maxFreeSockets: CONNECTIONS });
    // the first answers load the handlers' code: warm up before measuring memory and latency
    for (const [, , make] of MIX.slice(0, 4)) await call(agent, port, ...make().slice(0, 2));
    const initial = await call(agent, port, 'GET', `/rest/fizz/${GREETING}/detail?type=edit-flow`);
    const commentsBefore = countComments((await call(agent, port, 'GET', '/rest/fizz/vid-1003/comment')).json);
    const rssBefore = rssMb(child.pid);
    const cpuBefore = cpuSeconds(child.pid);
    const loadBefore = loadavg()[0];
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(child.pid))), 1000);

    console.info(`load test: ${CONNECTIONS} connections for ${DURATION_S} s against http://${HOST}:${port} ...`);
    const stats = new Map(MIX.map(([label]) => [label, { ms: [], errors: 0, errorKinds: new Map() }]));
    const acked = { music: [], order: [], comments: [] };
    const started = process.hrtime.bigint();
    const deadline = Date.now() + DURATION_S * 1000;
    const worker = async () => {
      while (Date.now() < deadline) {
        const [label, , make] = nextRequest();
        const [method, pathName, body, written] = make();
        const answer = await call(agent, port, method, pathName, body);
        const s = stats.get(label);
        s.ms.push(answer.ms);
        if (!answer.ok) {
          s.errors += 1;
          s.errorKinds.set(answer.error, (s.errorKinds.get(answer.error) ?? 0) + 1);
          continue;
        }
        if (label.includes('/music')) acked.music.push({ value: written, ackAt: answer.ackAt });
        if (label.includes('rearrange')) acked.order.push({ value: written, ackAt: answer.ackAt });
        if (label.includes('comment')) acked.comments.push(written);
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, worker));
    const elapsedS = Number(process.hrtime.bigint() - started) / 1e9;
    clearInterval(sampler);
    const rssAfter = rssMb(child.pid);
    const cpuUsed = cpuSeconds(child.pid) - cpuBefore;
    rssPeak = Math.max(rssPeak, rssAfter);

    // ---------------------------------------------------------------- consistency
    const final = await call(agent, port, 'GET', `/rest/fizz/${GREETING}/detail?type=edit-flow`);
    const comments = await call(agent, port, 'GET', '/rest/fizz/vid-1003/comment');
    const alive = await call(agent, port, 'GET', '/rest/theme-v3?cache=2');
    agent.destroy();
    const consistency = checkConsistency({ initial, final, comments, commentsBefore, acked });

    // ---------------------------------------------------------------- report
    const all = [...stats.values()].flatMap((s) => s.ms).sort((a, b) => a - b);
    const errors = [...stats.values()].reduce((n, s) => n + s.errors, 0);
    const rows = [...stats.entries()].map(([label, s]) => {
      const sorted = [...s.ms].sort((a, b) => a - b);
      return [
        label,
        s.ms.length,
        (s.ms.length / elapsedS).toFixed(0),
        fmt(percentile(sorted, 50)),
        fmt(percentile(sorted, 99)),
        fmt(sorted.at(-1)),
        s.errors,
      ];
    });
    rows.push([
      'all',
      all.length,
      (all.length / elapsedS).toFixed(0),
      fmt(percentile(all, 50)),
      fmt(percentile(all, 99)),
      fmt(all.at(-1)),
      errors,
    ]);
    console.info('');
    console.info(
      `load test: ${CONNECTIONS} connections, ${elapsedS.toFixed(1)} s, node ${process.version}, ${availableParallelism()} cores, ` +
        `load average ${loadBefore.toFixed(1)} before / ${loadavg()[0].toFixed(1)} after (other work on the machine slows every figure but the CPU per request)`,
    );
    printTable(['call', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors'], rows);
    console.info('');
    printTable(
      ['figure', 'value'],
      [
        ['requests per second', (all.length / elapsedS).toFixed(0)],
        [
          'latency p50 / p90 / p99 / max (ms)',
          [50, 90, 99]
            .map((p) => fmt(percentile(all, p)))
            .concat(fmt(all.at(-1)))
            .join(' / '),
        ],
        ['errors', `${errors} of ${all.length}`],
        ['server RSS before / peak / after (MB)', [rssBefore, rssPeak, rssAfter].map((m) => m.toFixed(1)).join(' / ')],
        ['server CPU used (s) / per request (ms)', `${cpuUsed.toFixed(1)} / ${((cpuUsed * 1000) / all.length).toFixed(2)}`],
        ['server up after the run', alive.ok ? 'yes' : `NO (${alive.error})`],
        ...consistency.rows,
      ],
    );
    for (const [label, s] of stats) for (const [kind, n] of s.errorKinds) console.info(`  error: ${label}: ${kind} × ${n}`);
    const passed = errors === 0 && alive.ok && consistency.ok && server.stderr().trim() === '';
    if (server.stderr().trim()) console.info(`server stderr:\n${server.stderr()}`);
    console.info(`\nload test: ${passed ? 'PASSED' : 'FAILED'}`);
    return passed;
  } finally {
    await stopServer(child);
    process.removeListener('SIGINT', stopOnSignal);
    process.removeListener('SIGTERM', stopOnSignal);
  }
}

function countComments(json) {
  return (json?.comments ?? []).reduce((n, c) => n + 1 + (c.childComments?.length ?? 0), 0);
}

/** The last acknowledged write, and whether another write was acknowledged within 1 ms of it (order unknowable). */
function lastAcked(list) {
  if (!list.length) return null;
  const sorted = [...list].sort((a, b) => (a.ackAt < b.ackAt ? -1 : a.ackAt > b.ackAt ? 1 : 0));
  const last = sorted.at(-1);
  const near = sorted.filter((w) => last.ackAt - w.ackAt < 1_000_000n).map((w) => w.value);
  return { value: last.value, near };
}

function checkConsistency({ initial, final, comments, commentsBefore, acked }) {
  const rows = [];
  let ok = final.ok && comments.ok;
  const fizz = final.json?.fizz;
  const order = (fizz?.videos ?? []).map((v) => v.id).join(',');
  const indexes = (fizz?.videos ?? []).map((v) => v.index).join(',');
  const music = fizz?.music?.defaultMusicId;

  const check = (name, expected, actual, list) => {
    if (!list.length) {
      const same = String(actual) === String(expected);
      rows.push([
        name,
        same ? `unchanged (${actual}), no write acknowledged` : `CHANGED to ${actual} without an acknowledged write`,
      ]);
      ok &&= same;
      return;
    }
    const last = lastAcked(list);
    const everWritten = list.some((w) => String(w.value) === String(actual));
    if (String(actual) === String(last.value)) rows.push([name, `${actual} = the last of ${list.length} acknowledged writes`]);
    else if (last.near.map(String).includes(String(actual)))
      rows.push([name, `${actual}: acknowledged within 1 ms of the last (${last.value}); order not observable`]);
    else {
      rows.push([
        name,
        `LOST UPDATE: ${actual}, but the last acknowledged write was ${last.value}${everWritten ? ' (an older write)' : ' (never written)'}`,
      ]);
      ok = false;
    }
  };
  check('final music = last acknowledged write', initial.json?.fizz?.music?.defaultMusicId, music, acked.music);
  check(
    'final clip order = last acknowledged write',
    (initial.json?.fizz?.videos ?? []).map((v) => v.id).join(','),
    order,
    acked.order,
  );

  const sameClips = [...(fizz?.videos ?? []).map((v) => v.id)].sort().join(',') === [...CLIPS].sort().join(',');
  const dense = indexes === CLIPS.map((_, i) => i).join(',');
  rows.push([
    'clips kept (none lost or doubled, indexes 0..n-1)',
    sameClips && dense ? `yes (${CLIPS.length})` : `NO: ids ${order}, indexes ${indexes}`,
  ]);
  ok &&= sameClips && dense;

  const bodies = new Map();
  for (const c of comments.json?.comments ?? []) bodies.set(c.body, (bodies.get(c.body) ?? 0) + 1);
  const missing = acked.comments.filter((b) => !bodies.has(b)).length;
  const doubled = acked.comments.filter((b) => (bodies.get(b) ?? 0) > 1).length;
  const stored = countComments(comments.json) - commentsBefore;
  rows.push([
    'acknowledged comments stored once',
    missing === 0 && doubled === 0 && stored === acked.comments.length
      ? `yes (${acked.comments.length})`
      : `NO: ${acked.comments.length} acknowledged, ${stored} stored, ${missing} missing, ${doubled} doubled`,
  ]);
  ok &&= missing === 0 && doubled === 0 && stored === acked.comments.length;
  return { ok, rows };
}

const fmt = (ms) => (Number.isFinite(ms) ? ms.toFixed(1) : '-');

function printTable(head, rows) {
  const widths = head.map((h, i) => Math.max(String(h).length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) =>
    `| ${cells.map((c, i) => (typeof c === 'number' || /^[\d.]+$/.test(String(c)) ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i]))).join(' | ')} |`;
  console.info(line(head));
  console.info(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  rows.forEach((r) => console.info(line(r)));
}

run().then(
  (passed) => process.exit(passed ? 0 : 1),
  (error) => {
    console.error('load test failed to run:', error);
    process.exit(1);
  },
);
