// A Vite plugin: the chunks the entry imports dynamically as the app starts (src/app/start/, e.g.
// React's renderer, evaluated in a task of its own; see src/main.tsx) are listed in index.html as
// <link rel="modulepreload">, so the browser fetches them with the entry instead of after it, and
// the entry does not insert the links itself (a few milliseconds of DOM work each on a slow phone).
// The entry's other dynamic imports (every page) are left to the router.

/** Files a chunk needs before it runs: itself and its static imports, recursively. */
function closure(bundle, fileName, seen = new Set()) {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const dep of chunk.imports) closure(bundle, dep, seen);
  return seen;
}

export function preloadStartChunks() {
  return {
    name: 'preload-start-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return [];
        const already = closure(bundle, chunk.fileName);
        const files = new Set();
        const starts = chunk.dynamicImports.filter((file) => /[\\/]src[\\/]app[\\/]start[\\/]/.test(bundle[file]?.facadeModuleId ?? ''));
        for (const file of starts) for (const dep of closure(bundle, file)) if (!already.has(dep)) files.add(dep);
        return [...files].map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' }));
      },
    },
  };
}
