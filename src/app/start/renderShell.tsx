import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@/api/queryClient';
import { Providers } from '@/app/Providers';
import { createRoutes } from '@/app/routes';
import { whenRouterReady } from '@/app/whenRouterReady';
import { assumeViewportWidth } from '@/shared/lib/useMediaQuery';
import { assumeSignedIn } from '@/shared/lib/useSignedIn';

/**
 * The build renders each start route as a visitor first sees it (the layout and the page with its
 * data still loading: headings, skeletons) for index.html to show before the app's code arrives.
 * Built for Node by scripts/startPlugin.ts, where no /rest call is ever answered (shellClient.ts).
 */
export async function renderShell(url: string, viewportWidth: number, signedIn: boolean): Promise<string> {
  assumeViewportWidth(viewportWidth);
  assumeSignedIn(signedIn);
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [url] });
  await whenRouterReady(router);
  const html = renderToString(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  router.dispose();
  queryClient.clear();
  return html;
}
