/**
 * Part 2 §5 and §9: a comment needs a first and a last name and a body of at least 5 characters;
 * otherwise the submit is silently ignored. The form clears after sending.
 */
export const COMMENT_MIN_LENGTH = 5;

export type CommentDraft = { firstName: string; lastName: string; body: string };

export const EMPTY_DRAFT: CommentDraft = { firstName: '', lastName: '', body: '' };

export function isCommentValid(draft: CommentDraft): boolean {
  return draft.firstName.trim() !== '' && draft.lastName.trim() !== '' && draft.body.trim().length >= COMMENT_MIN_LENGTH;
}

/** What is sent: trimmed fields, and the root comment's uuid for a reply (replies are one level deep). */
export function commentPayload(draft: CommentDraft, parentUUID: string | null) {
  return {
    parentUUID,
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    body: draft.body.trim(),
  };
}
