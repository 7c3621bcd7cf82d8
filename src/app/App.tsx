import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import { Providers } from './Providers';
import './styles/global.css';

type AppProps = { queryClient: QueryClient; router: ReturnType<typeof createBrowserRouter> };

export function App({ queryClient, router }: AppProps) {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
