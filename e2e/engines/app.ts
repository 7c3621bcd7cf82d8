import type { DbState } from '../../mocks/db/types';
import type { Driver } from './driver';
import { describeTarget, sendTarget, type Target } from './target';
import { demoSignInInPage } from '../demoSignIn';

// Steps through the app that several journeys take, in the driver's words.

/** The fake server's public handle (docs/fake-server.md), as a page function sees it. */
export type FakeServerWindow = Window & { fakeServer: { read(): DbState } };

/** Resolves once the in-browser fake server answers /rest calls. */
export const waitForFakeServer = (d: Driver) =>
  d.waitFor(() => document.documentElement.dataset.fakeServer === 'ready', { message: 'the fake server', timeout: 60_000 });

/** Waits until the page's URL matches. */
export async function waitForUrl(d: Driver, pattern: RegExp, timeout = 30_000) {
  await d.waitFor((source) => new RegExp(source).test(location.href), {
    arg: pattern.source,
    timeout,
    message: `a URL matching ${pattern}`,
  });
}

/** Waits until the target is there (visible, for roles and text). */
export const see = (d: Driver, target: Target, timeout?: number) => d.text(target, timeout);

/** Waits until nothing matches the target any more (or it is hidden). */
export const gone = (d: Driver, target: Target, timeout?: number) =>
  d.waitFor((t, q) => !q.find(t), { arg: sendTarget(target), timeout, message: `${describeTarget(target)} to go` });

/**
 * Clicks `button` until the dialog it opens shows (a button that moves as the page changes under
 * the pointer, e.g. when the finished video's button appears beside it, can miss a click).
 */
export async function openDialog(d: Driver, button: Target, dialog: string) {
  for (let attempt = 1; ; attempt++) {
    await d.click(button);
    try {
      await see(d, { role: 'dialog', name: dialog }, 5_000);
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** Signs in as the demo user through the login page, as a person would. */
export async function signInThroughLoginPage(d: Driver) {
  await d.goto('/login');
  await d.fill({ label: /^Email/ }, 'demo@example.com');
  await d.fill({ label: /^Password/ }, 'demo1234');
  await d.click({ role: 'button', name: 'Sign In' });
  await waitForUrl(d, /\/list$/);
}

/** Signs in as the demo user through the real login call (sets the cookie the app reads), as e2e/support.ts does. */
export async function signInAsDemo(d: Driver) {
  await waitForFakeServer(d);
  await d.evaluate(demoSignInInPage);
}

/** Fills the mock card form (mock mode's stand-in for Stripe's card element). */
export async function fillCard(d: Driver, number: string) {
  await d.fill({ label: /^Card number/ }, number);
  await d.fill({ label: /^Expiration date/ }, '12 / 34');
  await d.fill({ label: /^Security code/ }, '123');
  await d.fill({ label: /^Postal code/ }, '12345');
}

/** Sends one call with the page's session, the way the app does (to read or arrange a case). */
export async function callAsPage<T>(d: Driver, method: string, url: string, body?: unknown): Promise<T> {
  await waitForFakeServer(d);
  return d.evaluate(
    async ([method, url, body]) => {
      const session = /(?:^|; )sessionId=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const res = await fetch(url, {
        method,
        headers: { 'Content-Type': 'application/json', 'X-Session-Id': session },
        body: body === null ? undefined : JSON.stringify(body),
      });
      return res.json();
    },
    [method, url, body ?? null] as const,
  ) as Promise<T>;
}
