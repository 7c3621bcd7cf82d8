// What a saved greeting is called: its personalised text ('Grandma Rose - Happy 80th Birthday.mp4'),
// safe as a file name on every system a recipient may save it to.
import { previewTextOf, type SpecialFieldGroupLike } from '@/shared/lib/specialFields';

export const FALLBACK_FILE_NAME = 'Video Greeting';
/** Long enough for a name and a message; file systems allow 255 bytes. */
const MAX_NAME_LENGTH = 120;

/** Characters Windows, macOS or iOS refuse in a file name (and control characters). */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[<>:"/\\|?*\u0000-\u001f\u007f]/g;

/** One part of the name: unsafe characters out, spaces tidied, closing punctuation dropped. */
function cleanPart(part: string): string {
  return part
    .replace(UNSAFE, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s.!?,;]+$/u, '');
}

/**
 * The file name of a greeting's video: its text parts (the personalised lines, else its name)
 * joined by ' - ', with the container's extension.
 */
export function videoFileName(parts: readonly string[], extension: 'mp4' | 'webm'): string {
  const joined = parts.map(cleanPart).filter(Boolean).join(' - ');
  let name = Array.from(joined).slice(0, MAX_NAME_LENGTH).join('').trim().replace(/^\.+/, '');
  if (!name) name = FALLBACK_FILE_NAME;
  return `${name}.${extension}`;
}

/** A greeting's video file name: its personalised lines ('Grandma Rose - Happy 80th Birthday.mp4'), else its name. */
export function greetingVideoFileName(
  specialFields: readonly SpecialFieldGroupLike[],
  name: string,
  extension: 'mp4' | 'webm',
): string {
  const lines = previewTextOf(specialFields).split('\n').filter(Boolean);
  return videoFileName(lines.length ? lines : [name], extension);
}

/** The file name a server's Content-Disposition header gives (RFC 6266: filename* wins), or null. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // a malformed encoding: fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/.exec(header);
  const name = plain ? (plain[1]?.replace(/\\(.)/g, '$1') ?? plain[2]) : null;
  return name ? name.replace(UNSAFE, ' ').trim() || null : null;
}

/** A Content-Disposition header that saves the file under `name` (ASCII fallback plus UTF-8). */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
