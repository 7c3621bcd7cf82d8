import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The page the media-preparation journeys and `npm run bench:prepare` open: it puts the module and
// the test-media makers on window (e2e/prepare-media.spec.ts, scripts/bench-prepare.mjs).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  logLevel: 'warn',
  resolve: { alias: [{ find: /^@\//, replacement: `${fileURLToPath(new URL('../../src', import.meta.url))}/` }] },
  build: { outDir: '../../dist-prepare-page', emptyOutDir: true, target: 'es2022' },
  worker: { format: 'es' },
});
