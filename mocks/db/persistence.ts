// Where the fake server keeps its state between page loads.
// Browser: the JSON state in localStorage, uploaded files as blobs in IndexedDB.
// Node and vitest's jsdom (no IndexedDB): nothing is persisted; blobs live in memory.
import { openIdbStore, type IdbStore } from '@/shared/lib/idbStore';
import type { DbState } from './types';

export const STORAGE_KEY = 'vg-mock-db-v1';

/**
 * Bump when the seed or the row shapes change: a browser holding a db from another version starts
 * again from the seed, and its stored uploads are cleared. The seed's shape (its collections and
 * the fields of their rows) is stored too, so a changed shape resets even if nobody bumped this.
 */
export const SEED_VERSION = 3;

/** The seed's shape: each collection with the sorted field names of its first row. */
export function seedShape(seed: DbState): string {
  return Object.keys(seed)
    .sort()
    .map((key) => {
      const value = (seed as unknown as Record<string, unknown>)[key];
      const row: unknown = Array.isArray(value) ? value[0] : value;
      const fields =
        row && typeof row === 'object' && !Array.isArray(row) && Array.isArray(value) ? Object.keys(row).sort().join(',') : '';
      return `${key}[${fields}]`;
    })
    .join(';');
}

/** What a stored db must carry to be used: the seed version and the seed's shape it was made from. */
export interface SeedStamp {
  version: number;
  shape: string;
}
export const MEDIA_DB_NAME = 'vg-mock-media';
const MEDIA_STORE = 'blobs';

export function canPersist(): boolean {
  return typeof window !== 'undefined' && typeof indexedDB !== 'undefined';
}

interface Persisted extends SeedStamp {
  state: DbState;
}

/** A stored db: none, one to use, or one from another seed (reset it and clear its uploads). */
export type StoredState = { kind: 'none' } | { kind: 'current'; state: DbState } | { kind: 'stale' };

function isPersisted(value: unknown, stamp: SeedStamp): value is Persisted {
  if (typeof value !== 'object' || value === null) return false;
  const { version, shape, state } = value as Partial<Persisted>;
  return (
    version === stamp.version &&
    shape === stamp.shape &&
    typeof state === 'object' &&
    state !== null &&
    Array.isArray(state.fizzes)
  );
}

/** Reads what the browser stored: anything unreadable or from another seed version or shape is stale. */
export function parseState(raw: string | null, stamp: SeedStamp): StoredState {
  if (raw === null) return { kind: 'none' };
  try {
    const parsed: unknown = JSON.parse(raw);
    return isPersisted(parsed, stamp) ? { kind: 'current', state: parsed.state } : { kind: 'stale' };
  } catch {
    return { kind: 'stale' };
  }
}

export function readState(stamp: SeedStamp): StoredState {
  try {
    return parseState(window.localStorage.getItem(STORAGE_KEY), stamp);
  } catch {
    return { kind: 'none' };
  }
}

export function writeState(stamp: SeedStamp, state: DbState): void {
  try {
    const persisted: Persisted = { version: stamp.version, shape: stamp.shape, state };
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(persisted));
  } catch (error) {
    console.warn('[mock db] could not save state', error);
  }
}

/** Calls back with the new state when another tab of the app (on the same seed) saves it. */
export function onOtherTabWrite(stamp: SeedStamp, listener: (state: DbState) => void): void {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY) return;
    const stored = parseState(event.newValue, stamp);
    if (stored.kind === 'current') listener(stored.state);
  });
}

// ---------------------------------------------------------------- blobs

export interface BlobStore {
  put(id: string, blob: Blob): Promise<void>;
  get(id: string): Promise<Blob | undefined>;
  /** Empties the store; a memory store is empty when this returns. */
  clear(): Promise<void>;
  /** Resolves once the store can be used (opens IndexedDB). */
  ready(): Promise<void>;
}

export function createMemoryBlobStore(): BlobStore {
  const blobs = new Map<string, Blob>();
  return {
    put: async (id, blob) => {
      blobs.set(id, blob);
    },
    get: async (id) => blobs.get(id),
    clear: async () => {
      blobs.clear();
    },
    ready: async () => undefined,
  };
}

/** A file as its bytes and type: how IndexedDB keeps one where it refuses Blobs. */
type StoredBytes = { type: string; bytes: ArrayBuffer };

// (told by its tag, not instanceof: a test's IndexedDB may hand back another realm's ArrayBuffer)
const isStoredBytes = (value: unknown): value is StoredBytes =>
  typeof value === 'object' &&
  value !== null &&
  Object.prototype.toString.call((value as StoredBytes).bytes) === '[object ArrayBuffer]';

const isQuotaError = (error: unknown) => error instanceof DOMException && error.name === 'QuotaExceededError';

/**
 * Blobs in IndexedDB (src/shared/lib/idbStore.ts). Operations run one after another in call order,
 * so a clear() followed by a put() never loses the put. Where IndexedDB refuses a Blob but takes
 * bytes (Safari's private browsing, WebKit's automation sessions: "Error preparing Blob/File data to
 * be stored"), the file is kept as its bytes, so it survives a reload as elsewhere. Where it cannot
 * be opened, or refuses those too, the file is kept in memory for this page load, and the console
 * says once that such files will not survive a reload. A full disk (QuotaExceededError) is never
 * hidden that way: the put fails with it.
 */
export function createIndexedDbBlobStore(store: IdbStore = openIdbStore(MEDIA_DB_NAME, MEDIA_STORE)): BlobStore {
  const memory = createMemoryBlobStore();
  let warned = false;
  const keepInMemory = (error: unknown) => {
    if (warned) return;
    warned = true;
    console.warn('[mock db] this browser will not store uploaded files: they are kept in memory until a reload', error);
  };
  // opened once: a store that cannot be opened is not asked again
  const opened: Promise<IdbStore | undefined> = store.ready().then(
    () => store,
    (error: unknown) => {
      keepInMemory(error);
      return undefined;
    },
  );
  let tail: Promise<unknown> = opened;
  const serial = <T>(op: (db: IdbStore | undefined) => Promise<T>): Promise<T> => {
    const result = tail.then(() => opened).then(op);
    tail = result.catch(() => undefined);
    return result;
  };
  return {
    put: (id, blob) =>
      serial(async (db) => {
        if (db) {
          try {
            await db.put(id, blob);
            return;
          } catch (error) {
            // a full disk is told, as a real storage service tells it: no other place would hold it
            if (isQuotaError(error)) throw error;
            try {
              await db.put(id, { type: blob.type, bytes: await blob.arrayBuffer() } satisfies StoredBytes);
              return;
            } catch (again) {
              if (isQuotaError(again)) throw again;
              keepInMemory(again);
            }
          }
        }
        await memory.put(id, blob);
      }),
    get: (id) =>
      serial(async (db) => {
        const kept = await memory.get(id);
        if (kept || !db) return kept;
        const value = await db.get<unknown>(id);
        if (isStoredBytes(value)) return new Blob([value.bytes], { type: value.type });
        return value instanceof Blob ? value : undefined;
      }),
    clear: () =>
      serial(async (db) => {
        await memory.clear();
        if (db) await db.clear();
      }),
    ready: async () => {
      await opened;
    },
  };
}
