import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getDb } from '#mocks/db/store';
import { server } from '#mocks/node';
import { setScenarios } from '#mocks/scenarios/scenarios';
import { getSessionId, isSignedIn } from '@/shared/lib/session';
import { renderRoute, signInAsDemo } from '@/testing/render';
import { FORM_MESSAGES as M } from '@/features/accounts/rules/messages';
import { expectPath, findAlertText } from '@/testing/pageQueries';

const heading = () => screen.findByRole('heading', { level: 1, name: 'Sign In' });
const submit = () => screen.getByRole('button', { name: 'Sign In' });

async function fill(email: string, password: string) {
  const user = userEvent.setup({ delay: null });
  await heading();
  if (email) await user.type(screen.getByLabelText(/^Email/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  return user;
}

describe('LoginPage', () => {
  // first in the file: a late answer to an earlier test's call (sent with that test's session, now
  // unknown) is a 403, and a 403 clears whatever session cookie is set at that moment
  describe('a signed-in user opening login is sent back (part 1 §6)', () => {
    it('a signed-in user opening login is sent back (to / without history)', async () => {
      signInAsDemo();
      const { router } = renderRoute('/login');
      await expectPath(router, '/');
    });

    it('a signed-in user opening login after another page goes back there', async () => {
      signInAsDemo();
      const { router } = renderRoute('/faq');
      await screen.findByRole('heading', { level: 1 });
      await router.navigate('/login');
      await expectPath(router, '/faq');
    });

    it('a signed-in user opening login from another app page in a full page load goes back there', async () => {
      Object.defineProperty(document, 'referrer', {
        configurable: true,
        value: new URL('/theme/1?pt=x', window.location.href).href,
      });
      try {
        signInAsDemo();
        const { router } = renderRoute('/login');
        await expectPath(router, '/theme/1?pt=x', true);
      } finally {
        Reflect.deleteProperty(document, 'referrer');
      }
    });

    it('a signed-in user arriving from another site is sent to /', async () => {
      Object.defineProperty(document, 'referrer', { configurable: true, value: 'https://elsewhere.example/faq' });
      try {
        signInAsDemo();
        const { router } = renderRoute('/login');
        await expectPath(router, '/');
      } finally {
        Reflect.deleteProperty(document, 'referrer');
      }
    });
  });

  it('the demo account (has greetings) lands on /list, signed in', async () => {
    const { router } = renderRoute('/login');
    const user = await fill('demo@example.com', 'demo1234');
    await user.click(submit());
    await expectPath(router, '/list');
    expect(isSignedIn()).toBe(true);
    expect(getDb().sessions.some((s) => s.id === getSessionId() && s.userId === 1)).toBe(true);
  });

  it.each([
    ['/login/%2Finvite-others%2F1001', '/invite-others/1001'],
    ['/login/1002', '/checkout/1002'],
    ['/login/https%3A%2F%2Fevil.example', '/list'],
    ['/login/%2F%2Fevil.example', '/list'],
    ['/login/javascript%3Aalert(1)', '/list'],
    ['/login/%252F%252Fevil.example', '/list'],
    ['/login/%2F%5Cevil.example', '/list'],
  ])('%s → %s after sign-in', async (path, target) => {
    const { router } = renderRoute(path);
    const user = await fill('demo@example.com', 'demo1234');
    await user.click(submit());
    await expectPath(router, target, true);
  });

  it('a user without greetings lands on /', async () => {
    const { router } = renderRoute('/login');
    const user = await fill('offer@example.com', 'demo1234');
    await user.click(submit());
    await expectPath(router, '/');
  });

  it('submit is disabled until both fields have content', async () => {
    renderRoute('/login');
    const user = await fill('', '');
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText(/^Email/), 'demo@example.com');
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText(/^Password/), 'x');
    expect(submit()).toBeEnabled();
  });

  it.each([
    ['email', '', M.emailRequired],
    ['email', 'demo@example', M.emailInvalid],
    ['password', '', M.passwordRequired],
    ['password', 'abc', M.passwordShort],
  ])('on blur: %s "%s" → %s', async (field, value, message) => {
    renderRoute('/login');
    const user = await fill('', '');
    const input = screen.getByLabelText(field === 'email' ? /^Email/ : /^Password/);
    await user.click(input);
    if (value) await user.type(input, value);
    await user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['   ', 'demo1234', M.emailRequired, /^Email/],
    ['demo@example', 'demo1234', M.emailInvalid, /^Email/],
    ['demo@example.com', '   ', M.passwordRequired, /^Password/],
    ['demo@example.com', 'abc', M.passwordShort, /^Password/],
  ])('on submit: "%s" / "%s" → %s, focus on the field', async (email, password, message, label) => {
    renderRoute('/login');
    const user = await fill(email, password);
    await user.click(submit());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(label)).toHaveFocus();
  });

  it('a wrong password shows the server message under the form and keeps the typed values', async () => {
    renderRoute('/login');
    const user = await fill('demo@example.com', 'wrong-one');
    await user.click(submit());
    await findAlertText('The email address or password you entered is incorrect. Please try again.');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('demo@example.com');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('wrong-one');
    expect(isSignedIn()).toBe(false);
  });

  it('a network failure shows its message', async () => {
    setScenarios(['offline:/rest/user/login']);
    renderRoute('/login');
    const user = await fill('demo@example.com', 'demo1234');
    await user.click(submit());
    await findAlertText('Could not load. Please try again.');
  });

  it('submit is disabled while the request runs, and enabled again when it fails', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/rest/user/login', async () => {
        await gate;
        return undefined;
      }),
    );
    renderRoute('/login');
    const user = await fill('demo@example.com', 'wrong-one');
    await user.click(submit());
    await waitFor(() => expect(submit()).toBeDisabled());
    expect(submit()).toHaveAttribute('aria-busy', 'true');
    release();
    await findAlertText('The email address or password you entered is incorrect. Please try again.');
    expect(submit()).toBeEnabled();
  });

  it('a double click sends one request', async () => {
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/rest/user/login')) calls++;
    });
    const { router } = renderRoute('/login');
    const user = await fill('demo@example.com', 'demo1234');
    await user.dblClick(submit());
    await expectPath(router, '/list');
    expect(calls).toBe(1);
    server.events.removeAllListeners();
  });

  it('two submits in the same moment (Enter pressed twice, before React re-renders) send one request', async () => {
    let calls = 0;
    const count = ({ request }: { request: Request }) => {
      if (request.url.includes('/rest/user/login')) calls++;
    };
    server.events.on('request:start', count);
    const { router } = renderRoute('/login');
    await fill('demo@example.com', 'demo1234');
    const form = submit().closest('form')!;
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await expectPath(router, '/list');
    expect(calls).toBe(1);
    server.events.removeListener('request:start', count);
  });

  it('a pasted password works', async () => {
    const { router } = renderRoute('/login');
    const user = await fill('demo@example.com', '');
    await user.click(screen.getByLabelText(/^Password/));
    await user.paste('demo1234');
    await user.click(submit());
    await expectPath(router, '/list');
  });

  it('sends device type 1, version web and a device id', async () => {
    let body: unknown;
    server.use(
      http.post('*/rest/user/login', async ({ request }) => {
        body = await request.clone().json();
        return undefined;
      }),
    );
    const { router } = renderRoute('/login');
    const user = await fill('demo@example.com', 'demo1234');
    await user.click(submit());
    await waitFor(() =>
      expect(body).toMatchObject({
        version: 'web',
        user: { deviceType: 1, email: 'demo@example.com', deviceId: expect.any(String) },
      }),
    );
    // the sign-in finishes inside this test: a late answer would start its session during the next one
    await expectPath(router, '/list');
  });

  it('a sign-in that claims a live offer goes to /browse, even from the plain /login (and though the user has greetings)', async () => {
    // a campaign page gives the visitor an anonymous session that carries the campaign's offer
    const { router } = renderRoute('/free-july');
    await waitFor(() => expect(getSessionId()).toBeTruthy());
    await router.navigate('/login');
    const user = await fill('demo@example.com', 'demo1234');
    await user.click(submit());
    await expectPath(router, '/browse');
  });

  it('links: forgot password, and create an account keeping the redirect', async () => {
    renderRoute('/login/%2Finvite-others%2F1001');
    await heading();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/password-reset');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register/%2Finvite-others%2F1001');
  });

  describe('inside a card-scan flow (/qr-setup/{qrKey}/login)', () => {
    it('links stay in the flow; the card’s greeting is edited after sign-in', async () => {
      const { router } = renderRoute('/qr-setup/QR-OWNED/login');
      await heading();
      expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
        'href',
        '/qr-setup/QR-OWNED/password-reset',
      );
      expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/qr-setup/QR-OWNED/register');
      const user = await fill('demo@example.com', 'demo1234');
      await user.click(submit());
      await expectPath(router, '/edit/1004');
    });

    it('an unowned card: the new greeting starts inside the flow (the usual /list is blocked)', async () => {
      const { router } = renderRoute('/qr-setup/QR-NEW/login');
      const user = await fill('demo@example.com', 'demo1234');
      await user.click(submit());
      await expectPath(router, '/qr-setup/QR-NEW/create/101');
      expect(getDb().qrCards.find((c) => c.qrKey === 'QR-NEW')?.ownerId).toBe(1);
    });

    it.each([
      ['the user’s own boxed set without a greeting', 'QR-BOX'],
      ['someone else’s card', 'QR-OTHER'],
    ])('%s: back to the card page (not /list, though the demo account has greetings)', async (_, qrKey) => {
      const { router } = renderRoute(`/qr-setup/${qrKey}/login`);
      const user = await fill('demo@example.com', 'demo1234');
      await user.click(submit());
      await expectPath(router, `/qr/${qrKey}`);
    });

    it('sends the card’s key with the sign-in', async () => {
      let body: unknown;
      server.use(
        http.post('*/rest/user/login', async ({ request }) => {
          body = await request.clone().json();
          return undefined;
        }),
      );
      const { router } = renderRoute('/qr-setup/QR-OWNED/login');
      const user = await fill('demo@example.com', 'demo1234');
      await user.click(submit());
      await waitFor(() => expect(body).toMatchObject({ qrKey: 'QR-OWNED', version: 'web', user: { deviceType: 1 } }));
      await expectPath(router, '/edit/1004');
    });
  });
});
