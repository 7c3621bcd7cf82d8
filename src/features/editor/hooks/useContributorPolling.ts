import { useEffect, useRef } from 'react';
import { getNewestActorVideo } from '@/api/editor/requests';
import { ContributorPoller } from '@/features/editor/lib/contributorPoller';

type Options = {
  greetingId: string;
  /** Off when the server disables the newest-actor flag (or the greeting is locked). */
  enabled: boolean;
  knownVideoId: number | null;
  onNewVideo: (videoId: number) => void;
  onGiveUp: () => void;
};

/** Spec part 2 §4 "Contributor clip polling", on the schedule of rules/polling.ts. */
export function useContributorPolling({ greetingId, enabled, knownVideoId, onNewVideo, onGiveUp }: Options): void {
  const latest = useRef({ knownVideoId, onNewVideo, onGiveUp });
  useEffect(() => {
    latest.current = { knownVideoId, onNewVideo, onGiveUp };
  });

  useEffect(() => {
    if (!enabled) return;
    const poller = new ContributorPoller({
      poll: () => getNewestActorVideo(greetingId),
      knownVideoId: latest.current.knownVideoId,
      onNewVideo: (id) => latest.current.onNewVideo(id),
      onGiveUp: () => latest.current.onGiveUp(),
    });
    poller.start();
    return () => poller.stop();
  }, [greetingId, enabled]);
}
