// A Vite plugin: everything the app loads as it starts is listed in index.html as
// <link rel="modulepreload">, so the browser fetches it all at once with the page: the entry's own
// imports, and the chunks it imports dynamically as it starts (src/app/start/, e.g. React's
// renderer, evaluated in a task of its own; see src/main.tsx). Vite's own preloading is off
// (vite.config.ts); a page's chunks are fetched as the router asks for them.

/** Files a chunk needs before it runs: itself and its static imports, recursively. */
function closure(bundle, fileName, seen = new Set()) {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const dep of chunk.imports) closure(bundle, dep, seen);
  return seen;
}

/** A module the app starts with (src/main.tsx imports it dynamically): by id or manifest key. */
export const isStartModule = (id) => /(^|[\\/])src[\\/]app[\\/]start[\\/]/.test(id);

export function preloadStartChunks() {
  return {
    name: 'preload-start-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return [];
        const files = closure(bundle, chunk.fileName);
        for (const file of chunk.dynamicImports)
          if (isStartModule(bundle[file]?.facadeModuleId ?? '')) closure(bundle, file, files);
        files.delete(chunk.fileName);
        return [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          }));
      },
    },
  };
}
