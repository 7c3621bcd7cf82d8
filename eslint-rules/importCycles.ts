// Import cycles: the import graph of src/ and mocks/ (runtime imports only: `import type` and
// dynamic `import()` do not order module loading) and its cycles, found with Tarjan's algorithm.
// eslint-rules/importCycles.test.ts runs it over the tree, so `npm test` refuses a cycle.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** The module specifiers a file imports at run time (type-only imports and exports left out). */
export function runtimeImports(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    false,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (!clause.name &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly)));
      if (!typeOnly) found.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.exportClause;
      const typeOnly =
        statement.isTypeOnly ||
        (clause !== undefined &&
          ts.isNamedExports(clause) &&
          clause.elements.length > 0 &&
          clause.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) found.push(statement.moduleSpecifier.text);
    }
  }
  return found;
}

const EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx', '.mjs'];

const SRC = resolve(import.meta.dirname, '..', 'src');
const MOCKS = resolve(import.meta.dirname, '..', 'mocks');

/** The folder an aliased specifier starts from, and the rest of it: `@/` is src/, `#mocks/` is mocks/. */
function aliased(specifier: string): string | null {
  if (specifier.startsWith('@/')) return resolve(SRC, specifier.slice(2));
  if (specifier.startsWith('#mocks/')) return resolve(MOCKS, specifier.slice('#mocks/'.length));
  return null;
}

/** A relative, `@/` (src/) or `#mocks/` specifier as the file it names (as the bundler resolves it), or null (a package). */
export function resolveImport(fromFile: string, specifier: string, exists: (path: string) => boolean = isFile): string | null {
  const alias = aliased(specifier);
  if (!specifier.startsWith('.') && alias === null) return null;
  const base = alias ?? resolve(dirname(fromFile), specifier);
  const stem = base.replace(/\.(js|jsx|mjs)$/, '');
  const candidates = [base, ...EXTENSIONS.map((e) => `${stem}${e}`), ...EXTENSIONS.map((e) => join(base, `index${e}`))];
  return candidates.find(exists) ?? null;
}

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** file → the files it imports at run time, for every .ts/.tsx file under `dirs`. Paths relative to `root`. */
export function importGraph(root: string, dirs: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const rel = (path: string) => relative(root, path).split(sep).join('/');
  for (const file of dirs.flatMap((d) => sourceFiles(join(root, d)))) {
    const targets = runtimeImports(file, readFileSync(file, 'utf8'))
      .map((spec) => resolveImport(file, spec))
      .filter((t): t is string => t !== null && /\.(ts|tsx)$/.test(t));
    graph.set(rel(file), [...new Set(targets.map(rel))]);
  }
  return graph;
}

/** Every cycle (a strongly connected set of two or more files, or a file importing itself), each sorted. */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  // iterative Tarjan: deep import chains must not overflow the call stack
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const edges = graph.get(frame.node) ?? [];
      if (frame.next < edges.length) {
        const to = edges[frame.next++];
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, next: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!));
        }
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent)!, low.get(frame.node)!));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const members: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          members.push(member);
        } while (member !== frame.node);
        if (members.length > 1 || (graph.get(frame.node) ?? []).includes(frame.node)) cycles.push(members.sort());
      }
    }
  }
  return cycles.sort((a, b) => a[0].localeCompare(b[0]));
}
