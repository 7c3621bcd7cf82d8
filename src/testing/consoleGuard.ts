import { vi } from 'vitest';

/** A console.error during a test fails it (it is a bug a user would meet), unless the test expects one. */
let errors: unknown[][] = [];
let allowed: RegExp | null = null;

export function startConsoleGuard(): void {
  errors = [];
  allowed = null;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ');
    if (allowed && allowed.test(text)) return;
    errors.push(args);
  });
}

/** For tests of error paths that React or the router report on the console. */
export function allowConsoleErrors(pattern: RegExp = /.*/s): void {
  allowed = pattern;
}

export function checkConsoleGuard(): void {
  const found = errors;
  errors = [];
  if (found.length) throw new Error(`console.error was called:\n${found.map((a) => a.map(String).join(' ')).join('\n')}`);
}
