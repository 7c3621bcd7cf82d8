import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MOCK_CARDS } from '@/api/checkout/schemas';
import { STRIPE_UNAVAILABLE_MESSAGE } from '@/features/checkout/rules/cardEntry';

// One production build (about 5 s on 2 cores): cheap enough to run with the unit tests. With mocking
// on, the same strings are in CheckoutPage's chunk (`npx vite build --outDir /tmp/build-on`).
const outDir = mkdtempSync(path.join(tmpdir(), 'build-off-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

function builtJavaScript(): string {
  // as visitors get it: a production build (not vitest's NODE_ENV=test), mocking off
  const env: NodeJS.ProcessEnv = { ...process.env, VITE_API_MOCKING: 'off' };
  for (const key of Object.keys(env)) if (key === 'NODE_ENV' || key.startsWith('VITEST')) delete env[key];
  const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'error'], { env, encoding: 'utf8' });
  expect(build.status, build.stderr).toBe(0);
  const assets = path.join(outDir, 'assets');
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(path.join(assets, f), 'utf8'))
    .join('\n');
}

describe('a build with mocking off', () => {
  it('has the checkout but not the mock card form (its test cards, its notice)', { timeout: 120_000 }, () => {
    const js = builtJavaScript();
    // (a list, not toContain: a failure would print megabytes of JavaScript)
    expect(js.includes(STRIPE_UNAVAILABLE_MESSAGE)).toBe(true);
    const mockOnly = [MOCK_CARDS.pays, MOCK_CARDS.declined, 'Test mode: no real card is charged'];
    expect(mockOnly.filter((text) => js.includes(text))).toEqual([]);
  });
});
