import { editorReads } from '@/api/editor/reads';
import type { RouteData } from '@/shared/config/routeDef';

/** What the previews' loader reads: the greeting's parts for 'Watch it now', beside the combine request the page sends. */
export const preview: RouteData = { needs: 'session', reads: ({ params }) => [editorReads.detail(params.greetingId ?? '')] };
