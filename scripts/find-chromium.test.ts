import { describe, expect, it } from 'vitest';
import { findChromium } from './find-chromium.mjs';

const only =
  (...present: string[]) =>
  (path: string) =>
    present.includes(path);

describe('findChromium: which browser `npm test` drives', () => {
  it.each([
    [
      'CHROMIUM_PATH first',
      { CHROMIUM_PATH: '/opt/chrome' },
      only('/opt/chrome', '/usr/bin/chromium'),
      { path: '/opt/chrome', source: 'environment variable' },
    ],
    [
      "Playwright's own variable",
      { PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH: '/opt/c' },
      only('/opt/c'),
      { path: '/opt/c', source: 'environment variable' },
    ],
    [
      "then Debian's /usr/bin/chromium",
      {},
      only('/usr/bin/chromium', '/usr/bin/google-chrome'),
      { path: '/usr/bin/chromium', source: 'system Chromium' },
    ],
    [
      'then another system Chrome',
      {},
      only('/usr/bin/google-chrome'),
      { path: '/usr/bin/google-chrome', source: 'system Chromium' },
    ],
    ["else Playwright's own", {}, only(), { path: undefined, source: 'playwright' }],
  ])('%s', (_, env, exists, expected) => {
    expect(findChromium(env, exists)).toEqual(expected);
  });

  it('says plainly when CHROMIUM_PATH points nowhere', () => {
    expect(() => findChromium({ CHROMIUM_PATH: '/nope' }, only('/usr/bin/chromium'))).toThrow(
      'CHROMIUM_PATH points to /nope, which does not exist.',
    );
  });
});
