import { http, HttpResponse, type HttpHandler } from 'msw';
import { attachmentDisposition } from '@/shared/media/fileName';
import { getDb, updateDb } from '../db/store';
import { fail } from '../http';
import { isDoneStatus, syncPipeline } from '../pipeline';
import { MEDIA_PATH, readUpload } from '../uploads';

export const MEDIA_NOT_FOUND = "We couldn't find that file.";
export const DOWNLOAD_NOT_FOUND = "We couldn't find that Video Greeting.";
export const VIDEO_NOT_READY = "The video isn't ready yet. Please try again in a moment.";

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

function notFound(message: string) {
  const missing = fail(message, 404);
  for (const [name, value] of Object.entries(MEDIA_HEADERS)) missing.headers.set(name, value);
  return missing;
}

/** A stored file, whole or the byte range asked for, as a file server serves it. */
async function serveStored(id: string, request: Request, extra: Record<string, string> = {}) {
  const found = await readUpload(id);
  if (!found) return notFound(MEDIA_NOT_FOUND);
  const size = found.blob.size;
  const headers = { ...MEDIA_HEADERS, 'Content-Type': found.type, 'Accept-Ranges': 'bytes', ...extra };
  const range = byteRange(request.headers.get('range'), size);
  if (range === 'unsatisfiable') {
    return new HttpResponse(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${size}` } });
  }
  if (range) {
    // bytes, not the Blob: the same in the browser, in node and in vitest's jsdom (whose Blob has no stream)
    const part = await found.blob.slice(range.start, range.end + 1).arrayBuffer();
    return new HttpResponse(part, {
      status: 206,
      headers: {
        ...headers,
        'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
        'Content-Length': String(part.byteLength),
      },
    });
  }
  return new HttpResponse(await found.blob.arrayBuffer(), { headers: { ...headers, 'Content-Length': String(size) } });
}

/**
 * Serves uploaded photos and videos and the videos the pipeline made (kept as blobs, so they survive
 * a reload in the browser), with byte ranges as a file server does: a video element seeks by asking
 * for ranges. A greeting's download link ({shareUrl}/download) saves its finished video under the
 * greeting's name.
 */
export const mediaHandlers: HttpHandler[] = [
  http.get(`*${MEDIA_PATH}/:id`, ({ params, request }) => serveStored(String(params.id), request)),

  http.get('*/vid/:uuid/download', async ({ params, request }) => {
    const fizz = getDb().fizzes.find((f) => f.uuid === String(params.uuid));
    if (!fizz || fizz.shareUrl === null) return notFound(DOWNLOAD_NOT_FOUND);
    updateDb(() => syncPipeline(fizz));
    if (!isDoneStatus(fizz.status) || !fizz.video) throw fail(VIDEO_NOT_READY, 409);
    if (!fizz.video.startsWith(`${MEDIA_PATH}/`)) {
      // a demo greeting's stock video is a static file
      return new HttpResponse(null, { status: 302, headers: { Location: new URL(fizz.video, request.url).href } });
    }
    const id = fizz.video.slice(MEDIA_PATH.length + 1);
    const name = getDb().media[id]?.name;
    return serveStored(id, request, name ? { 'Content-Disposition': attachmentDisposition(name) } : {});
  }),
];
