// What an uploaded file really is, by its leading bytes (its "magic number"), never by its name or
// declared type: a text or HTML file named .jpg, or an SVG (which can carry script), is refused.
import { CLIP_FILE_TYPES, type ClipKind } from '@/shared/config/media';

export interface CheckedType {
  kind: ClipKind;
  /** The type the bytes show: what the file is stored and served as. */
  mime: string;
}

/** How many leading bytes the checks read. */
export const SNIFF_BYTES = 16;

const ascii = (bytes: Uint8Array, at: number, text: string) =>
  bytes.length >= at + text.length && [...text].every((ch, i) => bytes[at + i] === ch.charCodeAt(0));
const startsWith = (bytes: Uint8Array, sig: readonly number[]) =>
  bytes.length >= sig.length && sig.every((b, i) => bytes[i] === b);

/** ISO base media (mp4, mov, m4v): a first box of type 'ftyp'; its brand tells QuickTime and M4V apart. */
function isoMediaType(bytes: Uint8Array): string | null {
  if (!ascii(bytes, 4, 'ftyp')) return null;
  if (ascii(bytes, 8, 'qt  ')) return 'video/quicktime';
  if (ascii(bytes, 8, 'M4V')) return 'video/x-m4v';
  return 'video/mp4';
}

const SIGNATURES: readonly ((bytes: Uint8Array) => CheckedType | null)[] = [
  (b) => (startsWith(b, [0xff, 0xd8, 0xff]) ? { kind: 'image', mime: 'image/jpeg' } : null),
  (b) => (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ? { kind: 'image', mime: 'image/png' } : null),
  (b) => (ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a') ? { kind: 'image', mime: 'image/gif' } : null),
  (b) => {
    const mime = isoMediaType(b);
    return mime ? { kind: 'video', mime } : null;
  },
  // EBML: WebM and Matroska, what browsers record
  (b) => (startsWith(b, [0x1a, 0x45, 0xdf, 0xa3]) ? { kind: 'video', mime: 'video/webm' } : null),
  (b) => (ascii(b, 0, 'RIFF') && ascii(b, 8, 'AVI ') ? { kind: 'video', mime: 'video/x-msvideo' } : null),
];

/** The clip type these leading bytes show, if it is one this product takes (src/shared/config/media.ts). */
export function sniffClipType(head: Uint8Array): CheckedType | null {
  for (const signature of SIGNATURES) {
    const found = signature(head);
    if (found && (CLIP_FILE_TYPES[found.kind].mime as readonly string[]).includes(found.mime)) return found;
  }
  return null;
}

/** Reads a file's leading bytes and checks them. */
export async function checkClipFile(file: Blob): Promise<CheckedType | null> {
  return sniffClipType(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
}
