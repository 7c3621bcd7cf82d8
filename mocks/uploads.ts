import { FORMATS_TEXT, MAX_PHOTO_PIXELS, MAX_UPLOAD_BYTES, MAX_UPLOAD_MB, type ClipKind } from '@/shared/config/media';
import { getBlob, getDb, newUuid, putBlob, updateDb } from './db/store';
import { fail } from './http';
import { checkClipFile, type MediaRefusal } from './mediaCheck';

/** Where the fake server serves uploaded files from (see handlers/media.ts). */
export const MEDIA_PATH = '/mock-media';
export const mediaUrl = (id: string) => `${MEDIA_PATH}/${id}`;

export const NO_FILES = 'Please choose a photo or video to upload.';
export const NOT_MULTIPART = 'The request must be multipart/form-data with a files[] part.';
export const EMPTY_FILE = 'This file is empty. Please choose another photo or video.';
export const NOT_MEDIA = `Only photos (${FORMATS_TEXT.image}) and videos (${FORMATS_TEXT.video}) can be added.`;
export const FILE_TOO_LARGE = `Files can be at most ${MAX_UPLOAD_MB} MB. Please choose a smaller file.`;
export const HEIF_NOT_TAKEN =
  "HEIC and AVIF photos can't be added. Please send it as a JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible).";
export const NOT_AS_DECLARED =
  'This file is not what its name or type says (a photo sent as a video, or a video as a photo). Please choose another file.';
export const PHOTO_UNREADABLE = "This photo can't be read: it is damaged. Please choose another file.";
export const PHOTO_TOO_LARGE = `Photos can be at most ${MAX_PHOTO_PIXELS / 1e6} megapixels. Please choose a smaller photo.`;
export const VIDEO_CUT_SHORT =
  "This video can't be played: the file is cut short (it ends before its last frames). Please choose another file.";

/** What each refusal of mediaCheck.ts says. */
export const MEDIA_REFUSALS: Record<MediaRefusal, string> = {
  'not-media': NOT_MEDIA,
  heif: HEIF_NOT_TAKEN,
  'not-as-declared': NOT_AS_DECLARED,
  'unreadable-photo': PHOTO_UNREADABLE,
  'too-many-pixels': PHOTO_TOO_LARGE,
  'video-cut-short': VIDEO_CUT_SHORT,
};
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
 * named .jpg, an SVG) or not what the upload says (400: `isVideo`, the part's type or extension),
 * a HEIC or AVIF photo (400), a photo whose header cannot be read or names more than
 * MAX_PHOTO_PIXELS (400), a video cut short after its index (400), and anything over MAX_UPLOAD_MB
 * (413). Nothing is stored here.
 */
export async function readUploadedFiles(
  request: Request,
  { isVideo = null }: { isVideo?: boolean | null } = {},
): Promise<{ files: CheckedUpload[]; form: FormData }> {
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
    const found = await checkClipFile(file, isVideo);
    if ('refused' in found) throw fail(MEDIA_REFUSALS[found.refused]);
    checked.push({ file, kind: found.kind, type: found.mime });
  }
  return { files: checked, form };
}
