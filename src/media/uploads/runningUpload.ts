/**
 * The one upload under way: how to stop it, and its 'Hang tight!' notice (spec part 2 §4: once an
 * upload has run 5 s), which ends with it.
 */
export class RunningUpload {
  private readonly controller = new AbortController();
  private readonly slowTimer: ReturnType<typeof setTimeout>;

  constructor(
    readonly id: string,
    slowAfterMs: number,
    onSlow: () => void,
  ) {
    this.slowTimer = setTimeout(onSlow, slowAfterMs);
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** It was answered, or it failed: the slow notice will not come. */
  end(): void {
    clearTimeout(this.slowTimer);
  }

  /** Stopped from outside (Cancel, the screen gone): its work stops too. */
  abort(): void {
    this.end();
    this.controller.abort();
  }
}
