import { openIdbStore } from '@/shared/lib/idbStore';

/**
 * Recordings as they are made: every chunk MediaRecorder hands over (about one a second) goes to
 * IndexedDB at once, so a crash, a reload or a closed tab loses at most the last second. One
 * recording is a description (meta) plus its chunks (an IndexedDB store of its own:
 * src/shared/lib/idbStore.ts), filed under an owner (the recorder page it
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

const isBuffer = (p: unknown): p is ArrayBuffer =>
  p instanceof ArrayBuffer || Object.prototype.toString.call(p) === '[object ArrayBuffer]';

/**
 * The store in IndexedDB. Writes run one after another (a chunk's meta never overtakes the chunk
 * before it); a failed write rejects that call only, and the next ones still try.
 */
export function openChunkStore(dbName = RECORDING_DB): ChunkStore {
  const db = openIdbStore(dbName, RECORDING_STORE);
  let tail: Promise<unknown> = Promise.resolve();
  const inOrder = <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  };

  const readMeta = async (id: string) => {
    const meta = await db.get<unknown>(metaKey(id));
    return isMeta(meta) ? meta : null;
  };

  const removeNow = async (id: string) => db.remove([metaKey(id), ...(await db.list(['chunk', id]))]);

  return {
    begin: (meta) => inOrder(() => db.put(metaKey(meta.id), { ...meta, chunks: 0, bytes: 0 })),

    append: (id, chunk, progress) =>
      inOrder(async () => {
        if (chunk.size === 0) return;
        const meta = await readMeta(id);
        if (!meta) return;
        await db.put(chunkKey(id, meta.chunks), await chunk.arrayBuffer());
        await db.put(metaKey(id), { ...meta, ...progress, chunks: meta.chunks + 1, bytes: meta.bytes + chunk.size });
      }),

    finish: (id, progress) =>
      inOrder(async () => {
        const meta = await readMeta(id);
        if (meta) await db.put(metaKey(id), { ...meta, ...progress });
      }),

    latest: (owner) =>
      inOrder(async () => {
        const mine = (await db.getMany<unknown>(await db.list(['meta']))).filter(isMeta).filter((m) => m.owner === owner);
        mine.sort((a, b) => b.startedAt - a.startedAt);
        for (const meta of mine) {
          const parts = await db.getMany<unknown>(Array.from({ length: meta.chunks }, (_, i) => chunkKey(meta.id, i)));
          const kept = parts.filter(isBuffer);
          if (kept.length && kept.length === parts.length) return { meta, blob: new Blob(kept, { type: meta.mimeType }) };
          await removeNow(meta.id); // nothing in it, or half-written: it cannot be offered
        }
        return null;
      }),

    remove: (id) => inOrder(() => removeNow(id)),
  };
}

/** Tests: the whole database goes. */
export const clearChunkStore = (dbName = RECORDING_DB): Promise<void> => openIdbStore(dbName, RECORDING_STORE).clear();
