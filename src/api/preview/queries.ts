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

export const greetingDetailQuery = (greetingId: string | number) =>
  queryOptions({ queryKey: previewKeys.detail(greetingId), queryFn: () => getGreetingDetail(greetingId) });
