import { http, HttpResponse, type HttpHandler } from 'msw';
import { attachmentDisposition, greetingVideoFileName } from '@/media/fileName';
import { byteRange } from '../byteRange';
import { getDb, updateDb } from '../db/store';
import { FizzStatus } from '../db/types';
import { fail } from '../http';
import { isDoneStatus, syncPipeline } from '../pipeline';
import { readStaticMedia } from '../staticMedia';
import { MEDIA_PATH, readUpload } from '../uploads';

export { byteRange } from '../byteRange';

export const MEDIA_NOT_FOUND = "We couldn't find that file.";
export const DOWNLOAD_NOT_FOUND = "We couldn't find that Video Greeting.";
export const VIDEO_NOT_READY = "The video isn't ready yet. Please try again in a moment.";
export const VIDEO_FAILED = "This video couldn't be made, so it can't be downloaded.";

/** Stored media are served as what their bytes showed at upload, and browsers must not guess otherwise. */
export const MEDIA_HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' } as const;

function notFound(message: string) {
  const missing = fail(message, 404);
  for (const [name, value] of Object.entries(MEDIA_HEADERS)) missing.headers.set(name, value);
  return missing;
}

/** A stored file, whole or the byte range asked for, as a file server serves it. */
async function serveStored(id: string, request: Request, extra: Record<string, string> = {}) {
  const found = await readUpload(id);
  return found ? serveBytes(found, request, extra) : notFound(MEDIA_NOT_FOUND);
}

/** A file's bytes as its type, whole or the byte range the request asks for (RFC 9110: mocks/byteRange.ts). */
async function serveBytes(found: { blob: Blob; type: string }, request: Request, extra: Record<string, string>) {
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
    // a render that failed stays failed until the greeting is finished again: say so, not 'not ready' for ever
    if ((fizz.status & FizzStatus.inError) !== 0 && !fizz.video) throw fail(VIDEO_FAILED, 500);
    if (!isDoneStatus(fizz.status) || !fizz.video) throw fail(VIDEO_NOT_READY, 409);
    // every download is an attachment named after the greeting, with byte ranges
    const fallbackName = greetingVideoFileName(fizz.specialFields, fizz.name, fizz.video.endsWith('.webm') ? 'webm' : 'mp4');
    if (!fizz.video.startsWith(`${MEDIA_PATH}/`)) {
      // a demo greeting's stock video: a static file, served here (not redirected to a server that sends no name)
      const blob = await readStaticMedia(fizz.video, request.url);
      // a site answering its page for a missing file is no video either
      if (!blob?.type.startsWith('video/')) return notFound(DOWNLOAD_NOT_FOUND);
      return serveBytes({ blob, type: blob.type }, request, { 'Content-Disposition': attachmentDisposition(fallbackName) });
    }
    const id = fizz.video.slice(MEDIA_PATH.length + 1);
    const name = getDb().media[id]?.name || fallbackName;
    return serveStored(id, request, { 'Content-Disposition': attachmentDisposition(name) });
  }),
];
