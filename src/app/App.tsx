import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../api/queryClient';
import { Providers } from './Providers';
import { createRoutes } from './routes';
import './styles/global.css';

// Made once, as the module loads and before React renders: the router starts the route's chunk and
// data at once, and none of that work lands inside the first render.
const queryClient = createQueryClient();
const router = createBrowserRouter(createRoutes(queryClient));

export function App() {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
