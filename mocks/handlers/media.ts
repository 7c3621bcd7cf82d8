import { http, HttpResponse, type HttpHandler } from 'msw';
import { fail } from '../http';
import { MEDIA_PATH, readUpload } from '../uploads';

export const MEDIA_NOT_FOUND = "We couldn't find that file.";

/** Stored media are served as what their bytes showed at upload, and browsers must not guess otherwise. */
export const MEDIA_HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' } as const;

/** The byte range a `Range: bytes=a-b` header asks of a file of `size` bytes; null for the whole file. */
export function byteRange(header: string | null, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    // a suffix: the last n bytes
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}

/**
 * Serves uploaded photos and videos (kept as blobs, so they survive a reload in the browser), with
 * byte ranges as a file server does: a video element seeks by asking for ranges.
 */
export const mediaHandlers: HttpHandler[] = [
  http.get(`*${MEDIA_PATH}/:id`, async ({ params, request }) => {
    const found = await readUpload(String(params.id));
    if (!found) {
      const missing = fail(MEDIA_NOT_FOUND, 404);
      for (const [name, value] of Object.entries(MEDIA_HEADERS)) missing.headers.set(name, value);
      return missing;
    }
    const size = found.blob.size;
    const headers = { ...MEDIA_HEADERS, 'Content-Type': found.type, 'Accept-Ranges': 'bytes' };
    const range = byteRange(request.headers.get('range'), size);
    if (range === 'unsatisfiable') {
      return new HttpResponse(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${size}` } });
    }
    if (range) {
      // bytes, not the Blob: the same in the browser, in node and in vitest's jsdom (whose Blob has no stream)
      const part = await found.blob.slice(range.start, range.end + 1).arrayBuffer();
      return new HttpResponse(part, {
        status: 206,
        headers: { ...headers, 'Content-Range': `bytes ${range.start}-${range.end}/${size}`, 'Content-Length': String(part.byteLength) },
      });
    }
    return new HttpResponse(await found.blob.arrayBuffer(), { headers: { ...headers, 'Content-Length': String(size) } });
  }),
];
