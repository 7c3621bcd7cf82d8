/**
 * Saves a value that changes faster than the server answers (the clip order): one save at a
 * time; while one is on its way, newer values replace each other and only the newest is sent
 * next. So the last value the user made is always the last one saved (last write wins), and
 * never overtaken by an older request arriving late.
 */
export type LatestSaver<T> = {
  push(value: T): void;
  /** A save is on its way or waiting. */
  isBusy(): boolean;
  /** Resolves once everything pushed so far has been sent and answered. */
  idle(): Promise<void>;
};

export function createLatestSaver<T>(
  save: (value: T) => Promise<unknown>,
  hooks: { onError?: (error: unknown, value: T, superseded: boolean) => void; onIdle?: () => void } = {},
): LatestSaver<T> {
  let inFlight = false;
  let waiting: { value: T } | null = null;
  let idleWaiters: (() => void)[] = [];

  const run = (value: T) => {
    inFlight = true;
    save(value)
      .then(
        () => undefined,
        (error: unknown) => hooks.onError?.(error, value, waiting !== null),
      )
      .finally(() => {
        inFlight = false;
        const next = waiting;
        waiting = null;
        if (next) {
          run(next.value);
          return;
        }
        hooks.onIdle?.();
        const waiters = idleWaiters;
        idleWaiters = [];
        waiters.forEach((w) => w());
      });
  };

  return {
    push(value) {
      if (inFlight) waiting = { value };
      else run(value);
    },
    isBusy: () => inFlight || waiting !== null,
    idle: () => (inFlight ? new Promise<void>((resolve) => idleWaiters.push(resolve)) : Promise.resolve()),
  };
}
