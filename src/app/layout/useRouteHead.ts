import { useLayoutEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import type { RouteHead } from '@/shared/config/routeDef';
import { documentTitle, SITE_NAME } from '../routeHeads';

const isHead = (h: unknown): h is RouteHead => typeof (h as RouteHead | undefined)?.title === 'string';

/** The head of the deepest route that has one (the page, not its layout). */
export function useRouteHead(): RouteHead | undefined {
  return useMatches()
    .map((m) => m.handle)
    .filter(isHead)
    .at(-1);
}

/**
 * Sets the document's title and robots meta from the route's head. A layout effect, so it runs
 * before any page's own (passive) effect that names the page better from its data (useDocumentMeta).
 */
export function useDocumentHead(): void {
  const head = useRouteHead();
  const title = head ? documentTitle(head.title) : SITE_NAME;
  const personal = Boolean(head?.personal);
  const { pathname } = useLocation();
  // on every new page (a new path remounts the page), even of the same title: the page before may
  // have renamed it
  useLayoutEffect(() => {
    document.title = title;
  }, [title, pathname]);
  useLayoutEffect(() => {
    let robots = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (!personal) return void robots?.remove();
    if (!robots) {
      robots = document.createElement('meta');
      robots.name = 'robots';
      document.head.appendChild(robots);
    }
    robots.content = 'noindex';
  }, [personal]);
}
