import { contributorNameSchema } from '@/api/invitee/schemas';
import { z } from '@/api/zod';
import type { NameState } from '@/features/invite/lib/nameGate';

/** A file about to go waits this long after the last key press in the name field, so it goes with the whole name. */
export const NAME_SETTLE_MS = 800;

/** The name field's message (the person-written name policy's), or null when the name is fine (empty is fine: it is optional). */
export function contributorNameProblem(raw: string): string | null {
  const parsed = z.safeParse(contributorNameSchema, raw);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** What goes with an upload: the trimmed name, or nothing for an empty or refused one. */
export function nameToSend(raw: string | null | undefined): string | undefined {
  if (raw == null) return undefined;
  const parsed = z.safeParse(contributorNameSchema, raw);
  return parsed.success && parsed.data ? parsed.data : undefined;
}

/**
 * What the field holds, as an upload reads it: the name it shows (trimmed) or none when it is
 * empty; a refused name is not ready (the file waits for the field, it never goes with an older name).
 */
export function nameState(raw: string): NameState {
  return contributorNameProblem(raw) ? { ready: false } : { ready: true, name: nameToSend(raw) };
}
