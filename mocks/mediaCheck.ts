// What an uploaded file really is, by its leading bytes (its "magic number"), never by its name or
// declared type: a text or HTML file named .jpg, or an SVG (which can carry script), is refused. Then,
// as an upload service does (OWASP ASVS 5.0 §5.2): the bytes must be what the upload said it sent
// (the isVideo query, the part's type and extension), a photo's header must be readable and within
// the pixel limit the device keeps too, a HEIC or AVIF photo is a photo, never a video clip, and a
// video's index must not point past its end.
import { CLIP_FILE_TYPES, MAX_PHOTO_PIXELS, type ClipKind } from '@/shared/config/media';
import { readImageFile, sniffImage } from '@/media/prepare/imageHeader';
import { videoCutShort } from './videoIndex';

export interface CheckedType {
  kind: ClipKind;
  /** The type the bytes show: what the file is stored and served as. */
  mime: string;
}

/** How many leading bytes the type checks read (an ISO file's brands are in its first box). */
export const SNIFF_BYTES = 64;

/** Photo types the fake server stores: the spec's .jpg, .png and .gif (the device makes HEIC into JPEG first). */
export const STORED_PHOTO_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/gif'];

const ascii = (bytes: Uint8Array, at: number, text: string) =>
  bytes.length >= at + text.length && [...text].every((ch, i) => bytes[at + i] === ch.charCodeAt(0));
const startsWith = (bytes: Uint8Array, sig: readonly number[]) =>
  bytes.length >= sig.length && sig.every((b, i) => bytes[i] === b);

const PHOTO_TYPES: Partial<Record<NonNullable<ReturnType<typeof sniffImage>>, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  heic: 'image/heic',
  avif: 'image/avif',
};

/** ISO base media (mp4, mov, m4v) that is not a still picture: its brand tells QuickTime and M4V apart. */
function isoMediaType(bytes: Uint8Array): string | null {
  if (!ascii(bytes, 4, 'ftyp')) return null;
  if (ascii(bytes, 8, 'qt  ')) return 'video/quicktime';
  if (ascii(bytes, 8, 'M4V')) return 'video/x-m4v';
  return 'video/mp4';
}

const SIGNATURES: readonly ((bytes: Uint8Array) => CheckedType | null)[] = [
  // JPEG, PNG, GIF, and HEIC and AVIF by their brands (before any ISO file is taken for an MP4):
  // the device's own reader, so both sides agree on what a photo is
  (b) => {
    const format = sniffImage(b);
    const mime = format && PHOTO_TYPES[format];
    return mime ? { kind: 'image', mime } : null;
  },
  (b) => {
    const mime = isoMediaType(b);
    return mime ? { kind: 'video', mime } : null;
  },
  // EBML: WebM and Matroska, what browsers record
  (b) => (startsWith(b, [0x1a, 0x45, 0xdf, 0xa3]) ? { kind: 'video', mime: 'video/webm' } : null),
  (b) => (ascii(b, 0, 'RIFF') && ascii(b, 8, 'AVI ') ? { kind: 'video', mime: 'video/x-msvideo' } : null),
];

/** The type these leading bytes show: the first signature that matches decides (an AVIF is never an MP4). */
function sniffType(head: Uint8Array): CheckedType | null {
  for (const signature of SIGNATURES) {
    const found = signature(head);
    if (found) return found;
  }
  return null;
}

/** The clip type these leading bytes show, if it is one this product takes (src/shared/config/media.ts). */
export function sniffClipType(head: Uint8Array): CheckedType | null {
  const found = sniffType(head);
  return found && (CLIP_FILE_TYPES[found.kind].mime as readonly string[]).includes(found.mime) ? found : null;
}

/**
 * What an upload says it sends: the kinds named by the add-clip isVideo query (null: not given),
 * the part's Content-Type (image/* or video/*; others, as application/octet-stream, say nothing)
 * and its extension (one of the clip extensions). Several are checked: each must be the bytes' kind.
 */
export function declaredKinds(part: { name: string; type: string }, isVideo: boolean | null): ClipKind[] {
  const kinds: ClipKind[] = [];
  if (isVideo !== null) kinds.push(isVideo ? 'video' : 'image');
  const mime = part.type.toLowerCase().split(';')[0]!.trim();
  if (mime.startsWith('image/')) kinds.push('image');
  if (mime.startsWith('video/')) kinds.push('video');
  const ext = /\.([a-z0-9]+)$/i.exec(part.name)?.[1]?.toLowerCase() ?? '';
  for (const kind of ['image', 'video'] as const)
    if ((CLIP_FILE_TYPES[kind].ext as readonly string[]).includes(ext)) kinds.push(kind);
  return kinds;
}

/** Why a file is refused: each has its message in mocks/uploads.ts. */
export type MediaRefusal = 'not-media' | 'heif' | 'not-as-declared' | 'unreadable-photo' | 'too-many-pixels' | 'video-cut-short';

/**
 * Checks an uploaded file: what its bytes are, against what the upload says, and a photo's header
 * (read up to its frame header, never decoded). The checked type, or why it is refused.
 */
export async function checkClipFile(
  file: File,
  isVideo: boolean | null = null,
): Promise<CheckedType | { refused: MediaRefusal }> {
  const found = sniffType(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  // a HEIC or AVIF is a photo this server does not store: told so, never kept as an MP4
  if (found?.kind === 'image' && !STORED_PHOTO_TYPES.includes(found.mime)) return { refused: 'heif' };
  if (!found || !(CLIP_FILE_TYPES[found.kind].mime as readonly string[]).includes(found.mime)) return { refused: 'not-media' };
  if (declaredKinds(file, isVideo).some((kind) => kind !== found.kind)) return { refused: 'not-as-declared' };
  if (found.kind === 'image') {
    const facts = await readImageFile(file);
    if (!facts || !(facts.width > 0 && facts.height > 0)) return { refused: 'unreadable-photo' };
    if (facts.width * facts.height > MAX_PHOTO_PIXELS) return { refused: 'too-many-pixels' };
  } else if (await videoCutShort(file)) return { refused: 'video-cut-short' };
  return found;
}
