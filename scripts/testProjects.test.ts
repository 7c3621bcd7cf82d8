import { describe, expect, it } from 'vitest';
import { isolatedTests, NEEDS_ISOLATION } from './testProjects.mjs';

describe('the vitest projects', () => {
  it('the files that mock a module, stub a global or use IndexedDB are found in their source', () => {
    const isolated = isolatedTests();
    expect(isolated.length).toBeGreaterThan(5);
    expect(isolated).toContain('mocks/db/persistence.test.ts');
    expect(isolated.every((file) => /\.test\.tsx?$/.test(file))).toBe(true);
  });

  it.each([
    ['vi.mock("../api")', true],
    ["vi.stubGlobal('fetch', f)", true],
    ["import 'fake-indexeddb/auto'", true],
    ['globalThis.indexedDB = new IDBFactory()', true],
    ["render(<EditPage />); await user.click(screen.getByRole('button'))", false],
  ])('%s needs isolation: %s', (source, expected) => {
    expect(NEEDS_ISOLATION.test(source)).toBe(expected);
  });
});
