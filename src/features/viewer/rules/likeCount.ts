/**
 * Part 2 §4: like is a toggle and the count changes by one each way at once, then settles with the
 * server's answer. A failed like goes back to the server's value (the failure is only logged, §8).
 */
export type LikeState = { likeCount: number; userLiked: boolean };

/** The state shown the moment the button is pressed. */
export function toggledLike(state: LikeState): LikeState {
  const userLiked = !state.userLiked;
  return { userLiked, likeCount: Math.max(0, state.likeCount + (userLiked ? 1 : -1)) };
}

export type LikeOutcome = { ok: true; server: LikeState } | { ok: false };

/**
 * What shows once a like call answers: the server's state when it succeeded; the last server value
 * (`before`) when it failed.
 */
export function settledLike(before: LikeState, outcome: LikeOutcome): LikeState {
  return outcome.ok ? outcome.server : before;
}
