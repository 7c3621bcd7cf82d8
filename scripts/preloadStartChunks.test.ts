import { describe, expect, it } from 'vitest';
import { preloadStartChunks } from './preloadStartChunks.mjs';

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null, dynamicImports: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  dynamicImports,
  facadeModuleId,
});

// the entry imports React and the router; it starts React's renderer (src/app/start/) and every page dynamically
const entry = chunk('assets/index.js', ['assets/react.js', 'assets/router.js'], '/app/src/main.tsx', [
  'assets/renderApp.js',
  'assets/LoginPage.js',
]);
const bundle = {
  'assets/index.js': entry,
  'assets/react.js': chunk('assets/react.js', []),
  'assets/router.js': chunk('assets/router.js', ['assets/react.js']),
  'assets/renderApp.js': chunk(
    'assets/renderApp.js',
    ['assets/react.js', 'assets/scheduler.js'],
    '/app/src/app/start/renderApp.ts',
  ),
  'assets/scheduler.js': chunk('assets/scheduler.js', []),
  'assets/LoginPage.js': chunk('assets/LoginPage.js', ['assets/forms.js'], '/app/src/features/accounts/pages/LoginPage.tsx'),
  'assets/forms.js': chunk('assets/forms.js', []),
};

type Handler = (html: string, ctx: object) => Array<{ attrs: { href: string; rel: string } }>;
const handler = (preloadStartChunks().transformIndexHtml as unknown as { handler: Handler }).handler;

describe('preloadStartChunks', () => {
  it("lists the entry's imports, the start chunks and theirs as modulepreload links, never a page", () => {
    const links = handler('', { bundle, chunk: entry });
    expect(links.map((l) => l.attrs.href).sort()).toEqual([
      '/assets/react.js',
      '/assets/renderApp.js',
      '/assets/router.js',
      '/assets/scheduler.js',
    ]);
    expect(links.every((l) => l.attrs.rel === 'modulepreload')).toBe(true);
  });

  it('skips a file the page already links', () => {
    const links = handler('<link rel="modulepreload" crossorigin href="/assets/react.js">', { bundle, chunk: entry });
    expect(links.map((l) => l.attrs.href)).not.toContain('/assets/react.js');
  });

  it('adds nothing in dev (no bundle)', () => {
    expect(handler('', {})).toEqual([]);
  });
});
