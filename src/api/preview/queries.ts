import { queryOptions } from '@tanstack/react-query';
import { previewKeys } from './keys';
import { getFizzDetail, getProcess, newFinalize } from './requests';

/** Spec part 2 §9: the preview polls processing every 3 s (with the shared poller, never faster). */
export const PROCESS_POLL_MS = 3_000;

/**
 * The combine request the preview sends on arrival, read like a load: one per visit (never
 * refetched on focus or by a refresh of the greeting), forgotten when the page closes.
 */
export const finalizeQuery = (fizzId: string | number) =>
  queryOptions({
    queryKey: previewKeys.finalize(fizzId),
    queryFn: () => newFinalize(fizzId),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** One processing poll (the preview runs the loop: src/shared/lib/usePolling). */
export const processQuery = (fizzId: string | number) =>
  queryOptions({ queryKey: previewKeys.process(fizzId), queryFn: () => getProcess(fizzId), staleTime: 0 });

export const fizzDetailQuery = (fizzId: string | number) =>
  queryOptions({ queryKey: previewKeys.detail(fizzId), queryFn: () => getFizzDetail(fizzId) });
