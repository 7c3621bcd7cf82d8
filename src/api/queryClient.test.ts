import { focusManager, onlineManager, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSessionCookie, endSession, startSession } from '@/shared/lib/session';
import { ApiError } from './errors';
import { clearCacheOnSessionChange, createQueryClient, ownerChangeClearsCache, type CacheOwner } from './queryClient';

const none: CacheOwner = { session: null, account: false };
const anon = (session = 'sess-anon'): CacheOwner => ({ session, account: false });
const account = (session = 'sess-a'): CacheOwner => ({ session, account: true });

describe('ownerChangeClearsCache: one account never sees another’s data', () => {
  it.each<[string, CacheOwner, CacheOwner, boolean]>([
    ['no change', account(), account(), false],
    ['no change, no session', none, none, false],
    ['sign in from no session', none, account(), true],
    ['sign in from an anonymous session (a guest signs up)', anon(), account(), true],
    ['sign out', account(), none, true],
    ['another account', account('sess-a'), account('sess-b'), true],
    ['the server refused an account’s session (403: the cookie goes, the flag stays)', account(), none, true],
    ['the server refused an anonymous session', anon(), none, true],
    ['another anonymous session', anon('sess-1'), anon('sess-2'), true],
    ['a visitor’s first anonymous session (card scan, campaign, like) keeps the page’s data', none, anon(), false],
  ])('%s → %s', (_, before, after, clears) => {
    expect(ownerChangeClearsCache(before, after)).toBe(clears);
  });
});

describe('createQueryClient', () => {
  let client: QueryClient | undefined;
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    client?.clear();
    client?.unmount();
    onlineManager.setOnline(true);
    focusManager.setFocused(undefined);
  });

  /** A query whose first load fails with the server's refusal and whose next one succeeds. */
  function failingOnce() {
    client = createQueryClient();
    client.mount();
    let calls = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['failing-once'],
      queryFn: async () => {
        calls += 1;
        if (calls === 1) throw new ApiError('Something went wrong on our side. Please try again.', 'server', 500);
        return 'loaded';
      },
    });
    stop = observer.subscribe(() => {});
    return { observer, calls: () => calls };
  }

  it('a failed load is not retried on a server refusal, and loads again when the connection returns', async () => {
    const { observer, calls } = failingOnce();
    await waitFor(() => expect(observer.getCurrentResult().isError).toBe(true));
    expect(calls()).toBe(1);
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    await waitFor(() => expect(observer.getCurrentResult().data).toBe('loaded'));
  });

  it('a failed load loads again when the tab regains focus', async () => {
    const { observer } = failingOnce();
    await waitFor(() => expect(observer.getCurrentResult().isError).toBe(true));
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await waitFor(() => expect(observer.getCurrentResult().data).toBe('loaded'));
  });

  it('retries a network failure (twice), never a mutation', () => {
    const options = createQueryClient().getDefaultOptions();
    const retry = options.queries?.retry as (count: number, error: unknown) => boolean;
    expect(retry(0, new ApiError('Could not load. Please try again.', 'network'))).toBe(true);
    expect(retry(2, new ApiError('Could not load. Please try again.', 'network'))).toBe(false);
    expect(retry(0, new ApiError('Nope', 'server', 400))).toBe(false);
    expect(options.mutations?.retry).toBe(false);
  });
});

describe('clearCacheOnSessionChange', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  function bound() {
    const client = createQueryClient();
    stop = clearCacheOnSessionChange(client);
    client.setQueryData(['list'], ["Alex's Birthday"]);
    return client;
  }

  it.each<[string, boolean, () => void]>([
    ['signing in', false, () => startSession('sess-new', true)],
    ['signing out', true, () => endSession()],
    ['a refused (403) session', true, () => clearSessionCookie('sess-demo')],
  ])('%s empties the cache', (_, signedInBefore, change) => {
    if (signedInBefore) startSession('sess-demo', true);
    const client = bound();
    change();
    expect(client.getQueryData(['list'])).toBeUndefined();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  it('a visitor’s first anonymous session keeps the cache', () => {
    const client = bound();
    startSession('sess-anon', false);
    expect(client.getQueryData(['list'])).toEqual(["Alex's Birthday"]);
  });
});
