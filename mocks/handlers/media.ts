import { http, HttpResponse, type HttpHandler } from 'msw';
import { MEDIA_PATH, readUpload } from '../uploads';

/** Serves uploaded photos and videos (kept as blobs, so they survive a reload in the browser). */
export const mediaHandlers: HttpHandler[] = [
  http.get(`*${MEDIA_PATH}/:id`, async ({ params }) => {
    const found = await readUpload(String(params.id));
    if (!found) return new HttpResponse('Not found', { status: 404 });
    return new HttpResponse(found.blob, {
      headers: { 'Content-Type': found.type, 'Content-Length': String(found.blob.size), 'Cache-Control': 'no-store' },
    });
  }),
];
