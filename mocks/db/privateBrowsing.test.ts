import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openIdbStore, type IdbStore } from '@/shared/lib/idbStore';
import { createIndexedDbBlobStore } from './persistence';

// Safari's private browsing opens IndexedDB but refuses to store a Blob in it (it takes the bytes):
// the fake server's uploads are then kept as bytes, and survive a reload; where nothing can be
// stored they live in memory for the page load instead of failing every upload with a 500.

const KEPT_DB = 'kept-media-test';

const refusal = () =>
  Promise.reject(new DOMException('Error preparing Blob/File data to be stored in object store', 'UnknownError'));

/** A store that opens but refuses Blobs and takes their bytes, as WebKit's private sessions do. */
const refusingBlobs = (name: string): IdbStore => {
  const store = openIdbStore(name, 'blobs');
  return { ...store, put: (key, value) => (value instanceof Blob ? refusal() : store.put(key, value)) };
};

/** A store that opens but refuses everything put in it. */
const refusingStore = (): IdbStore => ({ ...openIdbStore(`refusing-${Math.random()}`, 'blobs'), put: refusal });

/** A store that cannot be opened at all: every call rejects. */
const unopenableStore = (): IdbStore => {
  const no = () => Promise.reject(new Error('no IndexedDB'));
  return { get: no, getMany: no, put: no, remove: no, list: no, clear: no, ready: no };
};

describe("the fake server's file store where the browser refuses to store files", () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps a refused Blob as its bytes and type: answered after a reload too, with nothing said', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const name = `bytes-${Math.random()}`;
    await createIndexedDbBlobStore(refusingBlobs(name)).put('clip-1', new Blob(['moving'], { type: 'video/mp4' }));
    // a new page load: a new store on the same database
    const kept = await createIndexedDbBlobStore(refusingBlobs(name)).get('clip-1');
    expect(kept?.type).toBe('video/mp4');
    expect(await kept?.text()).toBe('moving');
    expect(warn).not.toHaveBeenCalled();
  });

  it('a full disk is not hidden: the put fails with QuotaExceededError, nothing is kept, nothing said', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const full: IdbStore = {
      ...openIdbStore(`full-${Math.random()}`, 'blobs'),
      put: () => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError')),
    };
    const store = createIndexedDbBlobStore(full);
    await expect(store.put('video-1', new Blob(['big']))).rejects.toMatchObject({ name: 'QuotaExceededError' });
    expect(await store.get('video-1')).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps a file it cannot store at all in memory, answers it, and says so once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createIndexedDbBlobStore(refusingStore());
    await store.put('photo-1', new Blob(['first']));
    await store.put('photo-2', new Blob(['second']));
    expect(await (await store.get('photo-1'))?.text()).toBe('first');
    expect(await (await store.get('photo-2'))?.text()).toBe('second');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('kept in memory until a reload');
    await store.clear();
    expect(await store.get('photo-1')).toBeUndefined();
  });

  it('keeps files in memory where IndexedDB cannot be opened at all', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createIndexedDbBlobStore(unopenableStore());
    await store.put('clip-1', new Blob(['clip']));
    expect(await (await store.get('clip-1'))?.text()).toBe('clip');
  });

  it('stores files in IndexedDB where it takes them, and says nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // a database of its own: the fake server's reset before each test clears its own store meanwhile
    const store = createIndexedDbBlobStore(openIdbStore(KEPT_DB, 'blobs'));
    await store.put('photo-1', new Blob(['kept']));
    const keys = await new Promise<IDBValidKey[]>((resolve, reject) => {
      const open = indexedDB.open(KEPT_DB, 1);
      open.onsuccess = () => {
        const req = open.result.transaction('blobs', 'readonly').objectStore('blobs').getAllKeys();
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      };
    });
    expect(keys).toContain('photo-1');
    expect(warn).not.toHaveBeenCalled();
  });
});
