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

/**
 * The playlist player's state: the order, whether the next video starts on its own, how many have
 * ended since the visitor last pressed play or picked one, and whether a pick asks for focus.
 */
export type PlaylistState = { order: number[]; autoPlay: boolean; endedInRow: number; picked: boolean };

/** What happens to the playlist: a video plays (by the visitor's press or on its own), ends, or is picked. */
export type PlaylistEvent = { type: 'play' } | { type: 'ended' } | { type: 'pick'; index: number };

export function initialPlaylist(count: number): PlaylistState {
  return { order: Array.from({ length: count }, (_, i) => i), autoPlay: false, endedInRow: 0, picked: false };
}

/**
 * Ours (the spec says only that an ended video goes to the back): the playlist plays each video
 * once and then stops, back at its first video's poster, rather than going round for ever with
 * its sound on. A press on play or a pick starts a new round.
 */
export function playlistReducer(state: PlaylistState, event: PlaylistEvent): PlaylistState {
  switch (event.type) {
    case 'play':
      // a video starting on its own continues the round; the visitor's press on play starts one
      return state.autoPlay ? state : { ...state, autoPlay: true, endedInRow: 0 };
    case 'ended': {
      const endedInRow = state.endedInRow + 1;
      return {
        order: movePlaylist(state.order, { type: 'ended' }),
        autoPlay: endedInRow < state.order.length,
        endedInRow,
        picked: false,
      };
    }
    case 'pick': {
      const order = movePlaylist(state.order, event);
      if (order[0] === state.order[0]) return state;
      return { order, autoPlay: true, endedInRow: 0, picked: true };
    }
  }
}
