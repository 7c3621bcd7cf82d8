import { nextPollDelay } from '../rules/polling';

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
 * Watches for contributor clips on the schedule of nextPollDelay: the clock starts when the
 * poller starts and restarts whenever a new clip id appears. A failed poll is skipped quietly
 * (the next one is still scheduled).
 */
export class ContributorPoller {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private startedAt = 0;
  private known: number | null;
  private active = false;
  private readonly options: ContributorPollerOptions;
  private readonly now: () => number;

  constructor(options: ContributorPollerOptions) {
    this.options = options;
    this.known = options.knownVideoId;
    this.now = options.now ?? (() => Date.now());
  }

  start(): void {
    if (this.active) return;
    this.active = true;
    this.startedAt = this.now();
    this.schedule();
  }

  stop(): void {
    this.active = false;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /** The page learnt of a newer id itself (a reload): polls compare against it from now on. */
  setKnown(videoId: number | null): void {
    this.known = videoId;
  }

  private schedule(): void {
    if (!this.active) return;
    const delay = nextPollDelay(this.now() - this.startedAt);
    if (delay === null) {
      this.stop();
      this.options.onGiveUp();
      return;
    }
    this.timer = setTimeout(() => void this.tick(), delay);
  }

  private async tick(): Promise<void> {
    this.timer = null;
    let id: number | null = null;
    try {
      id = await this.options.poll();
    } catch {
      id = null; // skipped: the next poll keeps the schedule
    }
    if (!this.active) return;
    if (id !== null && id !== this.known) {
      this.known = id;
      this.startedAt = this.now();
      this.options.onNewVideo(id);
    }
    this.schedule();
  }
}
