// The first-load JavaScript of every route in the route manifest, from a production build's manifest
// (mocking off, as visitors get it), checked against the budgets in perf-budgets.json.
// `node scripts/bundle-budgets.mjs`            build into dist-budget/, check, exit 1 naming any route over
// `node scripts/bundle-budgets.mjs --no-build` check the last build
// `node scripts/bundle-budgets.mjs --json`     print the figures as JSON (used by npm run perf)
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

const OUT = process.env.BUDGET_OUT_DIR ?? 'dist-budget';
const args = new Set(process.argv.slice(2));

/**
 * Every route with a page (src/app/routeManifest.ts's PAGE_ROUTES: `path`, and `page`, its page's
 * source file). The manifest is TypeScript: tsx loads it.
 */
export async function loadPageRoutes() {
  const { tsImport } = await import('tsx/esm/api');
  return (await tsImport('../src/app/routeManifest.ts', import.meta.url)).PAGE_ROUTES;
}

/** Files a chunk loads before it runs: itself and its static imports, recursively. */
export function staticClosure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

/** The app's start: the entry and its static imports. */
export function shellFiles(manifest) {
  return staticClosure(manifest, 'index.html');
}

export function firstLoad(manifest, pageKey, sizeOf) {
  const keys = new Set([...shellFiles(manifest), ...staticClosure(manifest, pageKey)]);
  let bytes = 0;
  for (const k of keys) bytes += sizeOf(manifest[k].file);
  return bytes;
}

export function budgetFor(route, budgets) {
  return budgets.routes[route] ?? budgets.default;
}

/** The failure naming each route over its budget, or null when all are within. */
export function overBudget(rows) {
  const over = rows.filter((r) => r.kb > r.budget);
  return over.length
    ? `First-load JavaScript over budget: ${over.map((r) => `${r.route} ${r.kb} kB > ${r.budget} kB`).join('; ')}`
    : null;
}

async function main() {
  if (!args.has('--no-build')) {
    const build = spawnSync('npx', ['vite', 'build', '--manifest', '--logLevel', 'warn', '--outDir', OUT], {
      stdio: 'inherit',
      env: { ...process.env, VITE_API_MOCKING: 'off' },
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const manifest = JSON.parse(readFileSync(path.join(OUT, '.vite/manifest.json'), 'utf8'));
  const budgets = JSON.parse(readFileSync('perf-budgets.json', 'utf8'));
  const sizes = new Map();
  const gzipSize = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(OUT, file)), { level: 9 }).length);
    return sizes.get(file);
  };
  const rows = (await loadPageRoutes()).map(({ path: route, page: file }) => {
    if (!manifest[file]) throw new Error(`${file} (route ${route}) is not in the build manifest`);
    const kb = firstLoad(manifest, file, gzipSize) / 1000;
    const budget = budgetFor(route, budgets);
    return { route, kb: Math.round(kb * 10) / 10, budget, over: kb > budget };
  });
  if (args.has('--json')) {
    console.info(JSON.stringify(rows));
    return;
  }
  const width = Math.max(...rows.map((r) => r.route.length));
  for (const r of rows)
    console.info(`${r.over ? '✖' : '✔'} ${r.route.padEnd(width)}  ${r.kb.toFixed(1).padStart(6)} kB  (budget ${r.budget} kB)`);
  const failure = overBudget(rows);
  if (failure) {
    console.error(`\n${failure}`);
    process.exit(1);
  }
  console.info(`\nAll ${rows.length} routes within their first-load JavaScript budgets (gzip).`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
