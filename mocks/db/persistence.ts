// Where the fake server keeps its state between page loads.
// Browser: the JSON state in localStorage, uploaded files as blobs in IndexedDB.
// Node and vitest's jsdom (no IndexedDB): nothing is persisted; blobs live in memory.
import type { DbState } from './types';

export const STORAGE_KEY = 'vg-mock-db-v1';
export const MEDIA_DB_NAME = 'vg-mock-media';
const MEDIA_STORE = 'blobs';

export function canPersist(): boolean {
  return typeof window !== 'undefined' && typeof indexedDB !== 'undefined';
}

interface Persisted {
  version: number;
  state: DbState;
}

function isPersisted(value: unknown, version: number): value is Persisted {
  if (typeof value !== 'object' || value === null) return false;
  const { version: v, state } = value as Partial<Persisted>;
  return v === version && typeof state === 'object' && state !== null && Array.isArray(state.fizzes);
}

/** The stored state, or undefined when there is none, it is unreadable or from another seed version. */
export function parseState(raw: string | null, version: number): DbState | undefined {
  if (raw === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isPersisted(parsed, version) ? parsed.state : undefined;
  } catch {
    return undefined;
  }
}

export function readState(version: number): DbState | undefined {
  try {
    return parseState(window.localStorage.getItem(STORAGE_KEY), version);
  } catch {
    return undefined;
  }
}

export function writeState(version: number, state: DbState): void {
  try {
    const persisted: Persisted = { version, state };
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(persisted));
  } catch (error) {
    console.warn('[mock db] could not save state', error);
  }
}

/** Calls back with the new state when another tab of the app saves it. */
export function onOtherTabWrite(version: number, listener: (state: DbState) => void): void {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY) return;
    const state = parseState(event.newValue, version);
    if (state) listener(state);
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
  const objectStore = (db: IDBDatabase, mode: IDBTransactionMode) =>
    db.transaction(MEDIA_STORE, mode).objectStore(MEDIA_STORE);
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
