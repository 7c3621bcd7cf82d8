import { openIdbStore } from '@/shared/lib/idbStore';

/**
 * Where waiting and failed uploads are kept between visits: an IndexedDB store of its own
 * (src/shared/lib/idbStore.ts). One file is two entries: its description (meta) and its bytes (data), so a
 * change of status never rewrites the bytes. Everything is filed under an owner ('edit:1001',
 * 'invite:inv-1001'): the page that owns the files is the one that offers them back.
 */
export const UPLOAD_DB = 'vg-pending-uploads';
const UPLOAD_STORE = 'files';

export type StoredUploadMeta = {
  owner: string;
  /** The client's id for the upload, sent with it (add-clip's uploadId). */
  uploadId: string;
  /** Its place in the queue (earlier files have smaller numbers). */
  order: number;
  name: string;
  type: string;
  lastModified: number;
  /** It has been sent at least once: it may have arrived even though no answer did. */
  attempted: boolean;
  /** Why it failed, when it did. */
  message: string | null;
  /** The bytes kept are the file made ready on this device (smaller, upright): it is not prepared again. */
  prepared?: boolean;
};

export type StoredUpload = StoredUploadMeta & { file: File };

export interface UploadStore {
  /** Every kept file of an owner, in queue order. */
  list(owner: string): Promise<StoredUpload[]>;
  put(meta: StoredUploadMeta, file: File): Promise<void>;
  /** Changes the description only (the bytes are written once). */
  patch(owner: string, uploadId: string, changes: Partial<Pick<StoredUploadMeta, 'attempted' | 'message'>>): Promise<void>;
  remove(owner: string, uploadId: string): Promise<void>;
}

type Key = [kind: 'meta' | 'data', owner: string, uploadId: string];
const metaKey = (owner: string, uploadId: string): Key => ['meta', owner, uploadId];
const dataKey = (owner: string, uploadId: string): Key => ['data', owner, uploadId];
/** The bytes as kept: a Blob where the browser can keep one, else an ArrayBuffer (read once). */
type StoredData = { blob: Blob } | { buffer: ArrayBuffer };

const isMeta = (v: unknown): v is StoredUploadMeta =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as StoredUploadMeta).uploadId === 'string' &&
  typeof (v as StoredUploadMeta).name === 'string';

function fileOf(meta: StoredUploadMeta, data: unknown): File | null {
  if (typeof data !== 'object' || data === null) return null;
  const part = 'blob' in data ? (data as { blob: unknown }).blob : 'buffer' in data ? (data as { buffer: unknown }).buffer : null;
  if (!part || !(part instanceof Blob || Object.prototype.toString.call(part) === '[object ArrayBuffer]')) return null;
  return new File([part as BlobPart], meta.name, { type: meta.type, lastModified: meta.lastModified });
}

/**
 * The IndexedDB store. `open()` checks the browser can keep a file at all (private modes and some
 * old engines cannot, or cannot keep Blobs: then the bytes go in as an ArrayBuffer) and rejects
 * when there is no usable IndexedDB.
 */
export async function openIdbUploadStore(dbName = UPLOAD_DB): Promise<UploadStore> {
  const db = openIdbStore(dbName, UPLOAD_STORE);
  const probeKey = ['probe', '', ''];
  await db.put(probeKey, { blob: new Blob(['ok']) });
  const back = await db.get<{ blob?: unknown }>(probeKey);
  await db.remove([probeKey]);
  const keepsBlobs = back?.blob instanceof Blob && back.blob.size === 2;
  const forget = (owner: string, uploadId: string) => db.remove([metaKey(owner, uploadId), dataKey(owner, uploadId)]);

  return {
    async list(owner) {
      const metas = await db.getMany<unknown>(await db.list(['meta', owner]));
      const out: StoredUpload[] = [];
      for (const meta of metas) {
        if (!isMeta(meta)) continue;
        const file = fileOf(meta, await db.get(dataKey(owner, meta.uploadId)));
        if (file) out.push({ ...meta, file });
        else await forget(owner, meta.uploadId); // half-written: drop it
      }
      return out.sort((a, b) => a.order - b.order);
    },
    async put(meta, file) {
      const data: StoredData = keepsBlobs ? { blob: file } : { buffer: await file.arrayBuffer() };
      // bytes first: a description is never listed without its file
      await db.put(dataKey(meta.owner, meta.uploadId), data);
      await db.put(metaKey(meta.owner, meta.uploadId), meta);
    },
    async patch(owner, uploadId, changes) {
      const meta = await db.get<unknown>(metaKey(owner, uploadId));
      if (isMeta(meta)) await db.put(metaKey(owner, uploadId), { ...meta, ...changes });
    },
    remove: forget,
  };
}
