import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { clearCacheOnSessionChange } from '@/api/queryClient';
import { ToastProvider } from '@/shared/ui/Toasts';

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // the one place that empties the cache on sign-in and sign-out, whichever page or call did it
  useEffect(() => clearCacheOnSessionChange(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}
