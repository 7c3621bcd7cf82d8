/**
 * Part 2 §2, §4 and §9: the playlist player. The first item of the order plays; the queue shows the
 * next 3. When the active video ends it moves to the back; picking one of the first 3 queue items
 * makes it active (and the one that was playing goes to the back, as if it had ended).
 */
export const QUEUE_SIZE = 3;

/** What changes the order: the active video ended, or queue item `index` (0 = first shown) was picked. */
export type PlaylistMove = { type: 'ended' } | { type: 'pick'; index: number };

/** The items waiting, as shown: at most QUEUE_SIZE after the active one. */
export function visibleQueue<T>(order: readonly T[]): T[] {
  return order.slice(1, 1 + QUEUE_SIZE);
}

/**
 * The one move of the playlist: the next order after `move`. A pick outside the first 3 queue
 * items (or past the end of a short queue) leaves the order as it is. Never changes `order`.
 */
export function movePlaylist<T>(order: readonly T[], move: PlaylistMove): T[] {
  const at = move.type === 'ended' ? 0 : move.index + 1;
  if (move.type === 'pick' && !(Number.isInteger(move.index) && move.index >= 0 && move.index < QUEUE_SIZE)) return [...order];
  if (order.length < 2 || at >= order.length) return [...order];
  if (at === 0) return [...order.slice(1), order[0]];
  return [order[at], ...order.slice(1).filter((_, i) => i + 1 !== at), order[0]];
}
