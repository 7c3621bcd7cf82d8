import { env } from './env';

/**
 * In mock mode the fake server keeps its data in the browser that made the greeting (docs/fake-server.md, The
 * fake server), so a /vid or /in link opened in another browser or on a phone finds nothing: its
 * not-found says why, and what to do.
 */
export const DEMO_ELSEWHERE_NOTE =
  'This demo keeps each greeting in the browser that made it: open this link in that browser, or make a greeting here.';

/** The note a shared link's not-found adds: only where the in-browser fake server answers. */
export const demoNotFoundNote: string | undefined = env.apiMocking ? DEMO_ELSEWHERE_NOTE : undefined;
