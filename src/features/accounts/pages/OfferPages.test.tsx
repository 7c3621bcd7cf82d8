import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getDb } from '#mocks/db/store';
import { server } from '#mocks/node';
import { setScenarios } from '#mocks/scenarios/scenarios';
import { startSession } from '@/shared/lib/session';
import { givenFreeOffer, givenSession, givenUser } from '@/testing/builders';
import { renderRoute } from '@/testing/render';
import { expectPath, findAlertText, findToast } from '@/testing/pageQueries';

function captureLogin() {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/rest/user/login', async ({ request }) => {
      bodies.push(await request.clone().json());
      return undefined;
    }),
  );
  return bodies;
}

async function signInHere(email: string) {
  const user = userEvent.setup({ delay: null });
  const emailInput = await screen.findByLabelText(/^Email/);
  await user.clear(emailInput);
  await user.type(emailInput, email);
  await user.type(screen.getByLabelText(/^Password/), 'demo1234');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

/** An invitee session: contributed to 1001, then gave their details in the contact form. */
function inviteeSession() {
  const ivy = givenSession({
    inviteFizzId: 1001,
    contact: { firstName: 'Ivy', lastName: 'Invitee', email: 'ivy@example.com' },
  });
  startSession(ivy.id, false);
}

describe('OfferLoginPage (/offer-login: share-offer mode)', () => {
  it('shows the offer, signs in with version 999, from=recipient and the offer, then /browse', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) =>
      calls.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`),
    );
    const bodies = captureLogin();
    const { router } = renderRoute('/offer-login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to claim your offer' })).toBeInTheDocument();
    expect(await screen.findByText('Sign in to claim your free Video Greeting.')).toBeInTheDocument();
    expect(screen.getByText('Make one of your own, free')).toBeInTheDocument();
    await signInHere('offer@example.com');
    await expectPath(router, '/browse');
    expect(bodies[0]).toMatchObject({ version: '999', from: 'recipient', offer: 'share-2', user: { deviceType: 1 } });
    server.events.removeAllListeners();
    expect(calls).toContain('GET /rest/offer/info?page=login');
  });

  it('an offer already claimed shows "You have already claimed this offer."', async () => {
    givenUser({ claimedOffers: ['share-2'] });
    const { router } = renderRoute('/offer-login');
    await signInHere('demo@example.com');
    const toast = await findToast('You have already claimed this offer.');
    expect(toast.closest('[role="alert"]')).not.toBeNull();
    await expectPath(router, '/browse');
  });

  it('an offer that is not valid shows "This offer is no longer valid."', async () => {
    renderRoute('/offer-login?offer=expired-code');
    await signInHere('demo@example.com');
    const toast = await findToast('This offer is no longer valid.');
    expect(toast.closest('[role="alert"]')).not.toBeNull();
  });

  it('a signed-in recipient sees their own offer with the email filled in', async () => {
    startSession('sess-offer', true);
    renderRoute('/offer-login');
    expect(await screen.findByText('Your free Video Greeting is waiting!')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('offer@example.com');
    expect(screen.getByText('This offer expires in 7 days.')).toBeInTheDocument();
  });

  it.each([
    [1.5, 'This offer expires in 2 days.'],
    [1, 'This offer expires in 1 day.'],
    [0.4, 'This offer expires in less than a day.'],
  ])('an offer with %s days left reads "%s" (the app’s one expiry wording)', async (days, text) => {
    givenFreeOffer({ offerExpiresInDays: days });
    startSession('sess-offer', true);
    renderRoute('/offer-login');
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('a failed offer load shows the message in a red alert and still lets the user sign in', async () => {
    setScenarios(['server-error:/rest/offer/info']);
    renderRoute('/offer-login');
    await findAlertText('Something went wrong on our side. Please try again.');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('links to the offer register page, keeping the offer in the URL', async () => {
    renderRoute('/offer-login?offer=share-2');
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/offer-register?offer=share-2',
    );
  });
});

describe('OfferLoginPage (/view-invite-trial-login: trial mode)', () => {
  it('reads actor-info, fills the email, signs in with from=actor and the trial offer, then /browse', async () => {
    inviteeSession();
    const bodies = captureLogin();
    const { router } = renderRoute('/view-invite-trial-login');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to start your free Video Greeting' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Thanks for adding to the surprise!')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ivy@example.com');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/view-invite-trial-register');
    await signInHere('demo@example.com');
    await expectPath(router, '/browse');
    expect(bodies[0]).toMatchObject({ version: '999', from: 'actor', offer: 'share-3' });
  });
});

describe('OfferRegisterPage', () => {
  it('trial mode: ?result=interested prefills the details; a new account takes the offer and goes to /browse', async () => {
    inviteeSession();
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) =>
      calls.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute('/view-invite-trial-register');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create an account for your free Video Greeting' }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText(/^First name/)).toHaveValue('Ivy');
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Invitee');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ivy@example.com');
    // the email the invitee typed in the contact form is not asked for twice
    expect(screen.getByLabelText(/^Confirm email/)).toHaveValue('ivy@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret99');
    await user.type(screen.getByLabelText(/^Confirm password/), 'secret99');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await expectPath(router, '/browse');
    await findToast('Account created!');
    server.events.removeAllListeners();
    expect(calls).toContain('GET /rest/user/actor-info?result=interested');
    expect(calls).toContain('POST /rest/user/register-react?type=web&screen=actor');
    expect(getDb().users.find((u) => u.email === 'ivy@example.com')?.claimedOffers).toEqual(['share-3']);
  });

  it('offer mode: reads offer/info?page=register, registers with from=recipient and the offer code', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) =>
      calls.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`),
    );
    let body: unknown;
    server.use(
      http.post('*/rest/user/register-react', async ({ request }) => {
        body = await request.clone().json();
        return undefined;
      }),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute('/offer-register');
    expect(await screen.findByText('Create an account to claim your free Video Greeting.')).toBeInTheDocument();
    // nobody here typed an email yet: it is confirmed by hand
    expect(screen.getByLabelText(/^Confirm email/)).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/offer-login');
    await user.type(screen.getByLabelText(/^First name/), 'Ola');
    await user.type(screen.getByLabelText(/^Last name/), 'Recipient');
    await user.type(screen.getByLabelText(/^Email/), 'ola@example.com');
    await user.type(screen.getByLabelText(/^Confirm email/), 'ola@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret99');
    await user.type(screen.getByLabelText(/^Confirm password/), 'secret99');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await expectPath(router, '/browse');
    expect(body).toMatchObject({
      from: 'recipient',
      version: 'web',
      user: { offer: 'share-2', deviceType: 3, userTimeZone: expect.any(String) },
    });
    server.events.removeAllListeners();
    expect(calls).toContain('GET /rest/offer/info?page=register');
    expect(calls).toContain('POST /rest/user/register-react?type=web&screen=recipient');
  });
});
