import type { Client } from 'webdriver';
import type { EngineSession, Key } from './driver';

// WebKitGTK's MiniBrowser over classic WebDriver (WebKitWebDriver). Each session is a new
// MiniBrowser in automation mode: an ephemeral profile of its own, gone when the session ends.

const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
type Handle = { [ELEMENT]: string };

/** WebDriver's code points for the keys the journeys press. */
const KEYS: Record<Key, string> = {
  Enter: '\uE007',
  Space: '\uE00D',
  Tab: '\uE004',
  Escape: '\uE00C',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
};

/**
 * Classic WebDriver reports no console: every script first makes sure the page keeps its console
 * errors and uncaught errors in sessionStorage (so they outlive a reload), where `errors` reads them.
 */
const KEEP_ERRORS = `
  if (!window.__e2eKeepsErrors) {
    window.__e2eKeepsErrors = true;
    const keep = (m) => {
      try {
        const list = JSON.parse(sessionStorage.getItem('e2e-errors') || '[]');
        list.push(m);
        sessionStorage.setItem('e2e-errors', JSON.stringify(list));
      } catch {}
    };
    const error = console.error.bind(console);
    console.error = (...args) => { keep(args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ')); error(...args); };
    addEventListener('error', (e) => { if (e instanceof ErrorEvent) keep('pageerror: ' + e.message); });
    addEventListener('unhandledrejection', (e) => keep('pageerror: ' + ((e.reason && e.reason.message) || String(e.reason))));
  }`;

type Answer = { value: unknown } | { error: string };

async function runIn(client: Client, expression: string): Promise<unknown> {
  const script = `const done = arguments[arguments.length - 1];
    try { ${KEEP_ERRORS} } catch {}
    Promise.resolve().then(() => ${expression}).then((value) => done({ value }), (e) => done({ error: String((e && e.stack) || e) }));`;
  const answer = (await client.executeAsyncScript(script, [])) as Answer;
  if ('error' in answer) throw new Error(answer.error);
  return answer.value;
}

export async function openWebKit(
  driverPort: number,
  viewport: { width: number; height: number },
  { camera = true } = {},
): Promise<EngineSession<Handle>> {
  const args = ['--automation', '--autoplay-policy=allow'];
  if (camera) args.push('--enable-mock-capture-devices=true', '--enable-media-stream=true');
  // its loggers read the level as the module loads: quiet, since every failure is thrown anyway
  process.env.WDIO_LOG_LEVEL ??= 'silent';
  const { default: WebDriver } = await import('webdriver');
  const client = await WebDriver.newSession({
    hostname: '127.0.0.1',
    port: driverPort,
    connectionRetryTimeout: 300_000,
    capabilities: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args } } as WebdriverIO.Capabilities,
  });
  await client.setTimeouts(undefined, 60_000, 300_000);
  await client.setWindowRect(0, 0, viewport.width, viewport.height);

  return {
    engine: 'webkit',
    version: String(client.capabilities.browserVersion ?? ''),
    navigate: (url) => client.navigateTo(url).then(() => undefined),
    reload: () => client.refresh().then(() => undefined),
    currentUrl: () => client.getUrl(),
    run: (expression) => runIn(client, expression),
    element: async (expression) => {
      const value = await runIn(client, expression);
      return value && typeof value === 'object' && ELEMENT in value ? (value as Handle) : null;
    },
    click: (handle) => client.elementClick(handle[ELEMENT]).then(() => undefined),
    type: (handle, text) => client.elementSendKeys(handle[ELEMENT], text).then(() => undefined),
    // one path a line picks several files at once
    setFiles: (handle, paths) => client.elementSendKeys(handle[ELEMENT], paths.join('\n')).then(() => undefined),
    press: async (key) => {
      const value = KEYS[key];
      await client.performActions([
        {
          type: 'key',
          id: 'keyboard',
          actions: [
            { type: 'keyDown', value },
            { type: 'keyUp', value },
          ],
        },
      ]);
      await client.releaseActions();
    },
    screenshot: async () => Buffer.from(await client.takeScreenshot(), 'base64'),
    errors: async () => {
      const kept = await runIn(client, `JSON.parse(sessionStorage.getItem('e2e-errors') || '[]')`).catch(() => []);
      return kept as string[];
    },
    close: () => client.deleteSession().then(() => undefined),
  };
}
