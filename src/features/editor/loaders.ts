import { editorReads } from '@/api/editor/reads';
import type { RouteData } from '@/shared/config/routeDef';

/** What /edit's loader reads: the greeting's edit flow, for its session. */
export const edit: RouteData = { needs: 'session', reads: ({ params }) => [editorReads.detail(params.greetingId ?? '')] };
