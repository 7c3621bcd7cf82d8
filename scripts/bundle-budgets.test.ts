import { describe, expect, it } from 'vitest';
import { firstLoad, overBudget, shellFiles } from './bundle-budgets.mjs';

// a build manifest: the entry imports the router and React; the pages are dynamic imports
const manifest = {
  'index.html': {
    file: 'index.js',
    imports: ['_router.js', '_react.js'],
    dynamicImports: ['src/pages/Login.tsx', 'src/pages/Edit.tsx'],
  },
  '_router.js': { file: 'router.js' },
  '_react.js': { file: 'react.js' },
  'src/pages/Login.tsx': { file: 'Login.js', imports: ['_forms.js', '_router.js'] },
  '_forms.js': { file: 'forms.js' },
  'src/pages/Edit.tsx': { file: 'Edit.js', imports: ['_dnd.js'] },
  '_dnd.js': { file: 'dnd.js' },
};
const sizes: Record<string, number> = {
  'index.js': 20,
  'router.js': 30,
  'react.js': 60,
  'Login.js': 3,
  'forms.js': 12,
  'Edit.js': 40,
  'dnd.js': 25,
};

describe('first-load JavaScript', () => {
  it('the shell is the entry and its imports; never a page', () => {
    expect([...shellFiles(manifest)].sort()).toEqual(['_react.js', '_router.js', 'index.html']);
  });

  it.each([
    ['src/pages/Login.tsx', 20 + 30 + 60 + 3 + 12],
    ['src/pages/Edit.tsx', 20 + 30 + 60 + 40 + 25],
  ])('%s loads %i bytes, each file once', (page, bytes) => {
    expect(firstLoad(manifest, page, (file: string) => sizes[file])).toBe(bytes);
  });
});

describe('the budget check', () => {
  it.each([
    [[{ route: '/', kb: 163.2, budget: 164 }], null],
    [[{ route: '/', kb: 164, budget: 164 }], null],
    [
      [
        { route: '/', kb: 163.2, budget: 164 },
        { route: '/vid/:uuid', kb: 167.1, budget: 167 },
      ],
      'First-load JavaScript over budget: /vid/:uuid 167.1 kB > 167 kB',
    ],
    [
      [
        { route: '/login', kb: 180, budget: 176 },
        { route: '/edit/:greetingId', kb: 230, budget: 218 },
      ],
      'First-load JavaScript over budget: /login 180 kB > 176 kB; /edit/:greetingId 230 kB > 218 kB',
    ],
  ])('%j → %s', (rows, failure) => {
    expect(overBudget(rows)).toBe(failure);
  });
});
