import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { openIdbStore } from './idbStore';

beforeEach(() => {
  // a fresh IndexedDB for every test
  globalThis.indexedDB = new IDBFactory();
});

describe('the IndexedDB base', () => {
  it('puts, gets and removes values by array key', async () => {
    const store = openIdbStore('base-test', 'things');
    await store.put(['meta', 'edit:1001', 'a'], { name: 'a.jpg' });
    await store.put(['data', 'edit:1001', 'a'], new ArrayBuffer(3));
    expect(await store.get(['meta', 'edit:1001', 'a'])).toEqual({ name: 'a.jpg' });
    expect(
      await store.getMany([
        ['meta', 'edit:1001', 'a'],
        ['meta', 'edit:1001', 'none'],
      ]),
    ).toEqual([{ name: 'a.jpg' }, undefined]);
    await store.remove([['meta', 'edit:1001', 'a']]);
    expect(await store.get(['meta', 'edit:1001', 'a'])).toBeUndefined();
    expect(await store.list()).toEqual([['data', 'edit:1001', 'a']]);
  });

  it('lists the keys under a prefix, part by part (edit:1 is not edit:10)', async () => {
    const store = openIdbStore('base-test', 'things');
    for (const key of [
      ['meta', 'edit:1', 'x'],
      ['meta', 'edit:10', 'y'],
      ['meta', 'edit:1', 'z'],
      ['data', 'edit:1', 'x'],
      ['chunk', 'rec', 0],
      ['chunk', 'rec', 1],
      ['chunk', 'rec-2', 0],
    ]) {
      await store.put(key, 1);
    }
    expect(await store.list(['meta', 'edit:1'])).toEqual([
      ['meta', 'edit:1', 'x'],
      ['meta', 'edit:1', 'z'],
    ]);
    expect(await store.list(['meta'])).toHaveLength(3);
    expect(await store.list(['chunk', 'rec'])).toEqual([
      ['chunk', 'rec', 0],
      ['chunk', 'rec', 1],
    ]);
    await store.clear();
    expect(await store.list()).toEqual([]);
  });

  it('two stores on one database see the same values (a reload opens it again)', async () => {
    await openIdbStore('base-test', 'things').put('kept', 'across a reload');
    expect(await openIdbStore('base-test', 'things').get('kept')).toBe('across a reload');
  });

  it('without IndexedDB every call rejects, none throws where it is made', async () => {
    const saved = globalThis.indexedDB;
    // @ts-expect-error: a browser with no IndexedDB
    delete globalThis.indexedDB;
    try {
      const store = openIdbStore('base-test', 'things');
      await expect(store.ready()).rejects.toThrow('IndexedDB is not available');
      await expect(store.put('a', 1)).rejects.toThrow('IndexedDB is not available');
    } finally {
      globalThis.indexedDB = saved;
    }
  });
});
