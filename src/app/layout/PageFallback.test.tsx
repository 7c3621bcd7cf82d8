import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { createRoutes } from '@/app/routes';
import { testQueryClient } from '@/testing/render';

const routes = createRoutes(testQueryClient());
import { renderRoute } from '@/testing/render';

describe("the first load: the page's code is still loading", () => {
  it('the navigation bar and footer are there at once; only the page area waits, with a loading state', async () => {
    renderRoute('/faq');
    // before the FAQ chunk has arrived
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Terms of Service');
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Loading page…');
    // then the page replaces it
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(screen.queryByText('Loading page…')).not.toBeInTheDocument();
  });

  it('card-scan pages keep their logo bar while the page loads', async () => {
    renderRoute('/qr-setup/QR-NEW/faq');
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('link', { name: 'Video Greetings home' }));
    expect(screen.getByRole('main')).toHaveTextContent('Loading page…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
  });

  it('a protected page shows the layout at once too', () => {
    renderRoute('/list');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('every lazy page has the page-area fallback; the layouts have none (it would replace the header and footer)', () => {
    const lazyPages: RouteObject[] = [];
    const walk = (list: RouteObject[]) =>
      list.forEach((route) => {
        if (route.lazy) lazyPages.push(route);
        walk(route.children ?? []);
      });
    walk(routes);
    expect(lazyPages.length).toBeGreaterThan(30);
    expect(lazyPages.filter((route) => !route.hydrateFallbackElement).map((route) => route.path)).toEqual([]);
    expect(routes.map((layout) => layout.hydrateFallbackElement ?? layout.HydrateFallback ?? null)).toEqual([null, null]);
  });
});
