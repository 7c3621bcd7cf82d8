// Where the fake server keeps its state between page loads.
// Browser: the JSON state in localStorage, uploaded files as blobs in IndexedDB.
// Node and vitest's jsdom (no IndexedDB): nothing is persisted; blobs live in memory.
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

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function openMediaDb(): Promise<IDBDatabase> {
  const open = indexedDB.open(MEDIA_DB_NAME, 1);
  open.onupgradeneeded = () => {
    if (!open.result.objectStoreNames.contains(MEDIA_STORE)) open.result.createObjectStore(MEDIA_STORE);
  };
  return request(open);
}

/**
 * Blobs in IndexedDB. Operations run one after another in call order, so a clear() followed by a
 * put() never loses the put. If IndexedDB cannot be opened (some private modes), blobs fall back
 * to memory for this page load.
 */
export function createIndexedDbBlobStore(): BlobStore {
  const fallback = createMemoryBlobStore();
  const opened: Promise<IDBDatabase | undefined> = openMediaDb().catch((error: unknown) => {
    console.warn('[mock db] IndexedDB unavailable, uploads are kept in memory', error);
    return undefined;
  });
  let tail: Promise<unknown> = opened;
  const serial = <T>(op: (db: IDBDatabase | undefined) => Promise<T>): Promise<T> => {
    const result = tail.then(() => opened).then(op);
    tail = result.catch(() => undefined);
    return result;
  };
  const objectStore = (db: IDBDatabase, mode: IDBTransactionMode) => db.transaction(MEDIA_STORE, mode).objectStore(MEDIA_STORE);
  return {
    put: (id, blob) =>
      serial(async (db) => {
        if (db) await request(objectStore(db, 'readwrite').put(blob, id));
        else await fallback.put(id, blob);
      }),
    get: (id) =>
      serial(async (db) => {
        if (!db) return fallback.get(id);
        const value: unknown = await request(objectStore(db, 'readonly').get(id));
        return value instanceof Blob ? value : undefined;
      }),
    clear: () =>
      serial(async (db) => {
        await fallback.clear();
        if (db) await request(objectStore(db, 'readwrite').clear());
      }),
    ready: async () => {
      await opened;
    },
  };
}
