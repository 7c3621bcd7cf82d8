import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getDb } from '#mocks/db/store';
import { server } from '#mocks/node';
import { setScenarios } from '#mocks/scenarios/scenarios';
import { renderRoute, signInAsDemo } from '@/testing/render';
import { FORM_MESSAGES as M } from '@/features/accounts/rules/messages';
import { expectPath, findAlertText, findToast } from '@/testing/pageQueries';

const CONFIRMATION = 'The email has been sent. Check your email for a link to change your password.';

describe('PasswordResetPage', () => {
  const send = () => screen.getByRole('button', { name: 'Send Reset Password Link' });

  it('sends the link and shows the confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoute('/password-reset');
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    expect(send()).toBeDisabled();
    await user.type(screen.getByLabelText(/^Email/), 'demo@example.com');
    expect(send()).toBeEnabled();
    await user.click(send());
    expect(await screen.findByText(CONFIRMATION)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Reset Password Link' })).toBeNull();
  });

  it.each([
    ['', M.emailRequired],
    ['demo@', M.emailInvalid],
  ])('on blur: "%s" → %s', async (value, message) => {
    const user = userEvent.setup({ delay: null });
    renderRoute('/password-reset');
    const input = await screen.findByLabelText(/^Email/);
    await user.click(input);
    if (value) await user.type(input, value);
    await user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it.each([
    ['   ', M.emailRequired],
    ['demo@example', M.emailInvalid],
  ])('on submit: "%s" → %s', async (value, message) => {
    const user = userEvent.setup({ delay: null });
    renderRoute('/password-reset');
    await user.type(await screen.findByLabelText(/^Email/), value);
    await user.click(send());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
  });

  it('the button is disabled while the request runs; a double click sends one request', async () => {
    let calls = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/rest/user/send-password-link', async () => {
        calls++;
        await gate;
        return undefined;
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderRoute('/password-reset');
    await user.click(await screen.findByLabelText(/^Email/));
    await user.paste('demo@example.com');
    await user.dblClick(send());
    await waitFor(() => expect(send()).toBeDisabled());
    release();
    expect(await screen.findByText(CONFIRMATION)).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('a failure shows the error text in an alert and keeps the email', async () => {
    setScenarios(['server-error:send-password-link']);
    const user = userEvent.setup({ delay: null });
    renderRoute('/password-reset');
    await user.type(await screen.findByLabelText(/^Email/), 'demo@example.com');
    await user.click(send());
    await findAlertText('Something went wrong on our side. Please try again.');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('demo@example.com');
  });

  it('inside a card-scan flow the way back stays in the flow', async () => {
    renderRoute('/qr-setup/QR-NEW/password-reset');
    expect(await screen.findByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/qr-setup/QR-NEW/login');
  });
});

describe('ChangePasswordPage', () => {
  const update = () => screen.getByRole('button', { name: 'Update Password' });

  it('through the emailed link: sets the password, shows the toast, then goes to sign in', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute('/change-password/otp-demo');
    await screen.findByRole('heading', { level: 1, name: 'Change password' });
    expect(screen.getByText(M.newPasswordMinimum)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New password/), '12345');
    expect(update()).toBeDisabled();
    await user.type(screen.getByLabelText(/^New password/), '6');
    expect(update()).toBeEnabled();
    await user.click(update());
    await findToast('Your password has been updated.');
    await expectPath(router, '/login');
    expect(getDb().users.find((u) => u.id === 1)?.password).toBe('123456');
  });

  it('on blur below 6 characters: "6 character minimum" as the field error', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoute('/change-password/otp-demo');
    const input = await screen.findByLabelText(/^New password/);
    await user.type(input, 'abc');
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(M.newPasswordMinimum).id).toBe(input.getAttribute('aria-describedby'));
  });

  it('an expired link shows the server message and keeps the typed password', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoute('/change-password/otp-expired');
    await user.type(await screen.findByLabelText(/^New password/), 'brand-new');
    await user.click(update());
    await findAlertText('This password link has expired. Please request a new one.');
    expect(screen.getByLabelText(/^New password/)).toHaveValue('brand-new');
  });

  it('signed in: PUT /rest/user/settings, then back to the previous page; a double click sends one request', async () => {
    signInAsDemo();
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/rest/user/settings')) calls++;
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute('/faq');
    await screen.findByRole('heading', { level: 1 });
    await router.navigate('/change-password');
    await user.click(await screen.findByLabelText(/^New password/));
    await user.paste('pasted-pass');
    await user.dblClick(update());
    await findToast('Your password has been updated.');
    await expectPath(router, '/faq');
    server.events.removeAllListeners();
    expect(calls).toBe(1);
    expect(getDb().users.find((u) => u.id === 1)?.password).toBe('pasted-pass');
  });

  it('signed in inside a card-scan flow, with no page to go back to: back to the card', async () => {
    signInAsDemo();
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute('/qr-setup/QR-OWNED/change-password');
    await user.type(await screen.findByLabelText(/^New password/), 'another-1');
    await user.click(update());
    await findToast('Your password has been updated.');
    await expectPath(router, '/qr/QR-OWNED');
  });

  it('signed out, /change-password asks to sign in first', async () => {
    const { router } = renderRoute('/change-password');
    await expectPath(router, '/login/%2Fchange-password');
  });
});

describe('AlertResetViewedPage', () => {
  it('resets the alert and confirms', async () => {
    renderRoute('/alert-reset-viewed/otp-demo/1004');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Alert Has Been Reset' })).toBeInTheDocument();
    expect(screen.getByText(/when your card is scanned again/)).toBeInTheDocument();
    expect(getDb().fizzes.find((f) => f.id === 1004)?.viewAlertArmed).toBe(true);
  });

  it('a bad link shows the server message in a red alert', async () => {
    renderRoute('/alert-reset-viewed/otp-nope/1004');
    await findAlertText('This alert link is not valid.');
  });
});
