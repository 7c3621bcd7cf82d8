import { readFile, stat } from 'node:fs/promises';
import { dirname, extname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setStaticMediaReader } from './staticMedia';

// public/media on disk, for the fake server in Node (`npm run mock:server`, vitest): the demo media
// it serves at /media/... and the stock videos its downloads send.

/** Demo media are served from public/media only: nothing else in public/ (the worker script, say). */
const MEDIA_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../public/media');

export const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
};

export const contentTypeOf = (file: string) => CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';

/**
 * The file a /media/... path names inside public/media, or null. The decoded path is resolved and
 * must stay inside the folder: '/media/..%2fmockServiceWorker.js' and its kin are not served.
 */
export function mediaFile(pathname: string): string | null {
  if (!pathname.startsWith('/media/')) return null;
  let rest: string;
  try {
    rest = decodeURIComponent(pathname.slice('/media/'.length));
  } catch {
    return null;
  }
  if (rest.includes('\0')) return null;
  const file = resolve(MEDIA_DIR, rest);
  return file.startsWith(MEDIA_DIR + sep) ? file : null;
}

/** A /media/... file read whole (the demo videos are small), typed by its extension; null when there is none. */
export async function readPublicMedia(path: string): Promise<Blob | null> {
  const file = mediaFile(new URL(path, 'http://localhost').pathname);
  if (!file || !(await stat(file).catch(() => undefined))?.isFile()) return null;
  return new Blob([await readFile(file)], { type: contentTypeOf(file) });
}

/** The fake server in Node reads static media from disk. */
export function readStaticMediaFromDisk(): void {
  setStaticMediaReader((path) => readPublicMedia(path));
}
