import { previewReads } from '@/api/preview/reads';
import type { RouteData } from '@/shared/config/routeDef';

/** What every thank-you page's loader reads: the greeting. */
export const greeting: RouteData = { reads: ({ params }) => [previewReads.greetingDetail(params.greetingId ?? '')] };
