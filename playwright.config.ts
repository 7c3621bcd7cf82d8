import { defineConfig, devices } from '@playwright/test';
import { HEADLESS_CHROMIUM_FLAGS } from './scripts/find-chromium.mjs';

const executablePath = process.env.CHROMIUM_PATH || undefined;
const PORT = Number(process.env.E2E_PORT ?? 4173);
// several checkouts (or engineers) can build and serve side by side
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist';

/** The journeys that make a finished video on the device. */
const RENDERS = /finished-(video|film)[^/]*\.spec\.ts$/;
/** The other engines' lane (e2e/engines/): its own driver for each, not Playwright's browsers. */
const ENGINES = /e2e\/engines\//;
const ENGINE_JOURNEYS = /e2e\/engines\/[^/]+\.spec\.ts$/;

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath,
    args: [
      ...HEADLESS_CHROMIUM_FLAGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: true,
  // three on the 2-core CI machine: the journeys wait on media and timers in real time more than on
  // the CPU, but four (with two renders at once) drove the load average past 20 and every test slower
  workers: process.env.CI ? 3 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    serviceWorkers: 'allow',
    permissions: ['camera', 'microphone'],
  },
  projects: [
    // the renders first (the longest one-at-a-time work), then the Chromium journeys, then Firefox ESR
    // and WebKitGTK, each driven by its own driver (e2e/engines/fixtures.ts, whose engineName option
    // this sets), one worker each once the Chromium queue is empty. A render keeps about 1.5 cores
    // busy: one at a time, beside the other journeys, so neither starves the other on 2 cores
    { name: 'chromium-renders', testMatch: RENDERS, testIgnore: ENGINES, workers: 1, use: chromium },
    { name: 'chromium', testIgnore: [RENDERS, ENGINES], use: chromium },
    { name: 'firefox', testMatch: ENGINE_JOURNEYS, workers: 1, use: { engineName: 'firefox' } as object },
    { name: 'webkit', testMatch: ENGINE_JOURNEYS, workers: 1, use: { engineName: 'webkit' } as object },
  ],
  // the production build with the in-browser fake server on, as a visitor would load it
  webServer: {
    command: `npx vite build --logLevel warn --outDir ${OUT_DIR} && npx vite preview --outDir ${OUT_DIR} --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
