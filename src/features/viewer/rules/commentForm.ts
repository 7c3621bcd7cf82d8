import { z } from '@/api/zod';
import { LIMITS } from '@/shared/config/limits';
import { withRules } from '@/shared/lib/forms/withRules';
import { nameProblem, textProblem, visibleLength } from '@/shared/lib/personText';

/**
 * Part 2 §5 and §9: a comment needs a first and a last name and a body of at least 5 characters;
 * otherwise the submit is silently ignored. The form clears after sending.
 */
export const COMMENT_MIN_LENGTH = 5;

export type CommentDraft = { firstName: string; lastName: string; body: string };

export const EMPTY_DRAFT: CommentDraft = { firstName: '', lastName: '', body: '' };

type Problems = Record<keyof CommentDraft, string | null>;

/**
 * What is missing, by field. Never shown: the submit is silently ignored (part 2 §5). A body of
 * invisible characters only is as short as an empty one.
 */
export function commentProblems(draft: CommentDraft): Problems {
  return {
    firstName: draft.firstName.trim() === '' ? 'a first name' : null,
    lastName: draft.lastName.trim() === '' ? 'a last name' : null,
    body: visibleLength(draft.body) < COMMENT_MIN_LENGTH ? `at least ${COMMENT_MIN_LENGTH} characters` : null,
  };
}

/** What a comment's fields are called in the policy's messages (the fake server words them the same). */
const SUBJECTS = { firstName: 'your first name', lastName: 'your last name', body: 'your comment' } as const;

/**
 * What the person-written text policy refuses, by field: shown, unlike a missing field. The spec's
 * silence is for a comment not yet complete (the form's hint says what it needs); a hidden direction
 * character or an invisible name is something the writer cannot see, so only a message can say why
 * nothing was sent.
 */
export function commentTextProblems(draft: CommentDraft): Problems {
  return {
    firstName: nameProblem(draft.firstName, SUBJECTS.firstName, LIMITS.name),
    lastName: nameProblem(draft.lastName, SUBJECTS.lastName, LIMITS.name),
    body: textProblem(draft.body, SUBJECTS.body, LIMITS.comment),
  };
}

export function isCommentValid(draft: CommentDraft): boolean {
  const all = [...Object.values(commentProblems(draft)), ...Object.values(commentTextProblems(draft))];
  return all.every((problem) => problem === null);
}

/** The form's schema: commentTextProblems (shown), then commentProblems (silent). */
export const commentSchema = withRules(z.object({ firstName: z.string(), lastName: z.string(), body: z.string() }), (draft) => {
  const shown = commentTextProblems(draft);
  const silent = commentProblems(draft);
  return {
    firstName: shown.firstName ?? silent.firstName,
    lastName: shown.lastName ?? silent.lastName,
    body: shown.body ?? silent.body,
  };
});

/** What is sent: trimmed fields, and the root comment's uuid for a reply (replies are one level deep). */
export function commentPayload(draft: CommentDraft, parentUUID: string | null) {
  return {
    parentUUID,
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    body: draft.body.trim(),
  };
}

export type CommentPayload = ReturnType<typeof commentPayload>;

type Said = { parentUUID: string | null; firstName: string; lastName: string; body: string };

/** How many of these comments (roots and their replies) say exactly what `payload` says, by the same names, in the same place. */
export function countSame(comments: readonly (Said & { childComments?: readonly Said[] })[], payload: CommentPayload): number {
  const same = (c: Said) =>
    c.parentUUID === payload.parentUUID &&
    c.firstName === payload.firstName &&
    c.lastName === payload.lastName &&
    c.body === payload.body;
  return comments.flatMap((c) => [c, ...(c.childComments ?? [])]).filter(same).length;
}

/**
 * A comment being written, kept until the server has it (a reload or a closed tab brings it back).
 * `sent`: a send went out and its answer never came (a lost connection, a reload), so the server
 * may have it; `seen` is how many such comments there were before it went.
 */
export type KeptComment = { draft: CommentDraft; sent: { payload: CommentPayload; seen: number } | null };

export const isEmptyDraft = (d: CommentDraft) => !d.firstName && !d.lastName && !d.body;

/** A kept comment read back from storage; anything else is null. */
export function parseKeptComment(value: unknown): KeptComment | null {
  if (!value || typeof value !== 'object') return null;
  const { draft, sent } = value as Partial<Record<keyof KeptComment, unknown>>;
  const text = (v: unknown, key: string) => typeof (v as Record<string, unknown> | null)?.[key] === 'string';
  const isDraft = (v: unknown): v is CommentDraft => ['firstName', 'lastName', 'body'].every((k) => text(v, k));
  if (!isDraft(draft)) return null;
  const s = sent as KeptComment['sent'] | undefined;
  const validSent =
    s &&
    typeof s.seen === 'number' &&
    isDraft(s.payload) &&
    (s.payload.parentUUID === null || typeof s.payload.parentUUID === 'string');
  return { draft, sent: validSent ? s : null };
}
