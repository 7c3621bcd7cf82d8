import { previewReads } from '@/api/preview/reads';
import { qrReads } from '@/api/qr/reads';
import type { RouteData } from '@/shared/config/routeDef';

// What each card route's loader reads (its routes.ts names them).

export const scanMore: RouteData = { reads: ({ params }) => [previewReads.greetingDetail(params.greetingId ?? '')] };

/** The scanned card (/qr/{key}, or the set-up pages' {qrKey}). */
export const scan: RouteData = { reads: ({ params }) => [qrReads.scan(params.key ?? params.qrKey ?? '')] };

export const boxSetList: RouteData = { reads: ({ params }) => [qrReads.boxSetList(params.qrKey ?? '')] };

export const boxSetAdd: RouteData = { reads: ({ params }) => [qrReads.boxSetAdd(params.qrKey ?? '')] };

export const boxSetLink: RouteData = {
  reads: ({ params }) => [qrReads.boxSetPreview(params.qrKey ?? '', params.greetingId ?? '')],
};
