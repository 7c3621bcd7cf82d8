// Which test files share a worker's modules and which get their own (the two vitest projects in
// vite.config.ts; see docs/spec-choices.md). The split is computed from each file's source, never a
// hand-kept list: a file that mocks a module, stubs a global or keeps IndexedDB state runs alone.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const TEST_ROOTS = ['src', 'mocks', 'scripts', 'eslint-rules', 'proof'];

export const ALL_TESTS = TEST_ROOTS.map((root) => `${root}/**/*.test.{ts,tsx}`);

/** What in a test file's source makes it leak into the next file of a shared worker. */
export const NEEDS_ISOLATION = /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(|fake-indexeddb|\bindexedDB\b|idb-keyval/;

/** Every test file below `dir`, as a path relative to the project. */
export function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path.split('\\').join('/')] : [];
  });
}

/** The test's own helpers it imports by a relative path (e.g. proof/faults/runMatrix.tsx) or from `#mocks/…` (mocks/). */
function localHelpers(file, source) {
  const found = [];
  for (const [, spec] of source.matchAll(/from '((?:\.{1,2}|#mocks)\/[^']+)'/g)) {
    const base = spec.startsWith('#mocks/') ? join('mocks', spec.slice('#mocks/'.length)) : join(dirname(file), spec);
    const hit = ['', '.ts', '.tsx'].map((ext) => base + ext).find((f) => /\.tsx?$/.test(f) && existsSync(f));
    if (hit && !/\.test\.tsx?$/.test(hit)) found.push(hit);
  }
  return found;
}

/** The test files that need a module graph of their own: by their source, or a helper of theirs. */
export function isolatedTests(read = (file) => readFileSync(file, 'utf8')) {
  return TEST_ROOTS.flatMap(testFiles).filter((file) => {
    if (file === 'scripts/testProjects.test.ts') return false;
    const source = read(file);
    return NEEDS_ISOLATION.test(source) || localHelpers(file, source).some((helper) => NEEDS_ISOLATION.test(read(helper)));
  });
}
