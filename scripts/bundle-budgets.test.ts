import { describe, expect, it } from 'vitest';
import { firstLoad, shellFiles } from './bundle-budgets.mjs';

// a build manifest: the entry imports the router; it starts React's renderer (src/app/start/) and the pages
const manifest = {
  'index.html': {
    file: 'index.js',
    imports: ['_router.js'],
    dynamicImports: ['src/app/start/renderApp.ts', 'src/pages/Login.tsx', 'src/pages/Edit.tsx'],
  },
  '_router.js': { file: 'router.js' },
  'src/app/start/renderApp.ts': { file: 'renderApp.js', imports: ['_scheduler.js'] },
  '_scheduler.js': { file: 'scheduler.js' },
  'src/pages/Login.tsx': { file: 'Login.js', imports: ['_forms.js', '_router.js'] },
  '_forms.js': { file: 'forms.js' },
  'src/pages/Edit.tsx': { file: 'Edit.js', imports: ['_dnd.js'] },
  '_dnd.js': { file: 'dnd.js' },
};
const sizes: Record<string, number> = {
  'index.js': 20,
  'router.js': 30,
  'renderApp.js': 60,
  'scheduler.js': 5,
  'Login.js': 3,
  'forms.js': 12,
  'Edit.js': 40,
  'dnd.js': 25,
};

describe('first-load JavaScript', () => {
  it('the shell is the entry, its imports, and the start chunks with theirs; never a page', () => {
    expect([...shellFiles(manifest)].sort()).toEqual(['_router.js', '_scheduler.js', 'index.html', 'src/app/start/renderApp.ts']);
  });

  it.each([
    ['src/pages/Login.tsx', 20 + 30 + 60 + 5 + 3 + 12],
    ['src/pages/Edit.tsx', 20 + 30 + 60 + 5 + 40 + 25],
  ])('%s loads %i bytes, each file once', (page, bytes) => {
    expect(firstLoad(manifest, page, (file: string) => sizes[file])).toBe(bytes);
  });
});
