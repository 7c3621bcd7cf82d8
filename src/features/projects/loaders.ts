import { greetingReads } from '@/api/greetings/reads';
import type { RouteData } from '@/shared/config/routeDef';

/** What /list's loader reads: an account's greetings. */
export const list: RouteData = { needs: 'account', reads: () => [greetingReads.list()] };
