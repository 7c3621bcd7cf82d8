// The fake server's state: one mutable DbState, persisted in the browser after every updateDb.
// Handlers read with getDb() and change state only inside updateDb(), so every change is saved.
import {
  canPersist,
  createIndexedDbBlobStore,
  createMemoryBlobStore,
  onOtherTabWrite,
  readState,
  SEED_VERSION,
  seedShape,
  writeState,
  type BlobStore,
  type SeedStamp,
} from './persistence';
import { createSeed } from './seed';
import type { CounterKind, DbState } from './types';

let state: DbState | undefined;
let blobStore: BlobStore | undefined;
let listeningToOtherTabs = false;
let seedStamp: SeedStamp | undefined;

/** This build's seed version and shape (what a stored db must match). */
function stamp(): SeedStamp {
  seedStamp ??= { version: SEED_VERSION, shape: seedShape(createSeed()) };
  return seedStamp;
}

function clearBlobs(): void {
  blobs()
    .clear()
    .catch((error: unknown) => console.warn('[mock db] could not clear stored media', error));
}

function blobs(): BlobStore {
  blobStore ??= canPersist() ? createIndexedDbBlobStore() : createMemoryBlobStore();
  return blobStore;
}

function persist(s: DbState): void {
  if (canPersist()) writeState(stamp(), s);
}

/**
 * The current state (mutable). In the browser it is read from storage on first use; a db stored by
 * another seed version starts again from the seed, and the uploads it kept are cleared.
 */
export function getDb(): DbState {
  if (!state) {
    const stored = canPersist() ? readState(stamp()) : { kind: 'none' as const };
    if (stored.kind === 'stale') clearBlobs();
    state = stored.kind === 'current' ? stored.state : createSeed();
    if (stored.kind !== 'current') persist(state);
  }
  return state;
}

/** Runs a mutation, saves the state (browser) and returns the mutation's result. */
export function updateDb<T>(fn: (s: DbState) => T): T {
  const s = getDb();
  try {
    return fn(s);
  } finally {
    persist(s);
  }
}

/** Back to a fresh seed; stored blobs are cleared too. */
export function resetDb(): void {
  state = createSeed();
  persist(state);
  clearBlobs();
}

/**
 * Browser: loads the persisted state (or seeds it), opens the blob store and follows saves made by
 * other tabs. Call it before the worker starts. Node: nothing to load.
 */
export async function loadDb(): Promise<void> {
  if (!canPersist()) return;
  state = undefined;
  getDb();
  if (!listeningToOtherTabs) {
    listeningToOtherTabs = true;
    onOtherTabWrite(stamp(), (next) => {
      state = next;
    });
  }
  await blobs().ready();
}

/** Hands out the next id of a kind and advances the counter. Call inside updateDb. */
export function nextId(s: DbState, kind: CounterKind): number {
  const id = s.counters[kind];
  s.counters[kind] = id + 1;
  return id;
}

export function putBlob(id: string, blob: Blob): Promise<void> {
  return blobs().put(id, blob);
}

export function getBlob(id: string): Promise<Blob | undefined> {
  return blobs().get(id);
}

function randomHex(bytes: number): string {
  const values = new Uint8Array(bytes);
  if (typeof globalThis.crypto?.getRandomValues === 'function') globalThis.crypto.getRandomValues(values);
  else for (let i = 0; i < bytes; i++) values[i] = Math.floor(Math.random() * 256);
  return Array.from(values, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A random v4 UUID (crypto.randomUUID needs a secure context; fall back outside one). */
export function newUuid(): string {
  if (typeof globalThis.crypto?.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const h = randomHex(16);
  const variant = ((parseInt(h[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
