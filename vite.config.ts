import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: { target: 'es2022', sourcemap: false, reportCompressedSize: true, emptyOutDir: true },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts', 'eslint-rules/**/*.test.ts', 'proof/**/*.test.{ts,tsx}'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
    testTimeout: 15000,
    // vitest's default leaves one core to itself (1 worker on a 2-core machine); its main process
    // is mostly idle, so every core runs test files
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
