import { readdirSync, readFileSync } from 'node:fs';
import { join, matchesGlob } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISOLATED, NEEDS_ISOLATION } from './testProjects.mjs';

const testFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? testFiles(join(dir, e.name)) : /\.test\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );

const isolated = (file: string) => ISOLATED.some((glob) => matchesGlob(file, glob));

describe('the vitest projects', () => {
  it('every test file that mocks a module, stubs a global or uses IndexedDB runs isolated', () => {
    const leaking = ['src', 'mocks', 'proof', 'scripts', 'eslint-rules']
      .flatMap(testFiles)
      .filter((f) => f !== join('scripts', 'testProjects.test.ts') && NEEDS_ISOLATION.test(readFileSync(f, 'utf8')));
    expect(leaking.length).toBeGreaterThan(5);
    expect(leaking.filter((f) => !isolated(f))).toEqual([]);
  });

  it.each([
    ['vi.mock("../api")', true],
    ["vi.stubGlobal('fetch', f)", true],
    ["import 'fake-indexeddb/auto'", true],
    ['globalThis.indexedDB = new IDBFactory()', true],
    ["render(<EditPage />); await user.click(screen.getByRole('button'))", false],
  ])('%s needs isolation: %s', (source, expected) => {
    expect(NEEDS_ISOLATION.test(source)).toBe(expected);
  });
});
