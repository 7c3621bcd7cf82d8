/**
 * The app's one polling loop: contributor clips on the edit page, the preview's processing poll
 * (every 3 s) and the boxed-set preview. It never polls faster than its schedule, waits for the
 * connection to come back when the browser is offline, and reports a failed poll without stopping.
 */
export type PollOutcome = 'continue' | 'stop' | 'restart';

export type PollerOptions<T> = {
  /** One poll. */
  poll: () => Promise<T>;
  /** The wait before the next poll, by time since the (re)start; null ends the polling (`onGiveUp`). */
  delay: (elapsedMs: number) => number | null;
  /** Decides what follows a poll: keep going, stop (done), or restart the clock. */
  onResult: (result: T) => PollOutcome;
  /** A failed poll; the next one is still scheduled. */
  onError?: (error: unknown) => void;
  onGiveUp?: () => void;
  /** Poll once straight away instead of after the first delay. */
  immediate?: boolean;
  now?: () => number;
};

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

export class Poller<T> {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private startedAt = 0;
  private active = false;
  private waitingForOnline = false;
  private readonly now: () => number;

  constructor(private readonly options: PollerOptions<T>) {
    this.now = options.now ?? (() => Date.now());
  }

  start(): void {
    if (this.active) return;
    this.active = true;
    this.startedAt = this.now();
    if (this.options.immediate) void this.tick();
    else this.schedule();
  }

  stop(): void {
    this.active = false;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.stopWaiting();
  }

  get running(): boolean {
    return this.active;
  }

  private readonly onOnline = () => {
    this.stopWaiting();
    if (this.active && this.timer === null) void this.tick();
  };

  private stopWaiting(): void {
    if (!this.waitingForOnline) return;
    this.waitingForOnline = false;
    window.removeEventListener('online', this.onOnline);
  }

  private schedule(): void {
    if (!this.active) return;
    const delay = this.options.delay(this.now() - this.startedAt);
    if (delay === null) {
      this.stop();
      this.options.onGiveUp?.();
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = null;
      if (online()) void this.tick();
      else if (!this.waitingForOnline) {
        // offline: the next poll is the moment the connection returns
        this.waitingForOnline = true;
        window.addEventListener('online', this.onOnline);
      }
    }, delay);
  }

  private async tick(): Promise<void> {
    let outcome: PollOutcome = 'continue';
    try {
      const result = await this.options.poll();
      if (!this.active) return;
      outcome = this.options.onResult(result);
    } catch (error) {
      if (!this.active) return;
      this.options.onError?.(error);
    }
    if (outcome === 'stop') return this.stop();
    if (outcome === 'restart') this.startedAt = this.now();
    this.schedule();
  }
}

/** A fixed interval (the preview's 3 s poll). */
export const every = (ms: number) => () => ms;
