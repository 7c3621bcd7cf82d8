import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { setScenarios } from '../../../mocks/scenarios/scenarios';
import { testQueryClient } from '../../testing/render';
import { signInAsDemo } from '../../testing/sessions';
import { MOCK_CARDS, mockCardToken } from './schemas';
import { usePay } from './mutations';

function renderPay() {
  const queryClient = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
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

  it('marks everything about the greeting and the project list stale once paid', async () => {
    signInAsDemo();
    const { result, queryClient } = renderPay();
    queryClient.setQueryData(['greeting', '1002', 'checkout'], { name: 'x' });
    queryClient.setQueryData(['fizz', 'list'], { items: [] });
    await result.current.mutateAsync(body);
    await waitFor(() => expect(queryClient.getQueryState(['greeting', '1002', 'checkout'])?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(['fizz', 'list'])?.isInvalidated).toBe(true);
  });
});
