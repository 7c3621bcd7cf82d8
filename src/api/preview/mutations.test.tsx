import { QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { greetingKeys } from '@/api/greetings/keys';
import { testQueryClient } from '@/testing/render';
import { signInAsDemo } from '@/testing/sessions';
import { previewKeys } from './keys';
import { useFinalize } from './mutations';

function renderFinalize() {
  const queryClient = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, ...renderHook(() => useFinalize(), { wrapper }) };
}

describe('useFinalize', () => {
  it("answers the finalize response and marks the greeting's processing state and the list stale", async () => {
    signInAsDemo();
    const { result, queryClient } = renderFinalize();
    queryClient.setQueryData(previewKeys.process(1001), { isDone: true });
    queryClient.setQueryData(greetingKeys.list(), { items: [] });
    queryClient.setQueryData(previewKeys.process(1003), { isDone: true });
    // held by a screen that is not fetching (disabled): invalidated, not refetched
    const screen = new QueryObserver(queryClient, { queryKey: previewKeys.process(1001), enabled: false });
    const leave = screen.subscribe(() => undefined);

    const answer = await result.current.mutateAsync(1001);
    expect(answer).toMatchObject({ isLocked: false, video: null });
    expect(queryClient.getQueryState(previewKeys.process(1001))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(greetingKeys.list())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(previewKeys.process(1003))?.isInvalidated).toBe(false);
    leave();
  });
});
