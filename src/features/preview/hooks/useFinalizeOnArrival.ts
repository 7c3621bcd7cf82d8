import { useEffect, useRef } from 'react';
import { useFinalize } from '@/api/preview/mutations';
import type { Finalize } from '@/api/preview/schemas';

/** Read like the load it stands for: pending until the answer, then the answer or the failure. */
export type FinalizeOnArrival =
  | { isPending: true; isError: false; error: null; data: undefined }
  | { isPending: false; isError: true; error: Error; data: undefined }
  | { isPending: false; isError: false; error: null; data: Finalize };

/**
 * The combine request (PUT new-finalize) on arrival at the preview: once per visit of a greeting.
 * The id it was sent for is remembered, so StrictMode's second effect and re-renders send nothing
 * more; a new visit (the page mounted again, as its 'Try again' does) sends it again.
 */
export function useFinalizeOnArrival(greetingId: string): FinalizeOnArrival {
  const finalize = useFinalize();
  const { mutate } = finalize;
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (sentFor.current === greetingId) return;
    sentFor.current = greetingId;
    mutate(greetingId);
  }, [greetingId, mutate]);

  // before the effect, or just after the route's id changed, the answer (if any) is another greeting's
  if (finalize.variables !== greetingId || finalize.isIdle || finalize.isPending) {
    return { isPending: true, isError: false, error: null, data: undefined };
  }
  if (finalize.isError) return { isPending: false, isError: true, error: finalize.error, data: undefined };
  return { isPending: false, isError: false, error: null, data: finalize.data };
}
