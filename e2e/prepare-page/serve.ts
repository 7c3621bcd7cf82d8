import { build, preview, type PreviewServer } from 'vite';

// Builds this page and serves it (for the journeys in e2e/prepare-media.spec.ts).

const configFile = new URL('./vite.config.ts', import.meta.url).pathname;

export async function servePreparePage(port: number, outDir: string): Promise<{ url: string; close: () => Promise<void> }> {
  await build({ configFile, build: { outDir }, logLevel: 'error' });
  const server: PreviewServer = await preview({ configFile, build: { outDir }, preview: { port, strictPort: true } });
  return { url: `http://localhost:${port}/`, close: () => server.close() };
}
