import { StrictMode } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { createQueryClient } from '@/api/queryClient';
import { App } from '@/app/App';
import { createRoutes } from '@/app/routes';

/** The app, ready to render: its query client and the router whose loaders start each page's queries in it. */
export function createApp() {
  const queryClient = createQueryClient();
  const router = createBrowserRouter(createRoutes(queryClient));
  const app = (
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>
  );
  return { app, router };
}
