import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { ALL_TESTS, isolatedTests } from './scripts/testProjects.mjs';
import { startPlugin } from './scripts/startPlugin.ts';

const isolated = isolatedTests();
// index.html's link-preview image is `%VITE_SITE_URL%/og-image.jpg`; Vite leaves an unset variable
// as it is, so unset means empty (a path)
process.env.VITE_SITE_URL ??= '';

export default defineConfig({
  plugins: [react(), startPlugin()],
  // `@/…` is src/ and `#mocks/…` is mocks/, the fake server, for the tests and the mock start-up in
  // main.tsx (tsconfig.json's paths say the same for the type checker, tsx and Playwright)
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/` },
      { find: /^#mocks\//, replacement: `${fileURLToPath(new URL('./mocks', import.meta.url))}/` },
    ],
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  // the renderer's workers load code of their own (the AAC encoder) only when they need it
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: true,
    emptyOutDir: true,
    cssCodeSplit: false,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/testing/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
    testTimeout: 15000,
    // vitest's default leaves one core to itself (1 worker on a 2-core machine); its main process
    // is mostly idle, so every core runs test files
    maxWorkers: Math.max(2, availableParallelism()),
    // A fresh module graph and jsdom per file cost 3.5 of the suite's 5 minutes on 2 cores. Files
    // that only render and call the fake server share a worker's modules (every test resets the
    // db, scenarios, storage, cookies and the DOM in src/testing/setup.ts, and each render makes its
    // own query client); files that mock modules, stub globals or keep IndexedDB state stay alone
    // (scripts/testProjects.test.ts finds one that is not).
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          isolate: false,
          setupFiles: ['src/testing/preloadModules.ts'],
          include: ALL_TESTS,
          exclude: [...configDefaults.exclude, ...isolated],
        },
      },
      { extends: true, test: { name: 'isolated', include: isolated } },
    ],
  },
});
