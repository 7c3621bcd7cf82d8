import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setScenarios } from '#mocks/scenarios/scenarios';
import { isSignedIn } from '@/shared/lib/session';
import { givenGreeting, givenGuestGreeting, givenLinkedBoxSet } from '@/testing/builders';
import { renderRoute, signInAsDemo } from '@/testing/render';
import { startGuestSession } from '@/testing/sessions';
import { expectPath, findAlertText, findToast } from '@/testing/pageQueries';

async function register(user: ReturnType<typeof userEvent.setup>, email = 'nia@example.com') {
  await user.type(await screen.findByLabelText(/^First name/), 'Nia');
  await user.type(screen.getByLabelText(/^Last name/), 'New');
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), 'secret99');
  await user.type(screen.getByLabelText(/^Confirm password/), 'secret99');
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

/** An anonymous creator's greeting (as the preview sends them here). */
function anonymousGreeting(id: number) {
  givenGuestGreeting(id);
  document.cookie = 'sessionId=sess-guest; path=/';
}

describe('SignupCheckoutPage', () => {
  it('offers "Checkout as Guest": /checkout/{greetingId} with the guest flag in navigation state', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute('/signup-checkout/1002');
    await screen.findByRole('heading', { level: 1 });
    // the registration form here has no confirm email (register page only)
    expect(screen.queryByLabelText(/^Confirm email/)).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Checkout as Guest' }));
    const location = await expectPath(router, '/checkout/1002');
    expect(location.state).toEqual({ isGuest: true });
  });

  it('a new account for a greeting that needs purchase goes to checkout', async () => {
    anonymousGreeting(1002);
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute('/signup-checkout/1002');
    await register(user);
    await expectPath(router, '/checkout/1002');
    expect(isSignedIn()).toBe(true);
    await findToast('Account created!');
  });

  it('signing in instead: a greeting tied to a QR card goes to the QR thank-you page', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute('/signup-checkout/1004');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    await user.type(screen.getByLabelText(/^Email/), 'demo@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await expectPath(router, '/thank-you-qr/1004');
  });

  it('already signed in: routes at once', async () => {
    signInAsDemo();
    const { router } = renderRoute('/signup-checkout/1001');
    await expectPath(router, '/checkout/1001');
  });

  it('a greeting that needs no purchase (free) skips checkout: on to the free thank-you page', async () => {
    givenGreeting({ isFree: true });
    signInAsDemo();
    const { router } = renderRoute('/signup-checkout/1001');
    await expectPath(router, '/thank-you-free/1001');
  });

  it('already signed in, the greeting lookup fails: its message, no sign-up form, and Try again routes on', async () => {
    signInAsDemo();
    setScenarios(['server-error:GET /rest/fizz/:id']);
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute('/signup-checkout/1001');
    await findAlertText('Something went wrong on our side. Please try again.');
    expect(screen.queryByRole('button', { name: 'Create Account' })).toBeNull();
    setScenarios([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await expectPath(router, '/checkout/1001');
  });

  it('a registration error shows under the form', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoute('/signup-checkout/1002');
    await register(user, 'demo@example.com');
    await findAlertText('An account with this email address already exists. Please sign in instead.');
  });

  it('a failed greeting lookup after sign-up shows the message', async () => {
    setScenarios(['server-error:GET /rest/fizz/:id']);
    const user = userEvent.setup({ delay: null });
    renderRoute('/signup-checkout/1002');
    await register(user);
    await findAlertText('Something went wrong on our side. Please try again.');
  });
});

/** A greeting made before signing up: by an anonymous session, which registering claims. */
function madeAnonymously(id: number) {
  givenGuestGreeting(id);
  startGuestSession();
}

describe('SignupThankYouPage', () => {
  it.each([
    ['a digital greeting (even unpaid) → the free thank-you page', 1002, '/thank-you-free/1002'],
    ['a QR card greeting → the QR thank-you page', 1004, '/thank-you-qr/1004'],
  ])('%s', async (_, id, target) => {
    madeAnonymously(id);
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute(`/signup-thank-you/${id}`);
    expect(screen.queryByRole('link', { name: 'Checkout as Guest' })).toBeNull();
    await register(user);
    await expectPath(router, target);
  });

  it('already signed in: on to the thank-you page by type at once, with no sign-up form first', async () => {
    signInAsDemo();
    const { router } = renderRoute('/signup-thank-you/1004');
    expect(screen.queryByRole('button', { name: 'Create Account' })).toBeNull();
    await expectPath(router, '/thank-you-qr/1004');
  });

  it('a boxed set → the boxed-set thank-you page', async () => {
    givenLinkedBoxSet(1002);
    madeAnonymously(1002);
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute('/signup-thank-you/1002');
    await register(user);
    await expectPath(router, '/thank-you-qr-box/1002');
  });
});
