import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The project's own ESLint config, run on snippets as if they were app files: one data pattern and
// a plain start are enforced by lint (`npm run lint` is part of `npm test`).
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') });

async function problems(code: string, file = 'src/features/viewer/pages/ProbePage.tsx') {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result.messages.map((m) => m.ruleId);
}

describe('lint: one data pattern and a plain start', () => {
  it.each([
    ["import { useQuery } from '@tanstack/react-query';\nexport const a = useQuery;", 'no-restricted-imports'],
    ["import { useQueries } from '@tanstack/react-query';\nexport const a = useQueries;", 'no-restricted-imports'],
    ["import { UNSAFE_createRouter } from 'react-router-dom';\nexport const a = UNSAFE_createRouter;", 'no-restricted-syntax'],
    ["import { yieldToMain } from '@/shared/lib/yieldToMain';\nexport const a = yieldToMain;", 'no-restricted-imports'],
  ])(
    'refuses %s',
    async (code, rule) => {
      expect(await problems(code)).toContain(rule);
    },
    60_000,
  );

  it('accepts a page reading its data with useSuspenseQuery', async () => {
    const code = "import { useSuspenseQuery } from '@tanstack/react-query';\nexport const a = useSuspenseQuery;";
    expect(await problems(code)).toEqual([]);
  }, 60_000);

  it('leaves tests free to use useQuery (they drive hooks directly)', async () => {
    const code = "import { useQuery } from '@tanstack/react-query';\nexport const a = useQuery;";
    expect(await problems(code, 'src/features/viewer/pages/ProbePage.test.tsx')).toEqual([]);
  }, 60_000);
});

describe('lint: tests change the fake server through the builders', () => {
  const write = "import { updateDb } from '#mocks/db/store';\nupdateDb((db) => {\n  db.tutorials = [];\n});";
  const read = "import { getDb } from '#mocks/db/store';\nexport const paid = getDb().fizzes.some((f) => f.hasPaid);";

  it.each(['src/features/help/pages/ProbePage.test.tsx', 'proof/attacks/probe.test.ts'])(
    'refuses a hand-made db write in %s',
    async (file) => {
      expect(await problems(write, file)).toContain('local/no-fake-db-writes');
      expect(await problems(read, file)).toEqual([]);
    },
    60_000,
  );

  it.each(['src/testing/probeBuilders.ts', 'mocks/handlers/probe.test.ts'])(
    'leaves %s to own the db',
    async (file) => {
      expect(await problems(write, file)).not.toContain('local/no-fake-db-writes');
    },
    60_000,
  );
});

describe('lint: "greeting" from the API up', () => {
  const wire = 'export const idOf = (answer: { fizzId: number }) => answer.fizzId;';
  const app = "export const path = (greetingId: number) => `/rest/fizz/${greetingId}?fizzId=${'x'}`;";

  it.each([
    'src/features/viewer/components/Probe.tsx',
    'src/api/viewer/queries.ts',
    'src/media/probe.ts',
    'src/widgets/Probe.tsx',
  ])(
    'refuses a wire name in %s (strings that name the wire stay free)',
    async (file) => {
      expect(await problems(wire, file)).toContain('local/no-wire-names');
      expect(await problems(app, file)).toEqual([]);
    },
    60_000,
  );

  it.each(['src/api/viewer/schemas.ts', 'src/api/viewer/requests.ts', 'mocks/handlers/probe.ts', 'src/testing/probe.ts'])(
    'leaves %s to speak the wire',
    async (file) => {
      expect(await problems(wire, file)).not.toContain('local/no-wire-names');
    },
    60_000,
  );
});

describe('lint: the layers (shared ← media ← api ← widgets ← features ← app)', () => {
  it.each([
    ['src/shared/lib/probe.ts', "import { planTimeline } from '@/media/timeline';"],
    ['src/media/probe.ts', "import { request } from '@/api/client';"],
    ['src/media/probe.ts', "import { UploadPanel } from '@/widgets/UploadPanel';"],
    ['src/api/editor/probe.ts', "import { UploadPanel } from '@/widgets/UploadPanel';"],
    ['src/widgets/Probe.tsx', "import { Editor } from '@/features/editor/components/Editor';"],
    ['mocks/handlers/probe.ts', "import { UploadPanel } from '@/widgets/UploadPanel';"],
  ])(
    '%s may not: %s',
    async (file, code) => {
      expect(await problems(`${code}\nexport {};`, file)).toContain('local/layers');
    },
    60_000,
  );

  it.each([
    ['src/widgets/Probe.tsx', "import { request } from '@/api/client';"],
    ['src/features/editor/Probe.tsx', "import { UploadPanel } from '@/widgets/UploadPanel';"],
    ['mocks/handlers/probe.ts', "import { planTimeline } from '@/media/timeline';"],
  ])(
    '%s may: %s',
    async (file, code) => {
      expect(await problems(`${code}\nexport {};`, file)).not.toContain('local/layers');
    },
    60_000,
  );
});
