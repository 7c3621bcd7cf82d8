import { writeFileSync } from 'node:fs';
import { expect, test as base } from '@playwright/test';
import { createDriver, type Driver, type EngineName } from './driver';
import { openFirefox } from './firefox';
import { startDisplay, startWebKitDriver } from './processes';
import { openWebKit } from './webkit';

// The lane's fixtures: Playwright's runner, retries, timeouts and reporter, with the journey's
// browser opened by the engine's own driver. The project names the engine (engineName).

type Viewport = { width: number; height: number };
type Engine = { open: (baseURL: string, viewport: Viewport) => Promise<Driver> };

export const test = base.extend<
  { driver: Driver; openDriver: () => Promise<Driver> },
  { engineName: EngineName; engine: Engine }
>({
  engineName: ['firefox', { scope: 'worker', option: true }],

  // a worker's WebKit has a display and a driver of its own; Firefox needs neither (headless)
  engine: [
    async ({ engineName }, use) => {
      if (engineName === 'firefox') {
        await use({ open: async (baseURL, viewport) => createDriver(await openFirefox(baseURL, viewport), baseURL) });
        return;
      }
      const display = await startDisplay();
      const webDriver = await startWebKitDriver(display.display).catch(async (error: unknown) => {
        await display.stop();
        throw error;
      });
      try {
        await use({ open: async (baseURL, viewport) => createDriver(await openWebKit(webDriver.port, viewport), baseURL) });
      } finally {
        await webDriver.stop();
        await display.stop();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],

  // more browsers in one test, each a fresh profile, closed with the test
  openDriver: async ({ engine, baseURL, viewport }, use) => {
    const opened: Driver[] = [];
    await use(async () => {
      const driver = await engine.open(baseURL!, viewport ?? { width: 1280, height: 720 });
      opened.push(driver);
      return driver;
    });
    await Promise.all(opened.map((d) => d.close().catch(() => undefined)));
  },

  // the test's browser: a fresh profile; a screenshot in the report when the test failed, and the
  // page's console errors fail it, as in the Chromium journeys (e2e/support.ts)
  driver: async ({ engine, baseURL, viewport }, use, testInfo) => {
    const driver = await engine.open(baseURL!, viewport ?? { width: 1280, height: 720 });
    // the report says which build of the engine each journey ran in (Debian's packages move)
    testInfo.annotations.push({ type: 'browser', description: `${driver.engine} ${driver.version}` });
    let errors: string[] = [];
    try {
      await use(driver);
    } finally {
      if (testInfo.status !== testInfo.expectedStatus) {
        const shot = await driver.screenshot().catch(() => null);
        // kept on disk beside the test's other output, and in the report
        if (shot) {
          const file = testInfo.outputPath('screenshot.png');
          writeFileSync(file, shot);
          await testInfo.attach('screenshot', { path: file, contentType: 'image/png' });
        }
      }
      errors = await driver.consoleErrors().catch(() => []);
      await driver.close().catch(() => undefined);
    }
    expect(errors, 'console errors').toEqual([]);
  },
});

export { expect };
