import { queryOptions } from '@tanstack/react-query';
import { previewKeys } from './keys';
import { getGreetingDetail, getProcess } from './requests';
import type { Process } from './schemas';

/**
 * The preview's processing poll; the page sets its refetchInterval (every 3 s until isDone). null
 * until the first answer, so arriving sends nothing: the first poll is one interval in. Polls come
 * from that interval alone (not on focus, reconnect or mount, no quick retries), and a visit never
 * starts from the last one's answer: each follows its own combine request.
 */
export const processQuery = (greetingId: string | number) =>
  queryOptions<Process | null>({
    queryKey: previewKeys.process(greetingId),
    queryFn: () => getProcess(greetingId),
    initialData: null,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

/**
 * The finished video's state for the thank-you pages (the process answer: done, failed, how far,
 * what it left out). null until the first answer, which is asked for on arrival (the null is
 * already stale), so the page never waits for it; a failed read leaves null (the page then does
 * what it did before it knew).
 */
export const finishedVideoQuery = (greetingId: string | number) =>
  queryOptions<Process | null>({
    queryKey: previewKeys.finishedVideo(greetingId),
    queryFn: () => getProcess(greetingId),
    initialData: null,
    initialDataUpdatedAt: 0,
    retry: false,
  });

export const greetingDetailQuery = (greetingId: string | number) =>
  queryOptions({ queryKey: previewKeys.detail(greetingId), queryFn: () => getGreetingDetail(greetingId) });
