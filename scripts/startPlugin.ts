// The build's part of the start (docs/decisions/0002-start-as-the-html-arrives.md): index.html gets
// an inline script that, for the route the URL matches, preloads the route's chunks and sends its
// first GETs as the HTML arrives (src/app/start). Build only: the dev server loads modules as asked.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { START_ROUTES } from '../src/app/start/startRoutes.ts';
import { startRoute, type StartEntry, type StartNames } from '../src/app/start/startScript.ts';
import { EARLY_CALLS } from '../src/shared/config/earlyCalls.ts';
import { SESSION_COOKIE, SESSION_HEADER } from '../src/shared/config/session.ts';
import { routeModules } from './bundle-budgets.mjs';

const NAMES: StartNames = { store: EARLY_CALLS, cookie: SESSION_COOKIE, header: SESSION_HEADER };

/** A chunk and the chunks it imports statically, recursively (what runs before it can). */
function closure(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) closure(bundle, imported, seen);
  return seen;
}

/** Each start route with the chunks its page needs beyond the entry's, and its calls (none when mocking: see below). */
export function startEntries(bundle: OutputBundle, root: string, base: string, withCalls: boolean): StartEntry[] {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('startPlugin: the build has no entry chunk');
  const atStart = closure(bundle, entry.fileName);
  const pages = new Map(routeModules(readFileSync(path.join(root, 'src/app/routes.tsx'), 'utf8')).map((r) => [r.route, r.file]));
  return START_ROUTES.map(({ path: pattern, calls, session }) => {
    const file = pages.get(pattern);
    const page = chunks.find((c) => c.facadeModuleId === path.join(root, file ?? ''));
    if (!page) throw new Error(`startPlugin: no chunk for the page of ${pattern} (${file ?? 'not in src/app/routes.tsx'})`);
    const files = [...closure(bundle, page.fileName)].filter((f) => !atStart.has(f)).map((f) => base + f);
    return { path: pattern, files, calls: withCalls ? calls : [], ...(session ? { session } : {}) };
  });
}

export function startPlugin(): Plugin {
  let root = '';
  let base = '/';
  let mocking = true;
  return {
    name: 'start-as-the-html-arrives',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      base = config.base;
      // in a mock build the fake server's worker answers /rest only once it has started: a call sent
      // before it would reach the static server, so the start only preloads chunks there
      mocking = config.env.VITE_API_MOCKING !== 'off';
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return;
        const entries = startEntries(ctx.bundle, root, base, !mocking);
        return [
          {
            tag: 'script',
            children: `(${startRoute.toString()})(${JSON.stringify(entries)},${JSON.stringify(NAMES)})`,
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
