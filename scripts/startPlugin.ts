// The build's part of the start (docs/decisions/0002-start-as-the-html-arrives.md). index.html gets
// two inline scripts (src/app/start/startScript.ts) that, for the route the URL matches, preload the
// route's chunks, send its first GETs and show its shell (the layout and the page as it looks while
// its data loads, rendered here at build time), all as the HTML arrives. Build only: the dev server
// loads modules as asked. The app's stylesheet does not block the first paint: index.html inlines the
// CSS the shells need (criticalCss.ts) and the start script loads the rest (issue 39).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { build, type HtmlTagDescriptor, type Plugin } from 'vite';
import type { StartRoute } from '../src/app/start/startRoutes.ts';
import { showShell, startRoute, type StartEntry, type StartOptions } from '../src/app/start/startScript.ts';
import { EARLY_CALLS, START_SHELL, STYLESHEET_LOADED } from '../src/app/start/startGlobals.ts';
import { SESSION_COOKIE, SESSION_HEADER } from '../src/shared/config/session.ts';
import { BREAKPOINTS } from '../src/shared/lib/platform.ts';
import { storageKeys } from '../src/shared/lib/storage.ts';
import { criticalCss } from './criticalCss.ts';

/** The shells are rendered for a phone and a wide screen; the start script picks one by the layout's breakpoint. */
const PHONE_WIDTH = 375;
const WIDE_WIDTH = 1280;
const OPTIONS: StartOptions = {
  store: EARLY_CALLS,
  cookie: SESSION_COOKIE,
  header: SESSION_HEADER,
  wideFrom: BREAKPOINTS.md,
  shell: START_SHELL,
  accountFlag: storageKeys.isAccount,
};

/** A chunk and the chunks it imports statically, recursively (what runs before it can). */
function closure(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) closure(bundle, imported, seen);
  return seen;
}

/** Each start route's chunks beyond the entry's: its page's and its loader's. */
function routeFiles(bundle: OutputBundle, root: string, base: string, startRoutes: StartRoute[]): Map<string, string[]> {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('startPlugin: the build has no entry chunk');
  const atStart = closure(bundle, entry.fileName);
  const chunkOf = (pattern: string, file: string) => {
    const chunk = chunks.find((c) => c.facadeModuleId === path.join(root, file));
    if (!chunk) throw new Error(`startPlugin: no chunk for ${file} (${pattern})`);
    return chunk.fileName;
  };
  return new Map(
    startRoutes.map(({ path: pattern, page, loaders }) => {
      // the page's chunk and its loader's (the route's reads), each with what it imports
      const files = new Set(
        [page, ...(loaders ? [loaders] : [])].flatMap((file) => [...closure(bundle, chunkOf(pattern, file))]),
      );
      return [pattern, [...files].filter((f) => !atStart.has(f)).map((f) => base + f)];
    }),
  );
}

type RenderShell = (url: string, viewportWidth: number, signedIn: boolean) => Promise<string>;
type ShellRenderer = { renderShell: RenderShell; startRoutes: () => Promise<StartRoute[]> };

/**
 * Builds src/app/start/renderShell.tsx for Node with the same config (so CSS module class names
 * are the browser build's), with an API client that never answers, and loads it: the shells' renderer
 * and the start's table (the route manifest as the app's own build resolves it).
 */
async function loadShellRenderer(root: string, mode: string): Promise<ShellRenderer & { done: () => void }> {
  // inside the project, so Node finds the externals (react, react-router…) in node_modules
  const cache = path.join(root, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const outDir = mkdtempSync(path.join(cache, 'start-shells-'));
  await build({
    root,
    mode,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    resolve: { alias: [{ find: /^@\/api\/client$/, replacement: path.join(root, 'src/app/start/shellClient.ts') }] },
    build: { ssr: 'src/app/start/renderShell.tsx', outDir, emptyOutDir: true, copyPublicDir: false, minify: false },
  });
  const module = (await import(pathToFileURL(path.join(outDir, 'renderShell.js')).href)) as ShellRenderer;
  return { ...module, done: () => rmSync(outDir, { recursive: true, force: true }) };
}

/**
 * A route's shells for a phone and a wide screen, signed out and signed in (in that order; a shell
 * the same as an earlier one is that one's index); none for a page that needs a session.
 */
async function shellsFor(renderShell: RenderShell, pattern: string, session: boolean | undefined): Promise<(string | number)[]> {
  if (session) return [];
  const url = pattern.replace(/:\w+/g, 'shell');
  const shells: string[] = [];
  for (const signedIn of [false, true])
    for (const width of [PHONE_WIDTH, WIDE_WIDTH]) shells.push(await renderShell(url, width, signedIn));
  return shells.map((shell, i) => (shells.indexOf(shell) < i ? shells.indexOf(shell) : shell));
}

/**
 * Vite's render-blocking link to the one stylesheet (docs/decisions/0004-one-stylesheet.md) becomes
 * a <noscript> one (the start script loads it otherwise), and the CSS of every shell and of
 * index.html's own markup is inlined: the first paint waits for no CSS, and the full sheet, when
 * it arrives, changes nothing the shell shows (criticalCss keeps every rule that can match it).
 */
function inlineCriticalCss(html: string, bundle: OutputBundle, entries: StartEntry[]) {
  const links = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map(([link]) => link);
  if (links.length === 0) return undefined;
  if (links.length > 1) throw new Error(`startPlugin: more than one stylesheet in index.html (${links.join(' ')})`);
  const [link] = links;
  const href = /\bhref="([^"]+)"/.exec(link)?.[1] ?? '';
  const asset = Object.values(bundle).find((file) => file.type === 'asset' && href.endsWith(`/${file.fileName}`));
  if (!asset || asset.type !== 'asset') throw new Error(`startPlugin: no stylesheet ${href} in the bundle`);
  const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
  const shells = entries.flatMap((entry) => entry.shells.filter((shell) => typeof shell === 'string'));
  return {
    html: html.replace(link, `<noscript>${link}</noscript>`),
    href,
    // (a `</style` in a CSS string would end the element: `\/` is the same `/` there)
    css: criticalCss(css, [html, ...shells]).replace(/<\/(style)/gi, '<\\/$1'),
  };
}

export function startPlugin(): Plugin {
  let root = '';
  let base = '/';
  let mode = 'production';
  let mocking = true;
  return {
    name: 'start-as-the-html-arrives',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      base = config.base;
      mode = config.mode;
      // in a mock build the fake server's worker answers /rest only once it has started: a call sent
      // before it would reach the static server, so the start only shows the shell and preloads there
      mocking = config.env.VITE_API_MOCKING !== 'off';
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!ctx.bundle) return;
        const { renderShell, startRoutes, done } = await loadShellRenderer(root, mode);
        const entries: StartEntry[] = [];
        try {
          const routes = await startRoutes();
          const files = routeFiles(ctx.bundle, root, base, routes);
          for (const { path: pattern, calls, image, session } of routes) {
            entries.push({
              path: pattern,
              files: files.get(pattern) ?? [],
              calls: mocking ? [] : calls,
              ...(image && !mocking ? { image } : {}),
              shells: await shellsFor(renderShell, pattern, session),
              ...(session ? { session } : {}),
            });
          }
        } finally {
          done();
        }
        const critical = inlineCriticalCss(html, ctx.bundle, entries);
        const options: StartOptions = {
          ...OPTIONS,
          ...(critical ? { stylesheet: { href: critical.href, loaded: STYLESHEET_LOADED } } : {}),
        };
        const tags: HtmlTagDescriptor[] = [
          // the shells' CSS, before the start script (which adds the full stylesheet after it: the
          // same rules again, later, so the cascade is the full sheet's)
          ...(critical ? [{ tag: 'style', children: critical.css, injectTo: 'head-prepend' as const }] : []),
          // first in the head: the earliest start for the stylesheet, the chunks and the calls
          {
            tag: 'script',
            children: `(${startRoute.toString()})(${JSON.stringify(entries)},${JSON.stringify(options)})`,
            injectTo: 'head-prepend',
          },
          // after #root, which it fills, and before the app's module runs (modules wait for the parse)
          { tag: 'script', children: `(${showShell.toString()})(${JSON.stringify(OPTIONS.shell)})`, injectTo: 'body' },
        ];
        return { html: critical?.html ?? html, tags };
      },
    },
  };
}
