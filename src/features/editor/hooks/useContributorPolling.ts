import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { editorKeys } from '@/api/editor/keys';
import { getNewestActorVideo } from '@/api/editor/requests';
import { contributorPollDelay, observeNewest, startClock, type PollClock } from '@/features/editor/rules/contributorPolling';

type Options = {
  greetingId: string;
  /** Off when the server disables the newest-actor flag (or the greeting is locked). */
  enabled: boolean;
  knownVideoId: number | null;
  onNewVideo: (videoId: number) => void;
  onGiveUp: () => void;
};

/** The poll's own entry: its data is the clock (rules/contributorPolling), not the bare id. */
const pollKey = (greetingId: string) => [...editorKeys.newestActor(greetingId), 'poll'] as const;

/**
 * Spec part 2 §4 "Contributor clip polling": React Query polls newest-actor-video on the schedule
 * of rules/polling.ts; a new clip id brings onNewVideo once and restarts the clock; 30 minutes
 * without news end the polling with onGiveUp. A failed poll waits for the next one.
 */
export function useContributorPolling({ greetingId, enabled, knownVideoId, onNewVideo, onGiveUp }: Options): void {
  // never suspends: the clock is there from the start (initialData)
  const poll = useSuspenseQuery({
    queryKey: pollKey(greetingId),
    queryFn: async ({ client, queryKey }) => {
      const newest = await getNewestActorVideo(greetingId);
      const known = client.getQueryData<PollClock>(queryKey) ?? startClock(knownVideoId, Date.now());
      return observeNewest(known, newest, Date.now());
    },
    // the detail's id stands for the first answer: nothing is sent on arrival, the first poll is 20 s in
    initialData: () => startClock(knownVideoId, Date.now()),
    // polls come from the schedule alone (not on focus, reconnect or mount), and one visit's clock is not the next one's
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    // off (the flag disabled): no interval, so no polls
    refetchInterval: (query) =>
      enabled && query.state.data ? contributorPollDelay(Date.now() - query.state.data.startedAt) : false,
    // as before: a hidden tab still hears of new clips, and still leaves after 30 minutes
    refetchIntervalInBackground: true,
  });

  const announced = useRef(knownVideoId);
  const { knownId, startedAt } = poll.data;
  const { dataUpdatedAt, errorUpdatedAt } = poll;
  useEffect(() => {
    if (knownId === null || knownId === announced.current) return;
    announced.current = knownId;
    onNewVideo(knownId);
  }, [knownId, onNewVideo]);

  // after each poll (answered or failed): past the schedule's end there is no next one
  const gaveUp = useRef(false);
  useEffect(() => {
    if (!enabled || gaveUp.current || contributorPollDelay(Date.now() - startedAt) !== false) return;
    gaveUp.current = true;
    onGiveUp();
  }, [enabled, startedAt, dataUpdatedAt, errorUpdatedAt, onGiveUp]);
}
