type WithScheduler = typeof globalThis & { scheduler?: { yield?: () => Promise<void> } };

/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer input in
 * between: a slow phone never sees one long task (Total Blocking Time). `scheduler.yield` resumes
 * ahead of other queued work; elsewhere a message-channel task (a timeout would wait ≥ 4 ms).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as WithScheduler).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
