import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { greetingDetailQuery } from '@/api/preview/queries';

/**
 * The greeting as the server has it now: a copy read before (the thank-you page's) may be out of
 * date, so this waits for a fresh read (the component suspends meanwhile), which refreshes that copy too.
 */
export function useGreetingNow(greetingId: string) {
  const client = useQueryClient();
  const detail = greetingDetailQuery(greetingId);
  return useSuspenseQuery({
    queryKey: [...detail.queryKey, 'now'],
    queryFn: () => client.fetchQuery({ ...detail, staleTime: 0 }),
    staleTime: 0,
    gcTime: 0,
  }).data;
}
