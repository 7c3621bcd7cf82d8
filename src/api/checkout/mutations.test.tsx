import { onlineManager, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '#mocks/node';
import { setScenarios } from '#mocks/scenarios/scenarios';
import { greetingKeys } from '@/api/greetings/keys';
import { testQueryClient } from '@/testing/render';
import { signInAsDemo } from '@/testing/sessions';
import { MOCK_CARDS, mockCardToken } from './schemas';
import { usePay } from './mutations';

function renderPay() {
  const queryClient = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, ...renderHook(() => usePay(1002), { wrapper }) };
}

const body = { token: mockCardToken(MOCK_CARDS.pays), price: 4.99, guestEmail: '' };

describe('usePay', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
    server.events.removeAllListeners();
  });

  it('is never retried: a failed payment is one call', async () => {
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/pay')) calls += 1;
    });
    signInAsDemo();
    setScenarios(['offline:pay']);
    const { result } = renderPay();
    await expect(result.current.mutateAsync(body)).rejects.toThrow('Could not load. Please try again.');
    expect(calls).toBe(1);
  });

  it('is not held back while the browser is offline (it would charge later, unseen): it fails at once', async () => {
    signInAsDemo();
    onlineManager.setOnline(false);
    setScenarios(['offline']);
    const { result } = renderPay();
    await expect(result.current.mutateAsync(body)).rejects.toThrow('Could not load. Please try again.');
    expect(result.current.isPaused).toBe(false);
  });

  it('once paid, forgets the unpaid copies no screen uses; the checkout page keeps its own until it leaves', async () => {
    signInAsDemo();
    const { result, queryClient } = renderPay();
    // read before paying, no longer on screen: the thank-you detail (unpaid) and the list
    queryClient.setQueryData(['greeting', '1002', 'detail'], { item: { hasPaid: false } });
    queryClient.setQueryData(greetingKeys.list(), { items: [] });
    // on screen while paying: the checkout page holds its copy, not fetching (disabled)
    queryClient.setQueryData(['greeting', '1002', 'checkout'], { name: 'Our Anniversary' });
    const checkoutPage = new QueryObserver(queryClient, { queryKey: ['greeting', '1002', 'checkout'], enabled: false });
    const leave = checkoutPage.subscribe(() => undefined);
    // another greeting is left alone
    queryClient.setQueryData(['greeting', '1003', 'detail'], { item: { hasPaid: true } });

    await result.current.mutateAsync(body);
    expect(queryClient.getQueryData(['greeting', '1002', 'detail'])).toBeUndefined();
    expect(queryClient.getQueryData(greetingKeys.list())).toBeUndefined();
    expect(queryClient.getQueryData(['greeting', '1002', 'checkout'])).toEqual({ name: 'Our Anniversary' });
    expect(queryClient.getQueryState(['greeting', '1002', 'checkout'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(['greeting', '1003', 'detail'])).toEqual({ item: { hasPaid: true } });
    leave();
  });
});
