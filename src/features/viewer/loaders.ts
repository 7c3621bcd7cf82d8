import { viewerReads } from '@/api/viewer/reads';
import type { RouteData } from '@/shared/config/routeDef';

/** What the recipient page's loader reads: the greeting. */
export const viewer: RouteData = { reads: ({ params }) => [viewerReads.greeting(params.uuid ?? '')] };
