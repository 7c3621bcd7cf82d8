import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getDb } from '#mocks/db/store';
import { server } from '#mocks/node';
import { SERVER_ERROR_MESSAGE, setScenarios } from '#mocks/scenarios/scenarios';
import { getSessionId } from '@/shared/lib/session';
import { local, storageKeys } from '@/shared/lib/storage';
import { renderRoute, signInAsDemo } from '@/testing/render';

const first = () => screen.getByLabelText(/^First name/);
const last = () => screen.getByLabelText(/^Last name/);
const email = () => screen.getByLabelText(/^Email/);
const submit = () => screen.getByRole('button', { name: 'Continue' });

function contactCalls() {
  const seen: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'PUT' && new URL(request.url).pathname === '/rest/user') seen.push(await request.clone().json());
  });
  return seen;
}

async function openContact() {
  const view = renderRoute('/view-invite-contact');
  await screen.findByRole('heading', { level: 1, name: 'Claim your free Video Greeting' }, { timeout: 15_000 });
  await screen.findByRole('button', { name: 'Continue' });
  return view;
}

async function fill(values: { first?: string; last?: string; email?: string }) {
  const user = userEvent.setup({ delay: null });
  if (values.first !== undefined) await user.type(first(), values.first);
  if (values.last !== undefined) await user.type(last(), values.last);
  if (values.email !== undefined) await user.type(email(), values.email);
  return user;
}

describe('/view-invite-contact', () => {
  it('the button stays disabled until all three fields have content', async () => {
    await openContact();
    expect(submit()).toBeDisabled();
    await fill({ first: 'Robin', last: 'Lee' });
    expect(submit()).toBeDisabled();
    await fill({ email: 'r' });
    expect(submit()).toBeEnabled();
    await userEvent.clear(first());
    expect(submit()).toBeDisabled();
    await userEvent.type(first(), '   ');
    expect(submit()).toBeDisabled();
  });

  it.each([
    ['first name', first, 'Please enter your first name.'],
    ['last name', last, 'Please enter your last name.'],
    ['email', email, 'Please enter your email address.'],
  ])('an empty %s says so when it loses focus, tied to the field', async (_, field, message) => {
    await openContact();
    await userEvent.click(field());
    await userEvent.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(message);
  });

  it("an invalid email: 'Please enter valid email address.' on submit, focus on it, nothing sent", async () => {
    const calls = contactCalls();
    await openContact();
    const user = await fill({ first: 'Robin', last: 'Lee', email: 'robin@nowhere' });
    await user.click(submit());
    expect(await screen.findByText('Please enter valid email address.')).toBeInTheDocument();
    expect(email()).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('a new email goes on to the trial register page; the details are sent once and kept on a new session', async () => {
    const calls = contactCalls();
    const { router } = await openContact();
    await fill({ first: ' Robin ', last: 'Lee', email: 'robin@example.com' });
    fireEvent.click(submit());
    fireEvent.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/view-invite-trial-register'), { timeout: 5_000 });
    expect(calls).toEqual([
      {
        qrKey: null,
        version: 'web',
        firstName: 'Robin',
        lastName: 'Lee',
        email: 'robin@example.com',
        deviceId: expect.any(String),
      },
    ]);
    const session = getDb().sessions.find((s) => s.id === getSessionId());
    expect(session?.contact).toEqual({ firstName: 'Robin', lastName: 'Lee', email: 'robin@example.com' });
  });

  it('once given, the details start the trial sign-up: only the password is left to type', async () => {
    const { router } = await openContact();
    const user = await fill({ first: 'Robin', last: 'Lee', email: 'robin@example.com' });
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/view-invite-trial-register'), { timeout: 5_000 });
    await screen.findByRole('heading', { level: 1, name: 'Create an account for your free Video Greeting' }, { timeout: 15_000 });
    await waitFor(() => expect(screen.getByLabelText(/^First name/)).toHaveValue('Robin'), { timeout: 5_000 });
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Lee');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('robin@example.com');
    expect(screen.getByLabelText(/^Confirm email/)).toHaveValue('robin@example.com');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeDisabled();
    await user.type(screen.getByLabelText(/^Password/), 'secret99');
    await user.type(screen.getByLabelText(/^Confirm password/), 'secret99');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  it('the first name given on the invite page starts the form when the server knows none', async () => {
    local.set(storageKeys.contributorName, 'Jamie');
    await openContact();
    expect(first()).toHaveValue('Jamie');
    expect([last(), email()].map((f) => (f as HTMLInputElement).value)).toEqual(['', '']);
  });

  it('what the server knows comes before the name this device remembers', async () => {
    local.set(storageKeys.contributorName, 'Jamie');
    signInAsDemo();
    await openContact();
    await waitFor(() => expect(email()).toHaveValue('demo@example.com'));
    expect(first()).not.toHaveValue('Jamie');
    expect(first()).toHaveValue(getDb().users.find((u) => u.email === 'demo@example.com')?.firstName);
  });

  it("an account's email goes to the trial login page", async () => {
    const { router } = await openContact();
    await (await fill({ first: 'Dana', last: 'Demo', email: 'demo@example.com' })).click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/view-invite-trial-login'), { timeout: 5_000 });
  });

  it('signed in: the server answers thank-you, and the page goes to /view-invite-thank-you', async () => {
    signInAsDemo();
    const { router } = await openContact();
    // the form starts with what the server knows about this user
    await waitFor(() => expect(email()).toHaveValue('demo@example.com'));
    await userEvent.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/view-invite-thank-you'), { timeout: 5_000 });
  });

  it("a failure shows the server's message and keeps what was typed", async () => {
    setScenarios(['server-error:PUT /rest/user']);
    const { router } = await openContact();
    await (await fill({ first: 'Robin', last: 'Lee', email: 'robin@example.com' })).click(submit());
    expect(await screen.findByText(SERVER_ERROR_MESSAGE)).toBeInTheDocument();
    expect([first(), last(), email()].map((f) => (f as HTMLInputElement).value)).toEqual(['Robin', 'Lee', 'robin@example.com']);
    expect(router.state.location.pathname).toBe('/view-invite-contact');
    expect(submit()).toBeEnabled();
  });
});
