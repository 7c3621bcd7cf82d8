import { Poller } from '@/shared/lib/poller';
import { nextPollDelay } from '@/features/editor/rules/polling';

export type ContributorPollerOptions = {
  /** Asks the server for the newest contributor clip id. */
  poll: () => Promise<number | null>;
  /** The id the page already shows (from the detail). */
  knownVideoId: number | null;
  /** A new contributor clip arrived (the timer restarts). */
  onNewVideo: (videoId: number) => void;
  /** 30 minutes without news. */
  onGiveUp: () => void;
  now?: () => number;
};

/**
 * Watches for contributor clips on the schedule of nextPollDelay, with the app's one polling loop
 * (shared/lib/poller): the clock restarts whenever a new clip id appears; a failed poll is skipped
 * quietly (the next one is still scheduled).
 */
export class ContributorPoller {
  private known: number | null;
  private readonly poller: Poller<number | null>;

  constructor(options: ContributorPollerOptions) {
    this.known = options.knownVideoId;
    this.poller = new Poller({
      poll: options.poll,
      delay: nextPollDelay,
      onResult: (id) => {
        if (id === null || id === this.known) return 'continue';
        this.known = id;
        options.onNewVideo(id);
        return 'restart';
      },
      onGiveUp: options.onGiveUp,
      now: options.now,
    });
  }

  start(): void {
    this.poller.start();
  }

  stop(): void {
    this.poller.stop();
  }

  /** The page learnt of a newer id itself (a reload): polls compare against it from now on. */
  setKnown(videoId: number | null): void {
    this.known = videoId;
  }
}
