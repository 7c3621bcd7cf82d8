import { greetingReads } from '@/api/greetings/reads';
import type { RouteData } from '@/shared/config/routeDef';

// What each personalise route's loader reads (its routes.ts names them).

/** /change/{greetingId}: the greeting's own session's. */
export const change: RouteData = {
  needs: 'session',
  reads: ({ params }) => [greetingReads.personalizeChange(params.greetingId ?? '')],
};

/** A new greeting from a template is an account's (the route asks to sign in). */
export const create: RouteData = {
  needs: 'account',
  reads: ({ params, search }) => [
    greetingReads.personalize(params.taId ?? '', { key: search.get('key'), qrKey: params.qrKey ?? null }),
  ],
};
