/** The name field as an upload reads it: a fine name (or none), or a name the field refuses. */
export type NameState = { ready: true; name: string | undefined } | { ready: false };

/**
 * What the invitee's name field holds, for the uploads that read it as they go: a file goes with
 * the name the field shows, never with an earlier one. While the field shows a refused name, a file
 * about to go waits (`next`) until the name is fine again or cleared. Framework-free: the page sets
 * it as the field changes.
 */
export class NameGate {
  private state: NameState;
  private readonly waiting = new Set<() => void>();

  constructor(state: NameState) {
    this.state = state;
  }

  set(state: NameState): void {
    this.state = state;
    if (state.ready) for (const wake of [...this.waiting]) wake();
  }

  /** The name to send now, or as soon as the field holds a fine one (or none); rejects with an AbortError if `signal` aborts first. */
  next(signal?: AbortSignal): Promise<string | undefined> {
    return new Promise((resolve, reject) => {
      const aborted = () => {
        this.waiting.delete(wake);
        reject(new DOMException('aborted', 'AbortError'));
      };
      const wake = () => {
        if (!this.state.ready) return;
        this.waiting.delete(wake);
        signal?.removeEventListener('abort', aborted);
        resolve(this.state.name);
      };
      if (signal?.aborted) return aborted();
      this.waiting.add(wake);
      signal?.addEventListener('abort', aborted, { once: true });
      wake();
    });
  }
}
