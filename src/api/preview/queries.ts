import { queryOptions } from '@tanstack/react-query';
import { previewKeys } from './keys';
import { getGreetingDetail, getProcess, newFinalize } from './requests';

/** Spec part 2 §9: the preview polls processing every 3 s (with the shared poller, never faster). */
export const PROCESS_POLL_MS = 3_000;

/**
 * The combine request the preview sends on arrival, read like a load: one per visit (never
 * refetched on focus or by a refresh of the greeting), forgotten when the page closes.
 */
export const finalizeQuery = (greetingId: string | number) =>
  queryOptions({
    queryKey: previewKeys.finalize(greetingId),
    queryFn: () => newFinalize(greetingId),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** One processing poll (the preview runs the loop: src/shared/lib/usePolling). */
export const processQuery = (greetingId: string | number) =>
  queryOptions({ queryKey: previewKeys.process(greetingId), queryFn: () => getProcess(greetingId), staleTime: 0 });

export const greetingDetailQuery = (greetingId: string | number) =>
  queryOptions({ queryKey: previewKeys.detail(greetingId), queryFn: () => getGreetingDetail(greetingId) });
