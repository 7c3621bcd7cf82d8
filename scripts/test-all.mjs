// `npm test`: every check, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', 'npm', ['run', 'lint']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['first-load JavaScript budgets (production build, mocking off)', 'node', ['scripts/bundle-budgets.mjs']],
  ['unit and component tests', 'npx', ['vitest', 'run']],
  ['browser journeys (Playwright: Chromium; Firefox ESR and WebKitGTK through their own drivers)', 'node', ['scripts/e2e.mjs']],
];

for (const [name, cmd, args] of steps) {
  const started = Date.now();
  console.info(`\n▶ ${name}`);
  const { status } = spawnSync(cmd, args, { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (status !== 0) {
    console.error(`✖ ${name} failed (${seconds}s)`);
    process.exit(status ?? 1);
  }
  console.info(`✔ ${name} (${seconds}s)`);
}
console.info('\nAll checks passed.');
