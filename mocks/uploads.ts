import { FORMATS_TEXT, MAX_UPLOAD_BYTES, MAX_UPLOAD_MB, type ClipKind } from '@/shared/config/media';
import { getBlob, getDb, newUuid, putBlob, updateDb } from './db/store';
import { fail } from './http';
import { checkClipFile } from './mediaCheck';

/** Where the fake server serves uploaded files from (see handlers/media.ts). */
export const MEDIA_PATH = '/mock-media';
export const mediaUrl = (id: string) => `${MEDIA_PATH}/${id}`;

export const NO_FILES = 'Please choose a photo or video to upload.';
export const NOT_MULTIPART = 'The request must be multipart/form-data with a files[] part.';
export const EMPTY_FILE = 'This file is empty. Please choose another photo or video.';
export const NOT_MEDIA = `Only photos (${FORMATS_TEXT.image}) and videos (${FORMATS_TEXT.video}) can be added.`;
export const FILE_TOO_LARGE = `Files can be at most ${MAX_UPLOAD_MB} MB. Please choose a smaller file.`;
/** Room for the multipart framing and the other form fields around the files. */
const MULTIPART_OVERHEAD_BYTES = 1024 * 1024;
/** Several files may come in one call (the spec's files[] part); together they stay under this. */
export const MAX_UPLOAD_BODY_BYTES = MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES;

/** An uploaded file whose leading bytes were checked: `type` is what it is, not what it claimed. */
export interface CheckedUpload {
  file: File;
  kind: ClipKind;
  type: string;
}

/** Stores a checked upload's bytes and its row (with the checked type); returns the URL it is served at. */
export async function storeUpload(upload: CheckedUpload): Promise<{ id: string; url: string }> {
  const id = newUuid();
  const { file, type } = upload;
  // the row keeps the checked type; it, not the file's declared one, is what the file is served as
  await putBlob(id, file);
  updateDb((s) => {
    s.media[id] = { id, type, size: file.size, name: file.name };
  });
  return { id, url: mediaUrl(id) };
}

/** The stored file and its checked type, if any. */
export async function readUpload(id: string): Promise<{ blob: Blob; type: string } | undefined> {
  const media = getDb().media;
  if (!Object.hasOwn(media, id)) return undefined;
  const blob = await getBlob(id);
  return blob ? { blob, type: media[id].type } : undefined;
}

/**
 * The uploaded files of a multipart body (its files[] or files parts), each checked, and the form
 * for its other fields. Refuses a body that is not multipart form data or has no file (400), an
 * empty file (400), one whose leading bytes are not an allowed photo or video (400: a text file
 * named .jpg, an SVG), and anything over MAX_UPLOAD_MB (413).
 */
export async function readUploadedFiles(request: Request): Promise<{ files: CheckedUpload[]; form: FormData }> {
  if (Number(request.headers.get('content-length')) > MAX_UPLOAD_BODY_BYTES) throw fail(FILE_TOO_LARGE, 413);
  let form: FormData;
  try {
    form = await request.clone().formData();
  } catch {
    throw fail(NOT_MULTIPART);
  }
  const files = [...form.getAll('files[]'), ...form.getAll('files')].filter((v): v is File => typeof v !== 'string');
  if (files.length === 0) throw fail(NO_FILES);
  if (files.some((f) => f.size === 0)) throw fail(EMPTY_FILE);
  if (files.some((f) => f.size > MAX_UPLOAD_BYTES)) throw fail(FILE_TOO_LARGE, 413);
  const checked: CheckedUpload[] = [];
  for (const file of files) {
    const found = await checkClipFile(file);
    if (!found) throw fail(NOT_MEDIA);
    checked.push({ file, kind: found.kind, type: found.mime });
  }
  return { files: checked, form };
}
