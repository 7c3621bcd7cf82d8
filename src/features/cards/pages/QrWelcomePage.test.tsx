import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CARD_NOT_FOUND } from '#mocks/rules';
import { isSignedIn } from '@/shared/lib/session';
import { givenLinkedBoxSet } from '@/testing/builders';
import { renderRoute, signInAsDemo } from '@/testing/render';
import { signInAsOther } from '@/testing/sessions';

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('the card-scan welcome page', () => {
  it("sends the owner straight to the card's greeting", async () => {
    signInAsDemo();
    const { router } = renderRoute('/qr/QR-OWNED');
    // the edit page's chunk loads before the navigation commits (and 1004, finished, goes on to /list)
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/(edit\/1004|list)$/), { timeout: 25_000 });
  }, 30_000);

  it('sends the owner of a new card to its create page inside the flow (/qr-setup/{qrKey})', async () => {
    signInAsDemo();
    const { router } = renderRoute('/qr-setup/QR-DEMO-UNASSIGNED');
    await waitFor(() => expect(router.state.location.pathname).toBe('/qr-setup/QR-DEMO-UNASSIGNED/create/301'), {
      timeout: 25_000,
    });
  }, 30_000);

  it('sends the owner of a linked boxed set to the page that says it is linked', async () => {
    signInAsDemo();
    givenLinkedBoxSet(1003);
    const { router } = renderRoute('/qr/QR-BOX');
    expect(await h1('Your Video Greeting and card set are linked')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/qrbox-scan-more/1003');
  });

  it("asks a visitor to sign in to someone else's card, with the card's image and preview video", async () => {
    const { container } = renderRoute('/qr/QR-OTHER');
    expect(await h1('sign in and continue editing')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/qr-setup/QR-OTHER/login');
    expect(screen.getByRole('img', { name: 'Your card' })).toHaveAttribute('src', expect.stringMatching(/\S/));
    expect(container.querySelector('video')).toHaveAttribute('src', expect.stringMatching(/\S/));
    // the card-scan flow's logo-only bar
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it.each([
    ['a new card', '/qr/QR-NEW', 'Make your card a Video Greeting', 'Get started'],
    ["someone else's card", '/qr/QR-OTHER', 'sign in and continue editing', 'Sign in'],
  ])(
    '%s: the heading and the main action come before the card picture (a phone shows them first)',
    async (_, path, heading, action) => {
      renderRoute(path);
      const h = await h1(heading);
      const main = screen.getByRole('link', { name: action });
      const picture = screen.getByRole('img', { name: 'Your card' });
      const before = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
      expect(before(h, main)).toBe(true);
      expect(before(main, picture)).toBe(true);
    },
  );

  it("says 'SIGN IN TO CONTINUE' for someone else's boxed set", async () => {
    renderRoute('/qr-setup/QR-BOX');
    expect(await h1('SIGN IN TO CONTINUE')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/qr-setup/QR-BOX/login');
  });

  it('a signed-in non-owner is told whose account is in use, and switching signs out first (login would send them back)', async () => {
    const user = userEvent.setup({ delay: null });
    signInAsOther();
    const { router } = renderRoute('/qr-setup/QR-BOX');
    expect(await h1('SIGN IN TO CONTINUE')).toBeInTheDocument();
    expect(screen.getByText(/which is not the account this card belongs to/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in with another account' }));
    expect(await h1('Sign In')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/qr-setup/QR-BOX/login');
    expect(isSignedIn()).toBe(false);
  });

  it('starts a new card through register or login, both inside the flow, when signed out', async () => {
    renderRoute('/qr/QR-NEW');
    expect(await h1('Make your card a Video Greeting')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/qr-setup/QR-NEW/register');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/qr-setup/QR-NEW/login');
  });

  it.each([
    ['an unknown key', '/qr/NO-SUCH-CARD'],
    ['a very long key', `/qr/${'X'.repeat(2000)}`],
    ['a malformed key (bad percent-encoding, passed on as it is)', '/qr/%E0%A4%A'],
    ['a key with markup and slashes (sent encoded)', `/qr-setup/${encodeURIComponent('<b>x</b>/../list?#')}`],
  ])("%s: the server's message, a heading and a way home", async (_name, path) => {
    renderRoute(path);
    expect(await h1("We couldn't open this card")).toBeInTheDocument();
    expect(screen.getByText(CARD_NOT_FOUND)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
    expect(document.querySelector('b')).toBeNull();
  });
});
