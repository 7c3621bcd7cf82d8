import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderRoute, testQueryClient } from '@/testing/render';
import { documentTitle } from './routeHeads';
import { PAGE_ROUTES } from './routeManifest';
import { createRoutes, isRedirectRoute } from './routes';

/** Every route of the table with a path, flattened. */
function allRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((r) => [...(r.path ? [r] : []), ...allRoutes(r.children ?? [])]);
}
const pages = allRoutes(createRoutes(testQueryClient())).filter((r) => r.path !== '*' && !isRedirectRoute(r));
const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null;

describe('route heads', () => {
  it('every page of the route table has its route’s title, and every route of the manifest is a page', () => {
    const heads = new Map(PAGE_ROUTES.map((r) => [r.path, r.head]));
    for (const r of pages) expect(r.handle, r.path).toEqual(heads.get(r.path!));
    expect(pages.every((r) => heads.get(r.path!)?.title)).toBe(true);
    expect([...heads.keys()].toSorted()).toEqual(pages.map((r) => r.path!).toSorted());
  });

  it.each([
    ['/vid/vid-1003', 'Your video greeting', 'noindex'],
    ['/in/inv-1001', 'Add to a video greeting', 'noindex'],
    ['/faq', 'Frequently asked questions', null],
    ['/login', 'Sign in', null],
    ['/no/such/page', 'Page not found', null],
  ])('%s is titled "%s · Video Greetings", robots %s', async (path, title, expected) => {
    renderRoute(path);
    await waitFor(() => expect(document.title).toBe(documentTitle(title)));
    expect(robots()).toBe(expected);
  });

  it('a page that names itself from its data keeps that name; the next page gets its own title and robots', async () => {
    renderRoute('/theme/1');
    await waitFor(() => expect(document.title).not.toBe(documentTitle('Designs')));
    const named = document.title;
    expect(named).toMatch(/Birthday/);
    await userEvent.click((await screen.findAllByRole('link', { name: /Frequently Asked Questions|FAQ/ }))[0]!);
    await waitFor(() => expect(document.title).toBe(documentTitle('Frequently asked questions')));
    expect(robots()).toBeNull();
  });
});
