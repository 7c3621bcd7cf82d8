import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@/api/queryClient';
import { Providers } from '@/app/Providers';
import { createRoutes } from '@/app/routes';
import { whenRouterReady } from './whenRouterReady';
import { RenderAssumptionsContext } from '@/shared/lib/renderAssumptions';

/**
 * The build renders each start route as a visitor first sees it (the layout and the page with its
 * data still loading: headings, skeletons) for index.html to show before the app's code arrives.
 * Built for Node by scripts/startPlugin.ts, where no /rest call is ever answered (shellClient.ts).
 */
export async function renderShell(url: string, viewportWidth: number, signedIn: boolean): Promise<string> {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [url] });
  await whenRouterReady(router);
  const html = renderToString(
    <RenderAssumptionsContext value={{ viewportWidth, signedIn }}>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </RenderAssumptionsContext>,
  );
  router.dispose();
  queryClient.clear();
  return html;
}

// the build's start plugin reads the start's table from this module, built as the app is
export { startRoutes } from './startRoutes';
