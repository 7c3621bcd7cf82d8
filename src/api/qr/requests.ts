import { startSession } from '@/shared/lib/session';
import { request } from '@/api/client';
import { boxSetAddSchema, boxSetLinkSchema, boxSetListSchema, boxSetPreviewSchema, qrSchema } from './schemas';

/**
 * The card and boxed-set GETs (path and query), written once: the calls below encode their values; a
 * route's read (reads.ts) passes its pattern's `:params`, which makes the call the start sends.
 */
export const qrUrls = {
  scan: (code: string) => `/rest/qr/${code}?auto-account=true`,
  boxSetAdd: (qrKey: string) => `/rest/qr/box-set-add?qrKey=${qrKey}`,
  boxSetPreview: (qrKey: string, greetingId: string) => `/rest/qr/${qrKey}/box-set-preview/${greetingId}`,
  boxSetList: (qrKey: string) => `/rest/qr/box-set/list?qrKey=${qrKey}`,
};

type Id = string | number;
const seg = (v: Id) => encodeURIComponent(String(v));

/**
 * GET /rest/qr/{code}?auto-account=true: the scanned card. When the server answers a new anonymous
 * session (the visitor had none), it is kept (not signed in).
 */
export async function scanQr(code: string) {
  const data = await request({ method: 'GET', url: qrUrls.scan(seg(code)) }, qrSchema);
  if (data.sessionId) startSession(data.sessionId, false);
  return data;
}

/** GET /rest/qr/box-set-add?qrKey= */
export function getBoxSetAdd(qrKey: string) {
  return request({ method: 'GET', url: qrUrls.boxSetAdd(seg(qrKey)) }, boxSetAddSchema);
}

/** GET /rest/qr/{qrKey}/box-set-preview/{fizzId} */
export function getBoxSetPreview(qrKey: string, greetingId: Id) {
  return request({ method: 'GET', url: qrUrls.boxSetPreview(seg(qrKey), seg(greetingId)) }, boxSetPreviewSchema);
}

/** POST /rest/qr/box-set-link/{fizzId}?qrKey= {qrKey}: links a finished greeting to the set, for good. */
export function linkBoxSet(qrKey: string, greetingId: Id) {
  return request(
    { method: 'POST', url: `/rest/qr/box-set-link/${seg(greetingId)}`, params: { qrKey }, data: { qrKey } },
    boxSetLinkSchema,
  );
}

/** GET /rest/qr/box-set/list?qrKey=: the signed-in user's greetings that could be linked. */
export function getBoxSetList(qrKey: string) {
  return request({ method: 'GET', url: qrUrls.boxSetList(seg(qrKey)) }, boxSetListSchema);
}
