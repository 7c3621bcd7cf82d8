import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { noFakeDbWritesRule } from './fakeDb.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser as never, ecmaVersion: 2022, sourceType: 'module' },
});
const withDb = (code: string) => `import { getDb } from '#mocks/db/store';\n${code}`;
const write = { messageId: 'write' };

tester.run('no-fake-db-writes', noFakeDbWritesRule, {
  valid: [
    // reading the db to check an outcome
    withDb('expect(getDb().fizzes.find((f) => f.id === 1002)!.hasPaid).toBe(true);'),
    withDb('const greeting = (id = 1001) => getDb().fizzes.find((f) => f.id === id)!;\nexpect(greeting().currentStep).toBe(4);'),
    withDb('const { fizzes, clips } = getDb();\nexport const saved = JSON.stringify({ fizzes, clips });'),
    // a new array of the rows, sorted: the db's own arrays keep their order
    withDb('export const order = getDb().clips.filter((c) => c.fizzId === 1001).sort((a, b) => a.index - b.index);'),
    withDb('getDb().animations.filter((a) => a.themeId === 1).forEach((a, i) => givenAnimation({ name: `n${i}` }, a.id));'),
    // a copy of a row is the test's own
    withDb('const row = { ...getDb().fizzes[0] };\nrow.name = "x";'),
    withDb('const copy = Object.assign({}, getDb().fizzes[0]);'),
    // local values and other stores
    'const list: number[] = [];\nlist.push(1);\nconst o = { a: 1 };\no.a = 2;',
    "import { newUuid } from '#mocks/db/store';\nexport const id = newUuid();",
    "import { updateDb } from './somewhereElse';\nupdateDb(() => {});",
  ],
  invalid: [
    { code: "import { updateDb } from '#mocks/db/store';", errors: [{ messageId: 'writer' }] },
    { code: "import { getDb, resetDb } from '../../../../mocks/db/store';", errors: [{ messageId: 'writer' }] },
    { code: "import { putBlob, nextId } from '#mocks/db/store.ts';", errors: [{ messageId: 'writer' }, { messageId: 'writer' }] },
    { code: withDb('getDb().fizzes.find((f) => f.id === 1001)!.isLocked = true;'), errors: [write] },
    { code: withDb('getDb().tutorials = [];'), errors: [write] },
    { code: withDb('getDb().fizzes[0].views++;'), errors: [write] },
    { code: withDb('delete getDb().fizzes[0].video;'), errors: [write] },
    { code: withDb('getDb().comments.push(comment);'), errors: [write] },
    { code: withDb('getDb().fizzes.find((f) => f.id === 1)!.linkedQrKeys.push("QR-BOX");'), errors: [write] },
    { code: withDb('getDb().clips.sort((a, b) => b.index - a.index);'), errors: [write] },
    { code: withDb('Object.assign(getDb().fizzes.find((f) => f.id === 1002)!, { ownerId: null });'), errors: [write] },
    // through a variable, a destructured name, a helper that answers a row, a row of a copy
    { code: withDb('const row = getDb().fizzes.find((f) => f.id === 1002)!;\nrow.isFree = true;'), errors: [write] },
    { code: withDb('const { qrCards } = getDb();\nqrCards.splice(0, 1);'), errors: [write] },
    {
      code: withDb('const greeting = () => getDb().fizzes.find((f) => f.id === 1001)!;\ngreeting().newestActorVideoId = 5005;'),
      errors: [write],
    },
    {
      code: withDb(
        'function clip(id: number) {\n  return getDb().clips.find((c) => c.id === id);\n}\nclip(5002)!.caption = "x";',
      ),
      errors: [write],
    },
    { code: withDb('getDb().clips.filter((c) => c.fizzId === 1001)[0].caption = "x";'), errors: [write] },
    // in a callback over the rows
    { code: withDb('getDb().fizzes.forEach((f) => {\n  f.isLocked = true;\n});'), errors: [write] },
    {
      code: withDb('getDb().fizzes.filter((f) => f.ownerId === 1).forEach((f) => Object.assign(f, { name: "x" }));'),
      errors: [write],
    },
  ],
});
