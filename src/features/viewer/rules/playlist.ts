/**
 * Part 2 §2, §4 and §9: the playlist player. The first item plays; the queue shows the next 3.
 * When the active video ends it moves to the back; picking one of the first 3 queue items makes it
 * active (and the one that was playing goes to the back, as if it had ended).
 */
export const QUEUE_SIZE = 3;

/** The items waiting, as shown: at most QUEUE_SIZE after the active one. */
export function visibleQueue<T>(order: readonly T[]): T[] {
  return order.slice(1, 1 + QUEUE_SIZE);
}

/** The active video ended: it goes to the back, the next one plays. */
export function afterEnded<T>(order: readonly T[]): T[] {
  if (order.length < 2) return [...order];
  return [...order.slice(1), order[0]];
}

/**
 * The queue item at `queueIndex` (0 = the first one shown) is picked. Only the first 3 can be;
 * any other index leaves the order as it is.
 */
export function pickFromQueue<T>(order: readonly T[], queueIndex: number): T[] {
  const at = queueIndex + 1;
  if (!Number.isInteger(queueIndex) || queueIndex < 0 || queueIndex >= QUEUE_SIZE || at >= order.length) return [...order];
  const rest = order.filter((_, i) => i !== 0 && i !== at);
  return [order[at], ...rest, order[0]];
}
