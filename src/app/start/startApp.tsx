import { createRoot } from 'react-dom/client';
import { provideTransport } from '@/api/transport';
import { createApp } from '@/app/createApp';
import { onCaughtError } from '@/app/onCaughtError';
import { earlyCallsOnPage, withEarlyAnswers } from './earlyAnswers';
import { STYLESHEET_LOADED } from './startGlobals';
import { whenRouterReady } from './whenRouterReady';

/**
 * Renders the app into `root`, taking over what index.html's start began
 * (docs/decisions/0002-start-as-the-html-arrives.md): the API client answers from the GETs it
 * already sent, and where it shows the route's shell, the first render waits for the router's
 * first page, so the page itself replaces the shell; elsewhere it renders at once. Either way, not
 * before the stylesheet the start loads is in (or failed).
 */
export async function startApp(root: HTMLElement): Promise<void> {
  const calls = earlyCallsOnPage();
  if (calls) provideTransport(withEarlyAnswers(calls));
  const { app, router } = createApp();
  // the stylesheet does not hold back the first paint (only the shell's CSS is inline): the app
  // drawn before it would show unstyled; a failed load resolves too (the app drawn anyway)
  const stylesheet = (window as unknown as Record<string, Promise<void> | undefined>)[STYLESHEET_LOADED];
  await Promise.all([stylesheet, root.firstChild ? whenRouterReady(router) : undefined]);
  createRoot(root, { onCaughtError }).render(app);
}
