import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderRoute, testQueryClient } from '@/testing/render';
import { documentTitle, ROUTE_HEADS } from './routeHeads';
import { createRoutes, isRedirectRoute } from './routes';

/** Every route of the table with a path, flattened. */
function allRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((r) => [...(r.path ? [r] : []), ...allRoutes(r.children ?? [])]);
}
const pages = allRoutes(createRoutes(testQueryClient())).filter((r) => r.path !== '*' && !isRedirectRoute(r));
const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null;

describe('route heads', () => {
  it('every page of the route table has a title, and the heads name no path the table lacks', () => {
    for (const r of pages) expect(r.handle, r.path).toEqual(ROUTE_HEADS[r.path!]);
    expect(pages.every((r) => ROUTE_HEADS[r.path!]?.title)).toBe(true);
    expect(Object.keys(ROUTE_HEADS).toSorted()).toEqual([...new Set(pages.map((r) => r.path!))].toSorted());
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
