// Finds a Chromium for Playwright: CHROMIUM_PATH / PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH, then the
// system Chromium (/usr/bin/chromium, Debian's `chromium` package), then Playwright's own browser.
// Returns { path, source } or { path: undefined, source: 'playwright' } when Playwright's own is used.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const SYSTEM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

export function findChromium(env = process.env, exists = existsSync) {
  const fromEnv = env.CHROMIUM_PATH || env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH;
  if (fromEnv) {
    if (exists(fromEnv)) return { path: fromEnv, source: 'environment variable' };
    throw new Error(`CHROMIUM_PATH points to ${fromEnv}, which does not exist. Fix it, or unset it to use the system Chromium.`);
  }
  const system = SYSTEM_CANDIDATES.find((p) => exists(p));
  if (system) return { path: system, source: 'system Chromium' };
  return { path: undefined, source: 'playwright' };
}

/** Playwright's own Chromium, if it is already downloaded. */
function playwrightBrowserReady() {
  try {
    const out = execSync('npx playwright install --dry-run chromium', { stdio: ['ignore', 'pipe', 'ignore'] }).toString();
    const loc = /Install location:\s*(\S+)/.exec(out);
    return Boolean(loc && existsSync(loc[1]));
  } catch {
    return false;
  }
}

/** Makes sure a browser exists, installing one where it can, and says what it used. */
export function ensureChromium() {
  let found = findChromium();
  if (found.path) {
    console.info(`e2e: using ${found.source} at ${found.path}`);
    return found.path;
  }
  if (playwrightBrowserReady()) {
    console.info("e2e: using Playwright's own Chromium");
    return undefined;
  }
  console.info("e2e: no Chromium found; trying Playwright's download (npx playwright install chromium)…");
  try {
    execSync('npx playwright install chromium', { stdio: 'inherit' });
    console.info("e2e: using Playwright's own Chromium");
    return undefined;
  } catch {
    /* downloads are blocked on some networks */
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.info("e2e: download failed; installing Debian's chromium with apt-get…");
    try {
      execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
      found = findChromium();
      if (found.path) {
        console.info(`e2e: using ${found.source} at ${found.path}`);
        return found.path;
      }
    } catch {
      /* fall through to the message */
    }
  }
  throw new Error(
    'e2e: no Chromium available. Install one (Debian/Ubuntu: `sudo apt-get install chromium`) ' +
      'or set CHROMIUM_PATH to a Chromium/Chrome executable, then run `npm test` again.',
  );
}

/**
 * The flags every headless Chromium of ours starts with: no sandbox (root in CI), no GPU, and none
 * of its background calls to Google's hosts, which this machine's closed network refuses.
 */
export const HEADLESS_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
