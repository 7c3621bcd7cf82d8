import { getBlob, getDb, newUuid, putBlob, updateDb } from './db/store';
import { fail } from './http';

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

export const NO_FILES = 'Please choose a photo or video to upload.';
export const NOT_MULTIPART = 'The request must be multipart/form-data with a files[] part.';

/**
 * The uploaded files of a multipart body (its files[] or files parts) and the form, for its other
 * fields. Refuses (400) a body that is not multipart form data, and one without a file.
 */
export async function readUploadedFiles(request: Request): Promise<{ files: File[]; form: FormData }> {
  let form: FormData;
  try {
    form = await request.clone().formData();
  } catch {
    throw fail(NOT_MULTIPART);
  }
  const files = [...form.getAll('files[]'), ...form.getAll('files')].filter((v): v is File => typeof v !== 'string');
  if (files.length === 0) throw fail(NO_FILES);
  return { files, form };
}
