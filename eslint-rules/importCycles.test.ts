import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCycles, importGraph, resolveImport, runtimeImports } from './importCycles';

const graphOf = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

describe('findCycles', () => {
  it.each([
    ['no imports', { a: [] }, []],
    ['a chain', { a: ['b'], b: ['c'], c: [] }, []],
    ['a diamond', { a: ['b', 'c'], b: ['d'], c: ['d'], d: [] }, []],
    ['two files importing each other', { a: ['b'], b: ['a'] }, [['a', 'b']]],
    ['a ring of three', { a: ['b'], b: ['c'], c: ['a'], d: ['a'] }, [['a', 'b', 'c']]],
    ['a file importing itself', { a: ['a'], b: [] }, [['a']]],
    [
      'two separate cycles',
      { a: ['b'], b: ['a'], c: ['d'], d: ['c'] },
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    ['an import of a file outside the graph', { a: ['x'] }, []],
  ])('%s', (_name, edges, expected) => {
    expect(findCycles(graphOf(edges))).toEqual(expected);
  });

  it('handles a long chain without overflowing the stack', () => {
    const edges: Record<string, string[]> = {};
    for (let i = 0; i < 20_000; i++) edges[`f${i}`] = [`f${i + 1}`];
    edges.f20000 = ['f0'];
    expect(findCycles(graphOf(edges))[0]).toHaveLength(20_001);
  });
});

describe('runtimeImports: what orders module loading', () => {
  it.each([
    ["import { a } from './a';", ['./a']],
    ["import a from './a';", ['./a']],
    ["import * as a from './a';", ['./a']],
    ["import './side-effect';", ['./side-effect']],
    ["export { a } from './a';", ['./a']],
    ["export * from './a';", ['./a']],
    ["import { type A, b } from './a';", ['./a']],
    ["import type { A } from './a';", []],
    ["import { type A, type B } from './a';", []],
    ["export type { A } from './a';", []],
    ["const m = import('./lazy');", []],
    ["import { z } from 'zod';", ['zod']],
  ])('%s → %j', (source, expected) => {
    expect(runtimeImports('x.ts', source)).toEqual(expected);
  });

  it('resolves relative specifiers the way the bundler does', () => {
    const files = new Set(['/p/src/a.ts', '/p/src/b/index.tsx', '/p/src/c.tsx']);
    const exists = (f: string) => files.has(f);
    expect(resolveImport('/p/src/x.ts', './a', exists)).toBe('/p/src/a.ts');
    expect(resolveImport('/p/src/x.ts', './a.js', exists)).toBe('/p/src/a.ts');
    expect(resolveImport('/p/src/x.ts', './b', exists)).toBe('/p/src/b/index.tsx');
    expect(resolveImport('/p/src/x.ts', './c', exists)).toBe('/p/src/c.tsx');
    expect(resolveImport('/p/src/x.ts', 'react', exists)).toBeNull();
  });

  it('resolves the `@/` (src/) and `#mocks/` (mocks/) aliases from any file', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const files = new Set([path.join(root, 'src/api/client.ts'), path.join(root, 'mocks/db/store.ts')]);
    const exists = (f: string) => files.has(f);
    expect(resolveImport(path.join(root, 'src/features/a/b.test.tsx'), '@/api/client', exists)).toBe(
      path.join(root, 'src/api/client.ts'),
    );
    expect(resolveImport(path.join(root, 'src/features/a/b.test.tsx'), '#mocks/db/store', exists)).toBe(
      path.join(root, 'mocks/db/store.ts'),
    );
    expect(resolveImport(path.join(root, 'src/x.ts'), '#other/db/store', exists)).toBeNull();
  });
});

describe('importGraph + findCycles on files', () => {
  it('finds a cycle between real files, and not one made of type imports only', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'cycles-'));
    try {
      mkdirSync(path.join(root, 'src/lib'), { recursive: true });
      writeFileSync(path.join(root, 'src/a.ts'), "import { b } from './lib/b';\nexport const a = () => b;\n");
      writeFileSync(path.join(root, 'src/lib/b.ts'), "import { a } from '../a';\nexport const b = () => a;\n");
      writeFileSync(path.join(root, 'src/lib/c.tsx'), "import type { D } from './d';\nexport type C = D;\n");
      writeFileSync(path.join(root, 'src/lib/d.ts'), "import type { C } from './c';\nexport type D = C | 1;\n");
      expect(findCycles(importGraph(root, ['src']))).toEqual([['src/a.ts', 'src/lib/b.ts']]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the import graph of src/ and mocks/', () => {
  it('has no cycles', () => {
    const graph = importGraph(path.resolve(import.meta.dirname, '..'), ['src', 'mocks']);
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get('mocks/handlers/index.ts')).toContain('mocks/handlers/fizz.ts');
    expect(findCycles(graph)).toEqual([]);
  }, 120_000);
});
