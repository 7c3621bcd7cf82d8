import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { openChunkStore } from './chunkStore';
import { recordingPersistence } from './recordingPersistence';

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

async function recorded(id: string) {
  const store = openChunkStore();
  await store.begin({
    id,
    owner: 'record:1001',
    mimeType: 'video/webm',
    startedAt: 1,
    durationMs: 0,
    maxLevel: 0,
    chunks: 0,
    bytes: 0,
  });
  await store.append(id, new Blob(['bytes']), { durationMs: 1000, maxLevel: 0.2, mimeType: 'video/webm' });
  return store;
}

describe("the upload queue's storage for a recording", () => {
  it('keeps the recording when it is refused or dropped (it is the recorder’s to offer or delete)', async () => {
    const store = await recorded('rec-1');
    const persistence = recordingPersistence(store);
    persistence.remove('rec-1', 'refused');
    persistence.remove('rec-1', 'dropped');
    expect((await store.latest('record:1001'))?.meta.id).toBe('rec-1');
  });

  it('lets it go once it arrived', async () => {
    const store = await recorded('rec-1');
    recordingPersistence(store).remove('rec-1', 'arrived');
    expect(await store.latest('record:1001')).toBeNull();
  });

  it('never copies the bytes, and offers nothing back itself (the recorder reviews what it kept)', async () => {
    const store = await recorded('rec-1');
    const persistence = recordingPersistence(store);
    persistence.save(
      {
        uploadId: 'rec-1',
        order: 1,
        name: 'recording.webm',
        type: 'video/webm',
        lastModified: 1,
        attempted: false,
        message: null,
      },
      new File(['x'], 'recording.webm'),
    );
    expect(await persistence.load()).toEqual([]);
    expect((await store.latest('record:1001'))?.meta.chunks).toBe(1);
  });
});
