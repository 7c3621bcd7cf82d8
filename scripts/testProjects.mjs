// Which test files share a worker's modules and which get their own (the two vitest projects in
// vite.config.ts; see README "Decisions").

export const ALL_TESTS = [
  'src/**/*.test.{ts,tsx}',
  'mocks/**/*.test.ts',
  'scripts/**/*.test.ts',
  'eslint-rules/**/*.test.ts',
  'proof/**/*.test.{ts,tsx}',
];

/** Test files that need a module graph of their own: module mocks, stubbed globals, IndexedDB state. */
export const ISOLATED = [
  'proof/faults/**/*.test.{ts,tsx}',
  'mocks/db/persistence.test.ts',
  'src/api/client.test.ts',
  'src/app/routes/RecordRoute.test.tsx',
  'src/features/checkout/components/PaymentForm.test.tsx',
  'src/features/invite/pages/InviteePage.test.tsx',
  'src/features/preview/components/player/useMusic.test.ts',
  'src/features/recorder/**/*.test.{ts,tsx}',
  'src/shared/lib/uploads/*.test.ts',
  'src/shared/ui/UploadPanel.test.tsx',
];

/** What in a test file's source makes it leak into the next file of a shared worker. */
export const NEEDS_ISOLATION = /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(|fake-indexeddb|\bindexedDB\b|idb-keyval/;
