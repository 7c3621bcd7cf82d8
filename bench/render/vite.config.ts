import { defineConfig } from 'vite';

// The render benchmark's page, built on its own (npm run bench:render).
export default defineConfig({
  root: new URL('.', import.meta.url).pathname,
  base: '/',
  logLevel: 'warn',
  build: { outDir: '../../dist-bench', emptyOutDir: true, target: 'es2022' },
  worker: { format: 'es' },
});
