import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, type DataRouter } from 'react-router-dom';
import { Providers } from './Providers';
import './styles/global.css';

type AppProps = { queryClient: QueryClient; router: DataRouter };

export function App({ queryClient, router }: AppProps) {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
