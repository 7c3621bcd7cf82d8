import type { Browser } from '@playwright/test';
import type { EngineSession } from '../e2e/engines/driver';
import { openFirefox } from '../e2e/engines/firefox';
import { startDisplay, startWebKitDriver } from '../e2e/engines/processes';
import { openWebKit } from '../e2e/engines/webkit';

// A benchmark's page in any of the three engines, through the drivers the journeys use: Chromium
// by Playwright, Firefox ESR by puppeteer-core over BiDi, WebKitGTK by WebKitWebDriver under Xvfb.

export type BenchEngine = 'chromium' | 'firefox' | 'webkit';

export interface BenchPage {
  /** Evaluates an expression in the page (a promise is awaited) and answers its JSON value. */
  run(expression: string): Promise<unknown>;
  click(selector: string): Promise<void>;
  close(): Promise<void>;
}

export interface BenchBrowser {
  open(url: string): Promise<BenchPage>;
  /** A `pgrep -f` pattern for the engine's first process (its descendants are the rest). */
  processPattern: string;
  close(): Promise<void>;
}

const VIEWPORT = { width: 1280, height: 720 };

export async function openEngine(engine: BenchEngine, chromium: Browser): Promise<BenchBrowser> {
  if (engine === 'chromium') {
    return {
      processPattern: '--remote-debugging-pipe',
      open: async (url) => {
        const page = await chromium.newPage();
        await page.goto(url);
        return {
          run: (expression) => page.evaluate(expression),
          click: (selector) => page.click(selector),
          close: () => page.close(),
        };
      },
      close: async () => undefined,
    };
  }
  if (engine === 'firefox') {
    const sessions: { close(): Promise<void> }[] = [];
    return {
      processPattern: 'firefox-esr.*--remote-debugging-port',
      open: async (url) => {
        const session = await openFirefox(url, VIEWPORT);
        sessions.push(session);
        await session.navigate(url);
        return pageOf(session);
      },
      close: async () => void (await Promise.all(sessions.map((s) => s.close().catch(() => undefined)))),
    };
  }
  const display = await startDisplay();
  const driver = await startWebKitDriver(display.display);
  return {
    processPattern: `WebKitWebDriver --port=${driver.port}`,
    open: async (url) => {
      const session = await openWebKit(driver.port, VIEWPORT, { camera: false });
      await session.navigate(url);
      return pageOf(session);
    },
    close: async () => {
      await driver.stop();
      await display.stop();
    },
  };
}

function pageOf<Handle>(session: EngineSession<Handle>): BenchPage {
  return {
    run: (expression) => session.run(expression),
    click: async (selector) => {
      const handle = await session.element(`document.querySelector(${JSON.stringify(selector)})`);
      if (handle) await session.click(handle);
    },
    close: () => session.close(),
  };
}
