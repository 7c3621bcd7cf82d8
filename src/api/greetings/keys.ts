import type { QueryClient } from '@tanstack/react-query';

type Id = string | number;

/**
 * The one query-key factory of greetings. Every query about greeting {id} (its detail, the edit
 * flow, the invite code, preview processing, checkout, the purchase item, a boxed-set preview)
 * lives under `root(id)`, so one call refreshes all of them; the list and the personalise form sit
 * beside them under the same `['greeting']`.
 */
export const greetingKeys = {
  all: ['greeting'] as const,
  root: (greetingId: Id) => [...greetingKeys.all, String(greetingId)] as const,
  /** The project list (GET /rest/fizz/list): it shows every greeting's state. */
  list: () => [...greetingKeys.all, 'list'] as const,
  /** A template's personalise form, before the greeting exists. */
  personalize: (taId: Id, key?: string | null, qrKey?: string | null) =>
    [...greetingKeys.all, 'personalize', String(taId), key ?? null, qrKey ?? null] as const,
  change: (greetingId: Id) => [...greetingKeys.root(greetingId), 'personalize'] as const,
  inviteCode: (greetingId: Id) => [...greetingKeys.root(greetingId), 'invite-code'] as const,
};

/**
 * After finish, lock, pay or a new clip: everything known about the greeting, and the list that
 * shows it, is fetched again where it is on screen and marked stale elsewhere.
 */
export function refreshGreeting(queryClient: QueryClient, greetingId: Id): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: greetingKeys.root(greetingId) }),
    queryClient.invalidateQueries({ queryKey: greetingKeys.list() }),
  ]).then(() => undefined);
}
