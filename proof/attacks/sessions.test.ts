// Issue 20 §3 "Sessions", end to end through the real pages: signing out (the navigation's 'Sign
// out') clears the cookie, both local flags, every cached query and every remembered mutation, so
// the next account, signed in without a reload, never sees the first one's data; and the cookie
// the real sign-in sets lives 30 days, SameSite=Lax, Secure when the page is served over https
// (read back from the browser's cookie jar, not from what the code asked for).
// The pieces have their own tests: src/shared/lib/session.test.ts (attributes as a table),
// src/api/queryClient.test.ts (when the cache empties), src/app/Providers.test.tsx (a new account
// registered after sign-out), src/api/client.test.ts (a 403 clears the cookie).
//   npx vitest run proof/attacks/sessions.test.tsx
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '#mocks/db/store';
import { SESSION_COOKIE } from '@/shared/config/session';
import { SESSION_COOKIE_DAYS } from '@/shared/lib/session';
import { local, storageKeys } from '@/shared/lib/storage';
import { renderRoute, type RenderRouteResult } from '@/testing/render';

type JarCookie = {
  key: string;
  value: string;
  expires: Date | 'Infinity';
  sameSite?: string;
  secure: boolean;
  path: string | null;
};
type Jsdom = {
  cookieJar: { getCookiesSync(url: string): JarCookie[] };
  reconfigure(options: { url: string }): void;
  window: Window;
};
const dom = (globalThis as unknown as { jsdom: Jsdom }).jsdom;

const DEMO_GREETINGS = () =>
  getDb()
    .fizzes.filter((f) => f.ownerId === 1)
    .map((f) => f.name);
const SAM_GREETING = 'Thanks, Coach!';

/** The session cookie as the browser stored it for this page's URL. */
const sessionCookie = () => dom.cookieJar.getCookiesSync(window.location.href).find((c) => c.key === SESSION_COOKIE);

/** Records every text ever put on screen from now on, even for one render. */
function watchScreen() {
  const seen: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'characterData') seen.push(r.target.textContent ?? '');
      r.addedNodes.forEach((n) => seen.push(n.textContent ?? ''));
    }
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return {
    everShown: (text: string) => {
      observer.takeRecords().forEach((r) => r.addedNodes.forEach((n) => seen.push(n.textContent ?? '')));
      return seen.some((t) => t.includes(text)) || (document.body.textContent ?? '').includes(text);
    },
    stop: () => observer.disconnect(),
  };
}

async function signInThroughTheForm(email: string) {
  await screen.findByRole('heading', { level: 1, name: 'Sign In' }, { timeout: 10000 });
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'demo1234' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

const NEW_PASSWORD = 'demo-secret-42';
const mutationVariables = (view: RenderRouteResult) =>
  JSON.stringify(
    view.queryClient
      .getMutationCache()
      .getAll()
      .map((m) => m.state.variables ?? null),
  );
const cachedData = (view: RenderRouteResult) =>
  JSON.stringify(
    view.queryClient
      .getQueryCache()
      .getAll()
      .map((q) => q.state.data ?? null),
  );

let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe('sign-out, then another account in the same tab', () => {
  it('clears the cookie, both local flags, every cached query and mutation; the next account sees only its own data', async () => {
    const view = renderRoute('/login');
    await signInThroughTheForm('demo@example.com');
    await screen.findByRole('heading', { name: DEMO_GREETINGS()[0] }, { timeout: 10000 });
    local.set(storageKeys.greeting, JSON.stringify({ id: 1001, img: '/x.jpg' }));
    expect(cachedData(view)).toContain(DEMO_GREETINGS()[0]);
    expect(sessionCookie()?.value).toBeTruthy();
    // a mutation that remembers a secret: demo changes the password, and is sent back to the list
    await view.router.navigate('/change-password');
    fireEvent.change(await screen.findByLabelText(/^New password/, {}, { timeout: 10000 }), { target: { value: NEW_PASSWORD } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    await screen.findByRole('heading', { name: DEMO_GREETINGS()[0] }, { timeout: 10000 });
    expect(mutationVariables(view)).toContain(NEW_PASSWORD);

    fireEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign In' }, { timeout: 10000 });
    expect(sessionCookie()).toBeUndefined();
    expect(document.cookie).not.toContain(`${SESSION_COOKIE}=`);
    expect([local.get(storageKeys.isAccount), local.get(storageKeys.greeting)]).toEqual([null, null]);
    const leftover = cachedData(view);
    expect(DEMO_GREETINGS().filter((name) => leftover.includes(name))).toEqual([]);
    expect(leftover).not.toContain('demo@example.com');
    expect(mutationVariables(view)).not.toContain(NEW_PASSWORD);

    // from here on, nothing of demo's may appear, even for one render
    const watch = watchScreen();
    stop = watch.stop;
    await signInThroughTheForm('sam@example.com');
    await screen.findByRole('heading', { name: SAM_GREETING }, { timeout: 10000 });
    expect(view.router.state.location.pathname).toBe('/list');
    expect(DEMO_GREETINGS().filter((name) => watch.everShown(name))).toEqual([]);
    expect(cachedData(view)).not.toContain('demo@example.com');
    expect(sessionCookie()?.value).not.toBe('sess-demo');
  });
});

describe('the session cookie, as the browser stores it', () => {
  const THIRTY_DAYS = SESSION_COOKIE_DAYS * 24 * 60 * 60 * 1000;

  function expectThirtyDaysLax(cookie: JarCookie | undefined) {
    expect(cookie, 'no session cookie was stored').toBeDefined();
    expect(cookie!.expires).toBeInstanceOf(Date);
    const lifetime = (cookie!.expires as Date).getTime() - Date.now();
    // js-cookie writes the expiry in whole seconds; a minute covers a slow machine
    expect(Math.abs(lifetime - THIRTY_DAYS)).toBeLessThan(60_000);
    expect(cookie!.sameSite).toBe('lax');
    expect(cookie!.path).toBe('/');
  }

  it('served over http: 30 days, SameSite=Lax, not Secure (it could not be sent back otherwise)', async () => {
    expect(window.location.protocol).toBe('http:');
    const { router } = renderRoute('/login');
    await signInThroughTheForm('demo@example.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
    expectThirtyDaysLax(sessionCookie());
    expect(sessionCookie()!.secure).toBe(false);
  });

  it('served over https: 30 days, SameSite=Lax and Secure', async () => {
    const http = window.location.href;
    dom.reconfigure({ url: 'https://localhost:3000/' });
    try {
      expect(window.location.protocol).toBe('https:');
      const { router } = renderRoute('/login');
      await signInThroughTheForm('demo@example.com');
      await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
      const cookie = sessionCookie();
      expectThirtyDaysLax(cookie);
      expect(cookie!.secure).toBe(true);
    } finally {
      dom.reconfigure({ url: http });
    }
  });
});
