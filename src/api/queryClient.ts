import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './errors';

/** Queries may retry (a network blip), never on a server's own refusal; mutations never retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => count < 2 && error instanceof ApiError && error.kind === 'network',
      },
      mutations: { retry: false },
    },
  });
}
