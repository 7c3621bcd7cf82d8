import { StrictMode } from 'react';
import { createBrowserRouter } from 'react-router';
import { createQueryClient } from '../../api/queryClient';
import { App } from '../App';
import { createRoutes } from '../routes';

/**
 * The app, ready to render: its query client and router. The router's loaders start the route's
 * chunk and data at once (each in a task of its own, see routes.tsx), so it is made once the fake
 * server is up.
 */
export function createApp() {
  const queryClient = createQueryClient();
  const router = createBrowserRouter(createRoutes(queryClient));
  return (
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>
  );
}
