import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { openChunkStore, type RecordingMeta } from './chunkStore';

const meta = (over: Partial<RecordingMeta> = {}): RecordingMeta => ({
  id: 'rec-1',
  owner: 'record:1001',
  mimeType: 'video/webm',
  startedAt: 1_000,
  durationMs: 0,
  maxLevel: 0,
  chunks: 0,
  bytes: 0,
  ...over,
});
const chunk = (text: string, type = 'video/webm') => new Blob([text], { type });
const progress = (durationMs: number, maxLevel = 0.1) => ({ durationMs, maxLevel, mimeType: 'video/webm;codecs=vp8,opus' });

beforeEach(() => {
  // a fresh IndexedDB for every test
  globalThis.indexedDB = new IDBFactory();
});

describe('the chunk store', () => {
  it('writes chunks in order as they come and restores them as one recording', async () => {
    const store = openChunkStore();
    await store.begin(meta());
    await Promise.all([
      store.append('rec-1', chunk('one-'), progress(1000)),
      store.append('rec-1', chunk('two-'), progress(2000, 0.3)),
      store.append('rec-1', chunk('three'), progress(3000, 0.2)),
    ]);

    const kept = await store.latest('record:1001');
    expect(kept?.meta).toMatchObject({
      id: 'rec-1',
      chunks: 3,
      bytes: 13,
      durationMs: 3000,
      maxLevel: 0.2,
      mimeType: 'video/webm;codecs=vp8,opus',
    });
    expect(await kept?.blob.text()).toBe('one-two-three');
    expect(kept?.blob.type).toBe('video/webm;codecs=vp8,opus');
  });

  it('skips 0-byte chunks', async () => {
    const store = openChunkStore();
    await store.begin(meta());
    await store.append('rec-1', chunk(''), progress(500));
    await store.append('rec-1', chunk('data'), progress(1000));
    await store.append('rec-1', chunk(''), progress(1500));
    const kept = await store.latest('record:1001');
    expect(kept?.meta.chunks).toBe(1);
    expect(await kept?.blob.text()).toBe('data');
  });

  it('survives a reload: a new store on the same database finds the recording', async () => {
    const first = openChunkStore();
    await first.begin(meta());
    await first.append('rec-1', chunk('kept'), progress(1000));
    await first.finish('rec-1', progress(1800, 0.4));

    const afterReload = openChunkStore();
    const kept = await afterReload.latest('record:1001');
    expect(kept?.meta).toMatchObject({ durationMs: 1800, maxLevel: 0.4 });
    expect(await kept?.blob.text()).toBe('kept');
  });

  it('offers each page only its own recordings, the newest first', async () => {
    const store = openChunkStore();
    await store.begin(meta({ id: 'old', startedAt: 1 }));
    await store.append('old', chunk('old'), progress(1000));
    await store.begin(meta({ id: 'new', startedAt: 2 }));
    await store.append('new', chunk('new'), progress(1000));
    await store.begin(meta({ id: 'other', owner: 'invite:inv-1001:1001', startedAt: 3 }));
    await store.append('other', chunk('other'), progress(1000));

    expect((await store.latest('record:1001'))?.meta.id).toBe('new');
    expect((await store.latest('invite:inv-1001:1001'))?.meta.id).toBe('other');
    expect(await store.latest('record:1002')).toBeNull();
  });

  it('clears a recording, chunks and all', async () => {
    const store = openChunkStore();
    await store.begin(meta());
    await store.append('rec-1', chunk('gone'), progress(1000));
    await store.remove('rec-1');
    expect(await store.latest('record:1001')).toBeNull();
    // nothing of it is left behind
    const keys = await new Promise<IDBValidKey[]>((resolve) => {
      const open = indexedDB.open('vg-recordings');
      open.onsuccess = () => {
        const request = open.result.transaction('chunks').objectStore('chunks').getAllKeys();
        request.onsuccess = () => resolve(request.result);
      };
    });
    expect(keys).toEqual([]);
  });

  it('drops a recording with nothing in it instead of offering it', async () => {
    const store = openChunkStore();
    await store.begin(meta({ id: 'empty', startedAt: 5 }));
    await store.begin(meta({ id: 'full', startedAt: 1 }));
    await store.append('full', chunk('x'), progress(1000));
    expect((await store.latest('record:1001'))?.meta.id).toBe('full');
    await store.remove('full');
    expect(await store.latest('record:1001')).toBeNull();
  });

  it('ignores chunks for a recording it never began', async () => {
    const store = openChunkStore();
    await store.append('nobody', chunk('x'), progress(1000));
    expect(await store.latest('record:1001')).toBeNull();
  });
});
