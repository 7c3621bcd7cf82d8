import { createStore, del, delMany, get, getMany, keys, set, type UseStore } from 'idb-keyval';

/**
 * Recordings as they are made: every chunk MediaRecorder hands over (about one a second) goes to
 * IndexedDB at once, so a crash, a reload or a closed tab loses at most the last second. One
 * recording is a description (meta) plus its chunks, filed under an owner (the recorder page it
 * belongs to: 'record:1001'), which offers it back. Chunks are kept as ArrayBuffers: every engine
 * can store those (some could not store Blobs).
 */
export const RECORDING_DB = 'vg-recordings';
const RECORDING_STORE = 'chunks';

export type RecordingMeta = {
  id: string;
  owner: string;
  /** The type the recorder reported (with codecs once the first chunk came). */
  mimeType: string;
  startedAt: number;
  /** How long it ran, as of the last chunk kept (or the stop). */
  durationMs: number;
  /** The loudest microphone level so far (0..1). */
  maxLevel: number;
  /** Chunks kept, numbered 0..chunks-1. */
  chunks: number;
  bytes: number;
};

export type KeptRecording = { meta: RecordingMeta; blob: Blob };

export interface ChunkStore {
  /** A new recording (its meta; no chunks yet). */
  begin(meta: RecordingMeta): Promise<void>;
  /** One chunk, in order; an empty one is skipped. The meta's progress goes with it. */
  append(id: string, chunk: Blob, progress: Pick<RecordingMeta, 'durationMs' | 'maxLevel' | 'mimeType'>): Promise<void>;
  /** The final duration and level at the stop. */
  finish(id: string, progress: Pick<RecordingMeta, 'durationMs' | 'maxLevel' | 'mimeType'>): Promise<void>;
  /** The owner's newest recording with something in it (empty or half-written ones on the way are cleared). */
  latest(owner: string): Promise<KeptRecording | null>;
  remove(id: string): Promise<void>;
}

type Key = ['meta', string] | ['chunk', string, number];
const metaKey = (id: string): Key => ['meta', id];
const chunkKey = (id: string, index: number): Key => ['chunk', id, index];

const isMeta = (v: unknown): v is RecordingMeta =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as RecordingMeta).id === 'string' &&
  typeof (v as RecordingMeta).owner === 'string' &&
  Number.isInteger((v as RecordingMeta).chunks);

/**
 * The store in IndexedDB. Writes run one after another (a chunk's meta never overtakes the chunk
 * before it); a failed write rejects that call only, and the next ones still try.
 */
export function openChunkStore(dbName = RECORDING_DB): ChunkStore {
  let db: UseStore | null = null;
  const store = () => {
    if (typeof indexedDB === 'undefined') throw new Error('IndexedDB is not available');
    db ??= createStore(dbName, RECORDING_STORE);
    return db;
  };
  let tail: Promise<unknown> = Promise.resolve();
  const inOrder = <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  };

  const readMeta = async (id: string) => {
    const meta = await get<unknown>(metaKey(id), store());
    return isMeta(meta) ? meta : null;
  };

  const removeNow = async (id: string) => {
    const chunkKeys = (await keys<Key>(store())).filter((k) => Array.isArray(k) && k[0] === 'chunk' && k[1] === id);
    await delMany([metaKey(id), ...chunkKeys], store());
  };

  return {
    begin: (meta) => inOrder(() => set(metaKey(meta.id), { ...meta, chunks: 0, bytes: 0 }, store())),

    append: (id, chunk, progress) =>
      inOrder(async () => {
        if (chunk.size === 0) return;
        const meta = await readMeta(id);
        if (!meta) return;
        await set(chunkKey(id, meta.chunks), await chunk.arrayBuffer(), store());
        await set(metaKey(id), { ...meta, ...progress, chunks: meta.chunks + 1, bytes: meta.bytes + chunk.size }, store());
      }),

    finish: (id, progress) =>
      inOrder(async () => {
        const meta = await readMeta(id);
        if (meta) await set(metaKey(id), { ...meta, ...progress }, store());
      }),

    latest: (owner) =>
      inOrder(async () => {
        const metaKeys = (await keys<Key>(store())).filter((k) => Array.isArray(k) && k[0] === 'meta');
        const mine = (await getMany<unknown>(metaKeys, store())).filter(isMeta).filter((m) => m.owner === owner);
        mine.sort((a, b) => b.startedAt - a.startedAt);
        for (const meta of mine) {
          const parts = await getMany<unknown>(
            Array.from({ length: meta.chunks }, (_, i) => chunkKey(meta.id, i)),
            store(),
          );
          const kept = parts.filter(
            (p): p is ArrayBuffer => p instanceof ArrayBuffer || Object.prototype.toString.call(p) === '[object ArrayBuffer]',
          );
          if (kept.length && kept.length === parts.length) return { meta, blob: new Blob(kept, { type: meta.mimeType }) };
          await removeNow(meta.id); // nothing in it, or half-written: it cannot be offered
        }
        return null;
      }),

    remove: (id) => inOrder(() => removeNow(id)),
  };
}

/** Tests: the whole database goes. */
export async function clearChunkStore(dbName = RECORDING_DB): Promise<void> {
  const db = createStore(dbName, RECORDING_STORE);
  const all = await keys(db);
  await Promise.all(all.map((k) => del(k, db)));
}
