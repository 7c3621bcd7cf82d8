// Setup for the test files that share a worker's modules (the 'shared' project in vite.config.ts).
// A file can end while a lazy route of its last test is still importing; vitest then refuses the
// import ("after the environment was torn down"), and React.lazy keeps that failure for every later
// file in the worker. Loading every app module once, before the first test, leaves no import in
// flight at a file's end.
const modules = import.meta.glob([
  '../**/*.{ts,tsx}',
  '!../**/*.test.{ts,tsx}',
  '!../main.tsx',
  '!../testing/**',
  '!../**/*.d.ts',
]);
// one after another: loaded all at once, vitest's module runner sometimes failed a module caught in
// an import cycle ("Cannot read properties of undefined (reading 'getStatus')")
// A module that fails to load here fails again in the tests that import it, with their names on it.
for (const load of Object.values(modules)) await load().catch(() => undefined);
