import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getDb } from '#mocks/db/store';
import { server } from '#mocks/node';
import { isSignedIn } from '@/shared/lib/session';
import { givenGuestGreeting } from '@/testing/builders';
import { renderRoute, signInAsDemo } from '@/testing/render';
import { FORM_MESSAGES as M } from '@/features/accounts/rules/messages';
import { expectPath, findAlertText, findToast } from '@/testing/pageQueries';

const LABELS = {
  firstName: /^First name/,
  lastName: /^Last name/,
  email: /^Email/,
  confirmEmail: /^Confirm email/,
  password: /^Password/,
  confirmPassword: /^Confirm password/,
} as const;
type FieldName = keyof typeof LABELS;

const good: Record<FieldName, string> = {
  firstName: 'Nia',
  lastName: 'New',
  email: 'nia@example.com',
  confirmEmail: 'NIA@example.com',
  password: 'secret99',
  confirmPassword: 'secret99',
};

const submit = () => screen.getByRole('button', { name: 'Create Account' });

async function openAndFill(path: string, values: Partial<Record<FieldName, string>> = good) {
  const user = userEvent.setup({ delay: null });
  const rendered = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Create an account' });
  for (const [field, value] of Object.entries(values) as [FieldName, string][]) {
    if (value) await user.type(screen.getByLabelText(LABELS[field]), value);
  }
  return { user, ...rendered };
}

describe('RegisterPage', () => {
  it('creates the account: session, the "Account created!" toast with its note, then / (no greetings yet)', async () => {
    const { user, router } = await openAndFill('/register');
    await user.click(submit());
    await expectPath(router, '/');
    expect(isSignedIn()).toBe(true);
    const toast = await findToast('Account created!');
    expect(toast).toHaveTextContent(/email/i);
    expect(getDb().users.find((u) => u.email === 'nia@example.com')).toMatchObject({ firstName: 'Nia', marketingOptIn: true });
  });

  it('marketing opt-in defaults to true and can be unticked', async () => {
    const { user, router } = await openAndFill('/register');
    const optIn = screen.getByRole('checkbox', { name: /news and special offers/ });
    expect(optIn).toBeChecked();
    await user.click(optIn);
    await user.click(submit());
    await expectPath(router, '/');
    expect(getDb().users.find((u) => u.email === 'nia@example.com')?.marketingOptIn).toBe(false);
  });

  it('sends device type 3, version web, the time zone and screen=register', async () => {
    let seen: { url: string; body: unknown } | undefined;
    server.use(
      http.post('*/rest/user/register-react', async ({ request }) => {
        seen = { url: request.url, body: await request.clone().json() };
        return undefined;
      }),
    );
    const { user, router } = await openAndFill('/register');
    await user.click(submit());
    await expectPath(router, '/');
    expect(new URL(seen!.url).search).toBe('?type=web&screen=register');
    expect(seen!.body).toMatchObject({
      version: 'web',
      user: {
        deviceType: 3,
        marketingOptIn: true,
        userTimeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        deviceId: expect.any(String),
      },
    });
  });

  it('goes to the redirect parameter when it is an internal path', async () => {
    const { user, router } = await openAndFill('/register/%2Fcreate%2F101%3Fpt%3Dx');
    await user.click(submit());
    await expectPath(router, '/create/101?pt=x', true);
  });

  it.each([
    'https%3A%2F%2Fevil.example',
    '%2F%2Fevil.example',
    '%252F%252Fevil.example',
    'javascript%3Aalert(1)',
    '%2F%5Cevil.example',
  ])('ignores the redirect %s (normal priority: /)', async (param) => {
    const { user, router } = await openAndFill(`/register/${param}`);
    await user.click(submit());
    await expectPath(router, '/');
  });

  it('keeps the greeting an anonymous session made, and the new account goes to /list', async () => {
    givenGuestGreeting(1001);
    document.cookie = 'sessionId=sess-guest; path=/';
    const { user, router } = await openAndFill('/register');
    await user.click(submit());
    await expectPath(router, '/list');
  });

  it.each(Object.keys(LABELS) as FieldName[])('submit is disabled while %s is empty', async (field) => {
    const { user } = await openAndFill('/register', { ...good, [field]: '' });
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText(LABELS[field]), 's');
    expect(submit()).toBeEnabled();
  });

  it.each<[FieldName, string, string]>([
    ['firstName', '', M.firstNameRequired],
    ['lastName', '', M.lastNameRequired],
    ['email', '', M.emailRequired],
    ['email', 'nia@example', M.emailInvalid],
    ['confirmEmail', '', M.confirmEmailRequiredBlur],
    ['confirmEmail', 'other@example.com', M.emailMismatchBlur],
    ['password', '', M.passwordRequired],
    ['password', '12345', M.passwordShort],
    ['confirmPassword', '', M.confirmPasswordRequiredBlur],
    ['confirmPassword', 'different', M.passwordMismatchBlur],
  ])('on blur: %s "%s" → %s', async (field, value, message) => {
    const { user } = await openAndFill('/register', { email: good.email, password: good.password });
    const input = screen.getByLabelText(LABELS[field]);
    await user.clear(input);
    await user.click(input);
    if (value) await user.type(input, value);
    await user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it.each<[FieldName, string, string]>([
    ['firstName', '  ', M.firstNameRequired],
    ['lastName', '  ', M.lastNameRequired],
    ['email', '  ', M.emailRequired],
    ['email', 'nia@example.c', M.emailInvalid],
    ['confirmEmail', '  ', M.confirmEmailRequired],
    ['confirmEmail', 'nia@example.org', M.emailMismatch],
    ['password', '      ', M.passwordRequired],
    ['password', '12345', M.passwordShort],
    ['confirmPassword', '  ', M.confirmPasswordRequired],
    ['confirmPassword', 'secret98', M.passwordMismatch],
  ])('on submit: %s "%s" → %s, and focus moves there', async (field, value, message) => {
    const { user } = await openAndFill('/register', { ...good, [field]: value });
    await user.click(submit());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(LABELS[field])).toHaveFocus();
  });

  it('after submit a message keeps its submit wording until the field changes (then the blur wording)', async () => {
    const { user } = await openAndFill('/register', { ...good, confirmPassword: 'secret98' });
    await user.click(submit());
    const input = screen.getByLabelText(LABELS.confirmPassword);
    expect(await screen.findByText(M.passwordMismatch)).toBeInTheDocument();
    expect(input).toHaveFocus();
    await user.tab();
    await user.click(input);
    await user.tab();
    expect(screen.getByText(M.passwordMismatch)).toBeInTheDocument();
    await user.type(input, '7');
    expect(await screen.findByText(M.passwordMismatchBlur)).toBeInTheDocument();
  });

  it('pressing submit does not take focus from the field being edited (its blur message cannot move the button)', async () => {
    const { user } = await openAndFill('/register', { ...good, confirmPassword: 'secret98' });
    const input = screen.getByLabelText(LABELS.confirmPassword);
    expect(input).toHaveFocus();
    await user.pointer({ keys: '[MouseLeft>]', target: submit() });
    expect(input).toHaveFocus();
    await user.pointer({ keys: '[/MouseLeft]', target: submit() });
    expect(await screen.findByText(M.passwordMismatch)).toBeInTheDocument();
  });

  it('a duplicate email shows the server message under the form and keeps the typed values', async () => {
    const { user } = await openAndFill('/register', { ...good, email: 'demo@example.com', confirmEmail: 'demo@example.com' });
    await user.click(submit());
    await findAlertText('An account with this email address already exists. Please sign in instead.');
    expect(screen.getByLabelText(LABELS.firstName)).toHaveValue('Nia');
    expect(screen.getByLabelText(LABELS.password)).toHaveValue('secret99');
    expect(isSignedIn()).toBe(false);
  });

  it('a double click sends one request; pasted passwords work', async () => {
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/rest/user/register-react')) calls++;
    });
    const { user, router } = await openAndFill('/register', { ...good, password: '', confirmPassword: '' });
    await user.click(screen.getByLabelText(LABELS.password));
    await user.paste('pasted-secret');
    await user.click(screen.getByLabelText(LABELS.confirmPassword));
    await user.paste('pasted-secret');
    await user.dblClick(submit());
    await expectPath(router, '/');
    expect(calls).toBe(1);
    server.events.removeAllListeners();
    expect(getDb().users.find((u) => u.email === 'nia@example.com')?.password).toBe('pasted-secret');
  });

  it('a signed-in user opening register is sent to /', async () => {
    signInAsDemo();
    const { router } = renderRoute('/faq');
    await screen.findByRole('heading', { level: 1 });
    await router.navigate('/register');
    await expectPath(router, '/');
  });

  it('inside a card-scan flow: links stay in the flow, and the card’s new greeting starts there', async () => {
    const { user, router } = await openAndFill('/qr-setup/QR-NEW/register');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/qr-setup/QR-NEW/login');
    expect(screen.getByRole('link', { name: /^Terms of Use/ })).toHaveAttribute('href', '/qr-setup/QR-NEW/terms');
    await user.click(submit());
    await expectPath(router, '/qr-setup/QR-NEW/create/101');
  });
});
