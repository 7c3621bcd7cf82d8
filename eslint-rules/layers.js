// A small local ESLint rule: imports flow one way (shared ← media ← api ← widgets ← features ← app), features never
// import each other, and mocks/ stays apart from src/ (see docs/architecture.md).
// It resolves each relative import against the importing file, `@/…` against src/ and `#mocks/…`
// against mocks/ (the path aliases of tsconfig.json and vite.config.ts), and checks it against the zones.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** @param {string} file absolute path → project-relative path with forward slashes */
const rel = (file) => path.relative(ROOT, file).split(path.sep).join('/');
/** Is `p` the folder or module `dir`, or inside it? `*` in `dir` stands for one path segment. */
const within = (p, dir) => {
  const bare = p.replace(/\.(ts|tsx|js|jsx|mjs)$/, '');
  if (!dir.includes('*')) return bare === dir || bare.startsWith(`${dir}/`);
  const pattern = dir
    .split('/')
    .map((seg) => (seg === '*' ? '[^/]+' : seg.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${pattern}(/|$)`).test(bare);
};

/** The project-relative path an import names, or undefined for a package. */
const resolveImport = (from, specifier) => {
  if (specifier.startsWith('@/')) return `src/${specifier.slice(2)}`;
  if (specifier.startsWith('#mocks/')) return `mocks/${specifier.slice('#mocks/'.length)}`;
  if (specifier.startsWith('.')) return rel(path.resolve(path.dirname(from), specifier));
  return undefined;
};

/** @type {import('eslint').Rule.RuleModule} */
export const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the import direction between layers and features' },
    schema: [{ type: 'object', properties: { zones: { type: 'array' } }, additionalProperties: false }],
    messages: { restricted: "'{{target}}' may not import from '{{from}}'." },
  },
  create(context) {
    const zones = context.options[0]?.zones ?? [];
    const file = rel(context.filename);
    const active = zones.filter((z) => within(file, z.target));
    if (!active.length) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const imported = resolveImport(context.filename, source.value);
      if (!imported) return;
      for (const zone of active) {
        const froms = Array.isArray(zone.from) ? zone.from : [zone.from];
        const hit = froms.find((f) => within(imported, f));
        if (!hit) continue;
        if ((zone.except ?? []).some((e) => within(imported, e))) continue;
        context.report({ node: source, messageId: 'restricted', data: { target: zone.target, from: hit } });
      }
    };
    return { ImportDeclaration: check, ImportExpression: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default { rules: { layers: layersRule } };
