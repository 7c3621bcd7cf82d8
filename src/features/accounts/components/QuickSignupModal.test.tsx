import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { local, storageKeys } from '@/shared/lib/storage';
import { isSignedIn } from '@/shared/lib/session';
import { renderWithProviders, signInAsDemo } from '@/testing/render';
import { FORM_MESSAGES as M } from '@/features/accounts/rules/messages';
import { expectPath, findToast } from '@/testing/pageQueries';
import { QuickSignupModal } from './QuickSignupModal';

const dialog = () => screen.queryByRole('dialog', { name: 'Create your free account' });

/** The modal is on the page (its <dialog> element is always there) with its effects run, and stays shut. */
async function expectMountedClosed() {
  const element = await waitFor(() => {
    const found = document.querySelector('dialog');
    expect(found).not.toBeNull();
    return found!;
  });
  await act(async () => {});
  expect(element).not.toHaveAttribute('open');
  expect(dialog()).toBeNull();
}

describe('QuickSignupModal (part 1 §4)', () => {
  it('shows to a visitor who is not signed in and has not seen it', async () => {
    renderWithProviders(<QuickSignupModal />);
    expect(await screen.findByRole('dialog', { name: 'Create your free account' })).toBeInTheDocument();
  });

  it.each([
    ['greeting', 'Save your Video Greeting and come back to it any time.', undefined],
    [
      'thank-you',
      'Keep your thank-you video in your account and come back to it any time. Or close this to record it now.',
      'thank-you',
    ],
  ] as const)('opened for a %s, it speaks of that: %j', async (_, lead, purpose) => {
    renderWithProviders(<QuickSignupModal purpose={purpose} />);
    const modal = await screen.findByRole('dialog', { name: 'Create your free account' });
    expect(within(modal).getByText(lead)).toBeVisible();
    if (purpose === 'thank-you') expect(within(modal).queryByText(/Save your Video Greeting/)).toBeNull();
  });

  it.each([
    ['signed in', () => signInAsDemo()],
    ['already seen', () => local.set(storageKeys.quickSignupSeen, 'true')],
  ])('does not show when %s', async (_, arrange) => {
    arrange();
    renderWithProviders(<QuickSignupModal />);
    await expectMountedClosed();
  });

  it('waits for the host’s moment (when=false)', async () => {
    renderWithProviders(<QuickSignupModal when={false} />);
    await expectMountedClosed();
  });

  it('closing marks it seen and tells the host', async () => {
    const onDone = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<QuickSignupModal onDone={onDone} />);
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDone).toHaveBeenCalledWith('closed');
    expect(local.get(storageKeys.quickSignupSeen)).toBe('true');
    await waitFor(() => expect(dialog()).toBeNull());
  });

  it('completing a sign-up: account, toast, seen flag, and the host decides what happens after', async () => {
    const onDone = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<QuickSignupModal onDone={onDone} />);
    await screen.findByRole('dialog');
    // the same registration form and messages (no confirm email outside the register page)
    expect(screen.queryByLabelText(/^Confirm email/)).toBeNull();
    await user.click(screen.getByLabelText(/^First name/));
    await user.tab();
    expect(await screen.findByText(M.firstNameRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^First name/), 'Quinn');
    await user.type(screen.getByLabelText(/^Last name/), 'Quick');
    await user.type(screen.getByLabelText(/^Email/), 'quinn@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret99');
    await user.type(screen.getByLabelText(/^Confirm password/), 'secret99');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('completed'));
    expect(isSignedIn()).toBe(true);
    expect(local.get(storageKeys.quickSignupSeen)).toBe('true');
    await findToast('Account created!');
    expect(dialog()).toBeNull();
  });

  it('the registration messages on submit (submit wording) and on blur (blur wording), without confirm email', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<QuickSignupModal />);
    await screen.findByRole('dialog');
    for (const label of [/^First name/, /^Last name/, /^Email/, /^Password/, /^Confirm password/]) {
      await user.type(screen.getByLabelText(label), ' ');
    }
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    for (const message of [
      M.firstNameRequired,
      M.lastNameRequired,
      M.emailRequired,
      M.passwordRequired,
      M.confirmPasswordRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^First name/)).toHaveFocus();
    expect(screen.queryByText(M.confirmEmailRequired)).toBeNull();
    // corrected fields are checked again with the blur wording
    const confirm = screen.getByLabelText(/^Confirm password/);
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'secret99');
    await user.clear(confirm);
    await user.type(confirm, 'secret98');
    await user.tab();
    expect(await screen.findByText(M.passwordMismatchBlur)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'quinn@example');
    await user.tab();
    expect(await screen.findByText(M.emailInvalid)).toBeInTheDocument();
  });

  it('the sign-in inside it has the same checks and messages', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<QuickSignupModal />);
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.type(screen.getByLabelText(/^Email/), 'demo@example');
    await user.type(screen.getByLabelText(/^Password/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(M.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(M.passwordShort)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
  });

  it('signing in from it completes it too; without a callback it goes to redirectTo', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderWithProviders(<QuickSignupModal redirectTo="/edit/1001" />);
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.type(screen.getByLabelText(/^Email/), 'demo@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await expectPath(router, '/edit/1001');
    expect(local.get(storageKeys.quickSignupSeen)).toBe('true');
  });
});
