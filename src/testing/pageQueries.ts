import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { RenderRouteResult } from '@/testing/render';

/**
 * Where the router is going or has gone. A lazy route loads before the router's location changes,
 * and another team's page chunk can take seconds on its first load, so a navigation under way counts.
 */
export async function expectPath(router: RenderRouteResult['router'], path: string, withSearch = false) {
  let found: Location | undefined;
  await waitFor(
    () => {
      const location = router.state.navigation.location ?? router.state.location;
      expect(withSearch ? `${location.pathname}${location.search}` : location.pathname).toBe(path);
      found = location as unknown as Location;
    },
    { timeout: 10000 },
  );
  return found as unknown as RenderRouteResult['router']['state']['location'];
}

/** A message shown in an alert (the toast regions are alerts too, so find by text). */
export async function findAlertText(text: string) {
  const node = await screen.findByText(text);
  expect(node.closest('[role="alert"]')).not.toBeNull();
  return node;
}

/** The toast with this title (toasts live in the two live regions). */
export async function findToast(title: string) {
  const node = await screen.findByText(title, { selector: 'strong' });
  return node.closest('div')?.parentElement as HTMLElement;
}
