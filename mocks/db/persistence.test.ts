import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { MEDIA_DB_NAME, SEED_VERSION, STORAGE_KEY } from './persistence';
import { getDb, loadDb, putBlob, updateDb } from './store';

// The browser path: state in localStorage, uploads in IndexedDB (fake-indexeddb here).
const storedVersion = () => (JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as { version?: number }).version;
const greeting = (id: number) => getDb().fizzes.find((f) => f.id === id);

/** The keys of the uploads kept in IndexedDB, read straight from it. */
async function storedUploads(): Promise<IDBValidKey[]> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(MEDIA_DB_NAME, 1);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  try {
    return await new Promise((resolve, reject) => {
      const req = db.transaction('blobs', 'readonly').objectStore('blobs').getAllKeys();
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
  } finally {
    db.close();
  }
}

describe('the fake server db stored in the browser', () => {
  it('keeps a db stored by this seed across a reload', async () => {
    updateDb((s) => {
      s.fizzes.find((f) => f.id === 1001)!.name = 'Kept across a reload';
    });
    await putBlob('upload-1', new Blob(['photo bytes']));
    await loadDb();
    expect(greeting(1001)?.name).toBe('Kept across a reload');
    expect(await storedUploads()).toEqual(['upload-1']);
  });

  it('starts a db from an older seed again from the seed, and clears the uploads it kept', async () => {
    await putBlob('old-upload', new Blob(['photo bytes']));
    expect(await storedUploads()).toEqual(['old-upload']);
    // what the first seed version stored: no shape, rows of another form
    const old = { version: 1, state: { ...getDb(), fizzes: [{ id: 1001, name: 'From the old seed' }] } };
    localStorage.setItem(STORAGE_KEY, JSON.stringify(old));
    await loadDb();
    expect(greeting(1001)?.name).toBe("Alex's Birthday");
    expect(greeting(1002)).toBeDefined();
    await putBlob('new-upload', new Blob(['photo bytes']));
    expect(await storedUploads()).toEqual(['new-upload']);
    expect(storedVersion()).toBe(SEED_VERSION);
  });

  it('treats unreadable stored JSON the same way', async () => {
    localStorage.setItem(STORAGE_KEY, '{"version": 2, "state": ');
    await loadDb();
    expect(greeting(1001)?.name).toBe("Alex's Birthday");
    expect(storedVersion()).toBe(SEED_VERSION);
  });
});
