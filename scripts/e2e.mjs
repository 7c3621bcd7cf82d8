// Runs the Playwright journeys in Chromium (found or installed by find-chromium.mjs).
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './find-chromium.mjs';

let path;
try {
  path = ensureChromium();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const env = { ...process.env };
if (path) env.CHROMIUM_PATH = path;
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
