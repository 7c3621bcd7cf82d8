import type { QueryClient } from '@tanstack/react-query';

type Id = string | number;

/**
 * One key root per greeting: every query about greeting {id} (its detail, the edit flow, the
 * invite code, preview processing, checkout, the purchase item, a boxed-set preview) lives under
 * `['greeting', id]`, so one call refreshes all of them.
 */
export const greetingKeys = {
  all: ['greeting'] as const,
  root: (greetingId: Id) => [...greetingKeys.all, String(greetingId)] as const,
};

/** The project list (GET /rest/fizz/list): it shows every greeting's state. */
export const projectListKey = ['fizz', 'list'] as const;

/**
 * After finish, lock, pay or a new clip: everything known about the greeting, and the list that
 * shows it, is fetched again where it is on screen and marked stale elsewhere.
 */
export function refreshGreeting(queryClient: QueryClient, greetingId: Id): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: greetingKeys.root(greetingId) }),
    queryClient.invalidateQueries({ queryKey: projectListKey }),
  ]).then(() => undefined);
}
