import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postcss from 'postcss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_CARDS } from '@/api/checkout/schemas';
import type { StartEntry } from '@/app/start/startScript';
import { STRIPE_UNAVAILABLE_MESSAGE } from '@/features/checkout/rules/cardEntry';

// One production build (about 5 s on 2 cores): cheap enough to run with the unit tests. With mocking
// on, the same strings are in CheckoutPage's chunk (`npx vite build --outDir /tmp/build-on`).
const outDir = mkdtempSync(path.join(tmpdir(), 'build-off-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

beforeAll(() => {
  // as visitors get it: a production build (not vitest's NODE_ENV=test), mocking off
  const env: NodeJS.ProcessEnv = { ...process.env, VITE_API_MOCKING: 'off' };
  for (const key of Object.keys(env)) if (key === 'NODE_ENV' || key.startsWith('VITEST')) delete env[key];
  const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'error'], { env, encoding: 'utf8' });
  expect(build.status, build.stderr).toBe(0);
}, 120_000);

function builtJavaScript(): string {
  const assets = path.join(outDir, 'assets');
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(path.join(assets, f), 'utf8'))
    .join('\n');
}

/** The start table index.html carries (the inline script's first argument). */
function inlineStart(): StartEntry[] {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const call = /\}\)\((\[.*?\]),\{"store"/s.exec(html);
  expect(call, 'index.html has the start script').not.toBeNull();
  return JSON.parse(call?.[1] ?? '[]') as StartEntry[];
}

describe('a build with mocking off', () => {
  it('has the checkout but not the mock card form (its test cards, its notice)', () => {
    const js = builtJavaScript();
    // (a list, not toContain: a failure would print megabytes of JavaScript)
    expect(js.includes(STRIPE_UNAVAILABLE_MESSAGE)).toBe(true);
    const mockOnly = [MOCK_CARDS.pays, MOCK_CARDS.declined, 'Test mode: no real card is charged'];
    expect(mockOnly.filter((text) => js.includes(text))).toEqual([]);
  });

  it('starts /vid’s chunks and its greeting’s call first thing in index.html, and fills #root after it', () => {
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    // first in the head after the inline CSS: the stylesheet, the chunks and the calls start at once
    expect(html.indexOf('<script>(function startRoute')).toBeLessThan(html.indexOf('<link'));
    expect(html.indexOf('<script>(function showShell')).toBeGreaterThan(html.indexOf('<div id="root"></div>'));
    const vid = inlineStart().find((entry) => entry.path === '/vid/:uuid');
    expect(vid?.calls).toEqual(['/rest/vid/:uuid/fizz']);
    // the page's own chunk, the API's chunk (axios, zod) and every file named exists
    expect(vid?.files.some((f) => /\/ViewerPage-[\w-]+\.js$/.test(f))).toBe(true);
    expect(vid?.files.filter((f) => !existsSync(path.join(outDir, f)))).toEqual([]);
    const js = vid?.files.map((f) => readFileSync(path.join(outDir, f), 'utf8')).join('\n') ?? '';
    expect(js.includes('getAdapter')).toBe(true);
  });

  it('has the public routes’ shells, styled by the build’s own CSS module classes', () => {
    const entries = inlineStart();
    const login = entries.find((entry) => entry.path === '/login');
    expect(login?.shells[0]).toMatch(/<h1[^>]*>Sign In<\/h1>/);
    // phone and wide (the menu button), signed out and in (the account links), none for a session's page
    const landing = entries.find((entry) => entry.path === '/')?.shells ?? [];
    expect(landing).toHaveLength(4);
    expect(landing.map((shell) => typeof shell === 'string' && shell.includes('>Sign out<'))).toEqual([false, false, true, true]);
    expect(entries.find((entry) => entry.path === '/edit/:greetingId')?.shells).toEqual([]);
    const css = readdirSync(path.join(outDir, 'assets'))
      .filter((f) => f.endsWith('.css'))
      .map((f) => readFileSync(path.join(outDir, 'assets', f), 'utf8'))
      .join('\n');
    const classes = new Set(
      entries
        .flatMap((e) => e.shells.filter((shell) => typeof shell === 'string'))
        .flatMap((shell) => [...shell.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/))),
    );
    // React's own rendering of no data: nothing in a shell can run
    const shells = entries.flatMap((e) => e.shells.filter((shell) => typeof shell === 'string'));
    expect(shells.filter((shell) => /<script|<iframe|\son[a-z]+=|javascript:/i.test(shell))).toEqual([]);
    const moduleClasses = [...classes].filter((name) => name.startsWith('_'));
    expect(moduleClasses.length).toBeGreaterThan(20);
    expect(moduleClasses.filter((name) => !css.includes(`.${name}`))).toEqual([]);
  });

  it('inlines the CSS of every shell and loads the stylesheet without blocking the first paint', () => {
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    const inline = /<style>([\s\S]*?)<\/style>/.exec(head)?.[1] ?? '';
    expect(head.indexOf('<style>'), 'the inline CSS, before the start script').toBeLessThan(
      head.indexOf('<script>(function startRoute'),
    );
    // no render-blocking link: the stylesheet only in <noscript>, the start script loads it otherwise
    const outsideNoscript = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
    expect(outsideNoscript.match(/<link\b[^>]*\brel="stylesheet"[^>]*>/g) ?? []).toEqual([]);
    const href = /<noscript><link rel="stylesheet" crossorigin href="([^"]+\.css)"><\/noscript>/.exec(head)?.[1] ?? '';
    expect(existsSync(path.join(outDir, href)), href).toBe(true);
    expect(head).toContain(`"stylesheet":{"href":"${href}","loaded":"__stylesheetLoaded"}`);

    const full = readFileSync(path.join(outDir, href), 'utf8');
    const classesOf = (css: string) => {
      const names = new Set<string>();
      postcss.parse(css).walkRules((rule) => {
        for (const [, name] of rule.selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) names.add(name);
      });
      return names;
    };
    const styled = classesOf(full);
    const inlined = classesOf(inline);
    const shells = inlineStart().flatMap((e) => e.shells.filter((shell) => typeof shell === 'string'));
    const used = new Set(shells.flatMap((shell) => [...shell.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/))));
    const needed = [...used].filter((name) => styled.has(name));
    expect(needed.length).toBeGreaterThan(20);
    expect(needed.filter((name) => !inlined.has(name))).toEqual([]);
    // only the shells' part: a fraction of the full sheet
    expect(inline.length).toBeLessThan(full.length / 2);
  });

  it("tells link previews, home screens and crawlers what the site is (the web's conventions)", () => {
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const meta = (attr: string, name: string) => new RegExp(`<meta\\s+${attr}="${name}"\\s+content="([^"]*)"`).exec(html)?.[1];
    expect(meta('property', 'og:title')).toBeTruthy();
    expect(meta('property', 'og:description')).toBeTruthy();
    expect(meta('name', 'twitter:card')).toBe('summary_large_image');
    expect(meta('name', 'theme-color')).toBe('#7a1f3d');
    expect(html, 'an env placeholder left in').not.toContain('%VITE_');
    const image = meta('property', 'og:image') ?? '';
    expect(existsSync(path.join(outDir, image))).toBe(true);
    expect(pngSize(path.join(outDir, /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)![1]))).toEqual([180, 180]);

    const manifest = JSON.parse(readFileSync(path.join(outDir, 'manifest.webmanifest'), 'utf8'));
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    expect(manifest).toMatchObject({ name: 'Video Greetings', start_url: '/', display: 'standalone', theme_color: '#7a1f3d' });
    for (const icon of manifest.icons) expect(pngSize(path.join(outDir, icon.src)).join('x'), icon.src).toBe(icon.sizes);
    expect(manifest.icons.some((i: { purpose?: string }) => i.purpose === 'maskable')).toBe(true);

    // personal pages say noindex themselves; robots.txt must let crawlers and link previewers fetch them
    const robots = readFileSync(path.join(outDir, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/(vid|in)?\s*$/m);
  });
});

/** A PNG's width and height, from its header. */
function pngSize(file: string): [number, number] {
  const png = readFileSync(file);
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}
