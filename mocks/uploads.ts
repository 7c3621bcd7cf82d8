import { getBlob, getDb, newUuid, putBlob, updateDb } from './db/store';

/** Where the fake server serves uploaded files from (see handlers/media.ts). */
export const MEDIA_PATH = '/mock-media';
export const mediaUrl = (id: string) => `${MEDIA_PATH}/${id}`;

/** Stores an uploaded file's bytes and its row; returns the URL it is served at. */
export async function storeUpload(file: File): Promise<{ id: string; url: string }> {
  const id = newUuid();
  await putBlob(id, file);
  updateDb((s) => {
    s.media[id] = { id, type: file.type || 'application/octet-stream', size: file.size, name: file.name };
  });
  return { id, url: mediaUrl(id) };
}

/** The stored file and its type, if any. */
export async function readUpload(id: string): Promise<{ blob: Blob; type: string } | undefined> {
  const row = getDb().media[id];
  const blob = await getBlob(id);
  return row && blob ? { blob, type: row.type } : undefined;
}
