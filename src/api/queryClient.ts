import { QueryClient } from '@tanstack/react-query';
import { getSessionId, isSignedIn, subscribeSession } from '@/shared/lib/session';
import { ApiError } from './errors';

/**
 * Queries retry a network blip (never a server's own refusal) and load again when the connection
 * returns or the tab regains focus, so a failed load is not a dead end. Mutations never retry.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        retry: (count, error) => count < 2 && error instanceof ApiError && error.kind === 'network',
      },
      mutations: { retry: false },
    },
  });
}

/** Whose data the cache holds: the session cookie, and whether it is a signed-in account. */
export type CacheOwner = { session: string | null; account: boolean };

export const currentCacheOwner = (): CacheOwner => ({ session: getSessionId() ?? null, account: isSignedIn() });

/**
 * One account never sees another's data: signing in, signing out, another account, or a session
 * the server refused (a 403 clears the cookie) empties the cache. The one exception is a visitor
 * with no session receiving an anonymous one (a card scan, a campaign, a like): nothing cached
 * belonged to anyone, and the page that received it is still on screen.
 */
export function ownerChangeClearsCache(before: CacheOwner, after: CacheOwner): boolean {
  if (before.session === after.session && before.account === after.account) return false;
  return !(before.session === null && !after.account);
}

/**
 * Empties the cache. A load still under way would answer for the old session, and removing it
 * would leave its screen waiting for good: it is reset and starts again (for a screen showing it).
 */
export function emptyCache(queryClient: QueryClient): void {
  const underWay = new Set(queryClient.getQueryCache().findAll({ predicate: (q) => q.state.fetchStatus !== 'idle' }));
  void queryClient.resetQueries({ predicate: (q) => underWay.has(q) });
  queryClient.removeQueries({ predicate: (q) => !underWay.has(q) });
  // mutations remember what was sent (a password, too)
  queryClient.getMutationCache().clear();
}

/**
 * Empties `queryClient` whenever the session changes hands (see ownerChangeClearsCache), from
 * this tab (every sign-in and sign-out path goes through session.ts) or another one (local storage).
 * Returns the unsubscribe function.
 */
export function clearCacheOnSessionChange(queryClient: QueryClient): () => void {
  let owner = currentCacheOwner();
  const check = () => {
    const next = currentCacheOwner();
    if (ownerChangeClearsCache(owner, next)) emptyCache(queryClient);
    owner = next;
  };
  const unsubscribe = subscribeSession(check);
  window.addEventListener('storage', check);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', check);
  };
}
