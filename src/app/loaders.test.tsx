import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { server } from '#mocks/node';
import { catalogKeys } from '@/api/catalog/keys';
import { createQueryClient } from '@/api/queryClient';
import { inviteeKeys } from '@/api/invitee/keys';
import { viewerKeys } from '@/api/viewer/keys';
import { testQueryClient } from '@/testing/render';
import { loaderArgs, loaderAt } from '@/testing/routes';
import { Providers } from './Providers';
import { createRoutes } from './routes';

/** The /rest GETs sent while `run` runs, by path. */
async function callsDuring(run: () => Promise<void>) {
  const sent: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'GET') sent.push(new URL(request.url).pathname);
  };
  server.events.on('request:start', listener);
  await run();
  server.events.removeListener('request:start', listener);
  return sent;
}

describe('route loaders: a page’s queries start with its route, not after its chunk', () => {
  it.each([
    ['/vid/:uuid', '/vid/vid-1003', { uuid: 'vid-1003' }, viewerKeys.greeting('vid-1003')],
    ['/in/:code', '/in/inv-1001', { code: 'inv-1001' }, inviteeKeys.greeting('inv-1001')],
    ['/browse', '/browse', {}, catalogKeys.themes(null)],
    ['/theme/:themeId', '/theme/1', { themeId: '1' }, catalogKeys.themeDetail('1', null, null)],
  ])('%s: the loader answers without waiting for the data, and the query is under way', async (path, url, params, key) => {
    const client = testQueryClient();
    const loader = await loaderAt(createRoutes(client), path);
    await expect(loader?.(loaderArgs(url, params))).resolves.toBeNull();
    expect(client.getQueryState(key)?.fetchStatus).toBe('fetching');
    await waitFor(() => expect(client.getQueryState(key)?.status).toBe('success'));
  });

  it('opening /vid/{uuid} sends the greeting’s call once: the page finds the route’s call, in flight or done', async () => {
    const client = createQueryClient(); // the app's client: data stays fresh for 30 s
    const sent = await callsDuring(async () => {
      const router = createMemoryRouter(createRoutes(client), { initialEntries: ['/vid/vid-1003'] });
      render(
        <Providers queryClient={client}>
          <RouterProvider router={router} />
        </Providers>,
      );
      await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
      await waitFor(() => expect(client.getQueryState(viewerKeys.greeting('vid-1003'))?.status).toBe('success'));
    });
    expect(sent.filter((p) => p === '/rest/vid/vid-1003/fizz')).toHaveLength(1);
  });
});
