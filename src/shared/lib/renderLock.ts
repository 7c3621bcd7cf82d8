// One render of a greeting's video at a time on this device, across tabs: the fake server's pipeline
// (mocks/renderPipeline.ts) and the thank-you page's 'Download and save' hold the same Web Lock while
// they render, so a second tab waits for the first instead of making a second, different file
// (rendering twice at once also doubles the memory: about 2.2 GB at the peak).

type Id = number | string;

/** The Web Lock's name for a greeting's render. */
export const renderLockName = (greetingId: Id): string => `vg-render-${greetingId}`;

const locks = (): LockManager | null => (typeof navigator !== 'undefined' && navigator.locks) || null;

/** Whether a render of the greeting holds its lock now (in this tab or another). */
export async function isRenderLocked(greetingId: Id): Promise<boolean> {
  const manager = locks();
  if (!manager) return false;
  const { held = [] } = await manager.query();
  return held.some((lock) => lock.name === renderLockName(greetingId));
}

/**
 * Runs `work` holding the greeting's render lock, waiting first while another render holds it;
 * aborting `signal` stops the wait. Where the browser has no Web Locks, `work` runs at once.
 */
export async function withRenderLock<T>(greetingId: Id, signal: AbortSignal, work: () => Promise<T>): Promise<T> {
  const manager = locks();
  if (!manager) return work();
  return manager.request(renderLockName(greetingId), { signal }, () => work());
}
