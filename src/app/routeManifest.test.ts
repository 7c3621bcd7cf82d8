import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadersFile, PAGE_ROUTES, ROUTE_MANIFEST } from './routeManifest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A module specifier as a file of src/ (`@/…` or relative), or null for a package or the API layer. */
function resolve(specifier: string, from: string): string | null {
  if (specifier.startsWith('@/api/')) return null; // queryOptions and requests: no React
  const base = specifier.startsWith('@/')
    ? path.join(ROOT, 'src', specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  const file = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ext) => base + ext)
    .find((f) => existsSync(f) && statSync(f).isFile());
  return file && !file.endsWith('.css') ? file : null;
}

/** Whether a page module, or anything of the app it imports (statically or not), reads a query with suspense. */
function readsWithSuspense(page: string): boolean {
  const seen = new Set<string>();
  const pending = [path.join(ROOT, page)];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    if (/\buseSuspenseQuery\(/.test(source)) return true;
    for (const [, specifier] of source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      const next = resolve(specifier, file);
      if (next) pending.push(next);
    }
  }
  return false;
}

describe('the route manifest', () => {
  it('names each path once, and every page file it names is there', () => {
    const paths = ROUTE_MANIFEST.map((r) => r.path);
    expect(paths.length - new Set(paths).size, 'paths listed twice').toBe(0);
    expect(PAGE_ROUTES.filter((r) => !existsSync(path.join(ROOT, r.page))).map((r) => r.page)).toEqual([]);
  });

  it('every route that reads data has a loader: a page that calls useSuspenseQuery has its route’s reads', () => {
    const missing = PAGE_ROUTES.filter((r) => !r.data && !r.readsItself && readsWithSuspense(r.page)).map((r) => r.path);
    expect(missing).toEqual([]);
    // and a route that says its page reads its data itself has such a page
    expect(PAGE_ROUTES.filter((r) => r.readsItself && !readsWithSuspense(r.page)).map((r) => r.path)).toEqual([]);
  });

  it.each(PAGE_ROUTES.filter((r) => r.data).map((r) => [r.path, r] as const))(
    '%s: its loader’s reads are there',
    async (_, route) => {
      const data = await route.data?.();
      expect(typeof data?.reads).toBe('function');
      // where the build's start finds the loader's chunk to preload it
      expect(existsSync(path.join(ROOT, loadersFile(route.area)))).toBe(true);
    },
  );
});
