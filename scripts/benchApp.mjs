// What the benchmark scripts share: their `--name value` options, a median, and the app built with
// Vite, served by `vite preview` and opened in headless Chromium.
import { chromium } from '@playwright/test';
import { build, preview } from 'vite';
import { findChromium, HEADLESS_CHROMIUM_FLAGS } from './find-chromium.mjs';

/** The value after `--name` on the command line, or `fallback`. */
export const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : process.argv[i + 1];
};

export const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Builds with `vite` (inline config: an outDir, or a configFile), serves the build on `port` and
 * launches Chromium; `close()` stops both.
 */
export async function openBuiltApp({ vite, port, chromiumArgs = [] }) {
  await build(vite);
  const server = await preview({ ...vite, preview: { port, strictPort: true } });
  const browser = await chromium.launch({
    executablePath: findChromium().path,
    args: [...HEADLESS_CHROMIUM_FLAGS, ...chromiumArgs],
  });
  const close = async () => {
    await browser.close();
    await new Promise((resolve) => server.httpServer.close(resolve));
  };
  return { browser, close };
}
