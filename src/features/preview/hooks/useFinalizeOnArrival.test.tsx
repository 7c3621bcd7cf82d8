import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '#mocks/node';
import { setScenarios } from '#mocks/scenarios/scenarios';
import { testQueryClient } from '@/testing/render';
import { signInAsDemo } from '@/testing/sessions';
import { useFinalizeOnArrival } from './useFinalizeOnArrival';

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** The PUT new-finalize calls sent, by path. */
function recordPuts() {
  const puts: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'PUT' && request.url.endsWith('/new-finalize')) puts.push(new URL(request.url).pathname);
  };
  server.events.on('request:start', listener);
  stops.push(() => server.events.removeListener('request:start', listener));
  return puts;
}

function renderArrival(greetingId = '1001') {
  const queryClient = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(({ id }) => useFinalizeOnArrival(id), { wrapper, initialProps: { id: greetingId }, reactStrictMode: true });
}

describe('useFinalizeOnArrival: the combine request, once per visit', () => {
  it('sends one PUT under StrictMode and re-renders, and reads pending, then the answer', async () => {
    signInAsDemo();
    const puts = recordPuts();
    const { result, rerender } = renderArrival();
    expect(result.current).toMatchObject({ isPending: true, isError: false, data: undefined });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.data).toMatchObject({ isLocked: false, video: null });
    rerender({ id: '1001' });
    rerender({ id: '1001' });
    // a second PUT would start in the effects of these renders: let them run
    await act(async () => {});
    expect(puts).toEqual(['/rest/fizz/1001/new-finalize']);
  });

  it('a failure reads as one; the page opened again (its Try again) sends it again', async () => {
    signInAsDemo();
    setScenarios(['server-error:new-finalize']);
    const puts = recordPuts();
    const first = renderArrival();
    await waitFor(() => expect(first.result.current.isError).toBe(true));
    expect(first.result.current.error).toBeInstanceOf(Error);
    first.unmount();
    setScenarios([]);
    const { result } = renderArrival();
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(puts).toHaveLength(2);
  });

  it("another greeting's id: pending again (never the last one's answer), and one PUT for it", async () => {
    signInAsDemo();
    const puts = recordPuts();
    const { result, rerender } = renderArrival('1001');
    await waitFor(() => expect(result.current.data).toBeDefined());
    rerender({ id: '1003' });
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(puts).toEqual(['/rest/fizz/1001/new-finalize', '/rest/fizz/1003/new-finalize']);
  });
});
