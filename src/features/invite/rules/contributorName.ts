import { contributorNameSchema } from '@/api/invitee/schemas';
import { z } from '@/api/zod';

/** The name field's message (the shared schema's), or null when the name is fine (empty is fine: it is optional). */
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
