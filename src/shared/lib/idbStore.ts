import { clear, createStore, delMany, get, getMany, promisifyRequest, set, type UseStore } from 'idb-keyval';

/**
 * One IndexedDB object store through idb-keyval: the base every store of the app is built on (the
 * waiting uploads, the recorder's chunks, the fake server's files). Keys are arrays ['meta', owner,
 * id], so a store lists one kind or one owner by its leading parts.
 */
export interface IdbStore {
  get<T>(key: IDBValidKey): Promise<T | undefined>;
  getMany<T>(keys: IDBValidKey[]): Promise<(T | undefined)[]>;
  put(key: IDBValidKey, value: unknown): Promise<void>;
  remove(keys: IDBValidKey[]): Promise<void>;
  /** The keys that begin with `prefix` (['meta', 'edit:1001'] lists that owner's descriptions); all without one. */
  list(prefix?: IDBValidKey[]): Promise<IDBValidKey[]>;
  clear(): Promise<void>;
  /** Resolves once the store is open; rejects where it cannot be (no IndexedDB, a refused database). */
  ready(): Promise<void>;
}

/**
 * Every array key that begins with `prefix`: arrays compare part by part and an array sorts after
 * any other key, so [...prefix, []] is past every longer key with that prefix.
 */
const startingWith = (prefix: IDBValidKey[]) => IDBKeyRange.bound(prefix, [...prefix, []]);

/**
 * Opens `storeName` in database `dbName` on first use (not before: a page that never keeps
 * anything opens nothing). Where the browser has no IndexedDB, every call rejects.
 */
export function openIdbStore(dbName: string, storeName: string): IdbStore {
  let db: UseStore | null = null;
  const opened = (): UseStore => {
    if (typeof indexedDB === 'undefined') throw new Error('IndexedDB is not available');
    db ??= createStore(dbName, storeName);
    return db;
  };
  // a call that cannot open the store rejects (it never throws where it is called)
  const run = async <T>(work: (store: UseStore) => Promise<T>): Promise<T> => work(opened());
  return {
    get: (key) => run((s) => get(key, s)),
    getMany: (keys) => run((s) => getMany(keys, s)),
    put: (key, value) => run((s) => set(key, value, s)),
    remove: (keys) => run((s) => delMany(keys, s)),
    list: (prefix) =>
      run((s) => s('readonly', (store) => promisifyRequest(store.getAllKeys(prefix ? startingWith(prefix) : undefined)))),
    clear: () => run((s) => clear(s)),
    ready: () => run((s) => s('readonly', () => undefined)),
  };
}
