import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { testQueryClient } from '@/testing/render';
import { createRoutes, isRedirectRoute } from './routes';

const routes = createRoutes(testQueryClient());
import { renderRoute } from '@/testing/render';
import { allowConsoleErrors } from '@/testing/consoleGuard';
import { startSession } from '@/shared/lib/session';

describe('the route table', () => {
  it.each(['/no/such/page', '/theme/1/extra/bits', '/qr-setup/QR-NEW/nowhere/at/all'])(
    'an unknown path (%s) shows the not-found page',
    async (path) => {
      renderRoute(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
      expect(screen.getByText("We're sorry, we couldn't find the page you're looking for.")).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
    },
  );

  it.each([
    ['/list', '/login/%2Flist'],
    ['/change-password', '/login/%2Fchange-password'],
    ['/create/101?pt=x', '/register/%2Fcreate%2F101%3Fpt%3Dx'],
    ['/qr-setup/QR-NEW/create/101', '/register/%2Fqr-setup%2FQR-NEW%2Fcreate%2F101'],
  ])('a logged-out visitor at %s is sent to %s', async (path, target) => {
    const { router } = renderRoute(path);
    await waitFor(() => expect(`${router.state.location.pathname}`).toBe(target));
  });

  it.each(['/change-password', '/list'])(
    'signing out on the protected page %s goes to plain /login (not login-with-a-redirect)',
    async (path) => {
      startSession('sess-demo', true);
      const { router } = renderRoute(path);
      const nav = await screen.findByRole('navigation', { name: 'Main' });
      await userEvent.click(within(nav).getByRole('button', { name: 'Sign out' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  it("a greeting's download link opened as a page ({shareUrl}/download) goes to its recipient page", async () => {
    const { router } = renderRoute('/vid/vid-1003/download');
    await waitFor(() => expect(router.state.location.pathname).toBe('/vid/vid-1003'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('the site layout has the navigation bar and footer; card-scan pages a logo-only bar', async () => {
    renderRoute('/faq');
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('©');
    renderRoute('/qr-setup/QR-NEW/faq');
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Video Greetings home' })).toHaveLength(2));
    expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(1);
  });

  it.each(['/view-invite-trial-login', '/offer-register'])(
    'the trial and offer flows (%s) use the logo-only bar',
    async (path) => {
      renderRoute(path);
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Video Greetings home' })).toHaveAttribute('href', '/');
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    },
  );

  it('every page is a lazy chunk with its own error boundary', () => {
    const pages: RouteObject[] = [];
    const walk = (list: RouteObject[]) => list.forEach((r) => (r.path ? pages.push(r) : walk(r.children ?? [])));
    walk(routes);
    const notLazy = pages.filter((r) => r.path !== '*' && !isRedirectRoute(r) && (!r.lazy || !r.errorElement)).map((r) => r.path);
    expect(pages.length).toBeGreaterThan(30);
    expect(notLazy).toEqual([]);
  });

  it('a route that fails shows what went wrong and retries', async () => {
    allowConsoleErrors(/could not be drawn|error occurred|Error handled by React Router/);
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('The greeting could not be drawn.');
      return <h1>Recovered</h1>;
    }
    renderRoute('/flaky', { routes: [{ path: '/flaky', element: <Flaky />, errorElement: <RouteErrorBoundary /> }] });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('The greeting could not be drawn.').closest('[role=alert]')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeInTheDocument();
  });
});
