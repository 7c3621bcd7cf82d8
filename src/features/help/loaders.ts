import { catalogReads } from '@/api/catalog/reads';
import type { RouteData } from '@/shared/config/routeDef';

// What each help route's loader reads (its routes.ts names them).

export const tutorials: RouteData = { reads: () => [catalogReads.tutorials()] };
