import puppeteer, { type ElementHandle, type KeyInput } from 'puppeteer-core';
import type { EngineSession, Key } from './driver';

// Firefox ESR over WebDriver BiDi, through puppeteer-core (Playwright's own BiDi Firefox needs
// calls this ESR does not have). Each session is a fresh browser on a fresh temporary profile.

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

const prefs = (port: string) => ({
  // a fake camera and microphone, granted without asking
  'media.navigator.streams.fake': true,
  'media.navigator.permission.disabled': true,
  // videos may start without a click, as Chromium's journeys run them
  'media.autoplay.default': 0,
  'media.autoplay.blocking_policy': 0,
  // the app's port may be one Firefox refuses by default
  'network.security.ports.banned.override': port,
});

export async function openFirefox(
  baseURL: string,
  viewport: { width: number; height: number },
): Promise<EngineSession<ElementHandle>> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    protocol: 'webDriverBiDi',
    extraPrefsFirefox: prefs(new URL(baseURL).port || '80'),
    // Firefox wants a HOME; CI shells may not set one
    env: { ...process.env, HOME: process.env.HOME || '/root' },
    protocolTimeout: 300_000,
  });
  const [page] = await browser.pages();
  // puppeteer sends a screen-orientation override beside the viewport; ESR 140.12 has no such
  // command and refuses it, but the viewport itself is set
  await page.setViewport(viewport).catch((error: unknown) => {
    if (!/setScreenOrientationOverride/.test(String(error))) throw error;
  });
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (process.env.E2E_DEBUG_CONSOLE)
      void Promise.all(
        msg
          .args()
          .map((a) =>
            a.evaluate((v) => (v instanceof Error ? `${v.name}: ${v.message} @ ${v.stack}` : String(v))).catch(() => '?'),
          ),
      ).then((args) => console.info(`[firefox console.${msg.type()}] ${args.join(' ')}`));
    if (msg.type() === 'error') errors.push(msg.text());
  });
  if (process.env.E2E_DEBUG_CONSOLE) {
    page.on('response', (r) => {
      const range = r.request().headers()['range'];
      if (range || /media/.test(r.url()))
        console.info(`[firefox response] ${r.status()} ${r.url()} range=${range} cr=${r.headers()['content-range']}`);
    });
    page.on('requestfailed', (r) => console.info(`[firefox requestfailed] ${r.url()} ${r.failure()?.errorText}`));
  }
  page.on(
    'pageerror',
    (error) => process.env.E2E_DEBUG_CONSOLE && console.info('[firefox pageerror]', error instanceof Error ? error.stack : error),
  );
  page.on('pageerror', (error) => errors.push(`pageerror: ${error instanceof Error ? error.message : String(error)}`));

  return {
    engine: 'firefox',
    // puppeteer answers 'firefox/153.8.0esr'
    version: (await browser.version()).replace(/^[^/]*\//, ''),
    navigate: async (url) => void (await page.goto(url, { waitUntil: 'load', timeout: 60_000 })),
    reload: async () => void (await page.reload({ waitUntil: 'load', timeout: 60_000 })),
    currentUrl: async () => page.url(),
    run: (expression) => page.evaluate(expression),
    element: async (expression) => (await page.evaluateHandle(expression)).asElement() as ElementHandle | null,
    click: (handle) => handle.click(),
    type: (handle, text) => handle.type(text),
    setFiles: (handle, paths) => (handle as ElementHandle<HTMLInputElement>).uploadFile(...paths),
    // puppeteer's BiDi keyboard names the space bar by its character
    press: (key: Key) => page.keyboard.press((key === 'Space' ? ' ' : key) as KeyInput),
    screenshot: async () => Buffer.from(await page.screenshot()),
    errors: async () => [...errors],
    close: () => browser.close(),
  };
}
