import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NOT_A_BOX_SET } from '#mocks/handlers/qr';
import { givenGreeting } from '@/testing/builders';
import { renderRoute, signInAsDemo } from '@/testing/render';

describe('the boxed-set add page (/qr-setup/{qrKey}/{taId}/add)', () => {
  it('shows the signed-in email and both choices, with links that stay in the flow', async () => {
    signInAsDemo();
    renderRoute('/qr-setup/QR-BOX/601/add');
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up your boxed set' })).toBeInTheDocument();
    expect(await screen.findByText('demo@example.com')).toBeInTheDocument();
    expect(screen.queryByText(/You're not signed in/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a new greeting' })).toHaveAttribute('href', '/qr-setup/QR-BOX/create/601');
    expect(screen.getByRole('link', { name: 'Choose from my Video Greetings' })).toHaveAttribute('href', '/qr-setup/QR-BOX/list');
  });

  it('offers the greeting last linked to another boxed set (previousBoxCardFizzId)', async () => {
    signInAsDemo();
    givenGreeting({ isQRBoxSet: true }, 1002);
    renderRoute('/qr-setup/QR-BOX/601/add');
    expect(await screen.findByRole('link', { name: 'Link my latest boxed-set greeting' })).toHaveAttribute(
      'href',
      '/qr-setup/QR-BOX/1002/link',
    );
  });

  it('says the visitor is not signed in and offers the sign-in modal, also for their own greetings', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoute('/qr-setup/QR-BOX-NEW/602/add');
    expect(await screen.findByText(/You're not signed in/)).toBeInTheDocument();
    expect(screen.queryByText('demo@example.com')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    let dialog = await screen.findByRole('dialog', { name: 'Sign in to continue' });
    expect(within(dialog).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/qr-setup/QR-BOX-NEW/login');
    expect(within(dialog).getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/qr-setup/QR-BOX-NEW/register',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(document.querySelector('dialog')).not.toHaveAttribute('open');

    // their greetings are in their account: the list choice signs in first
    await user.click(screen.getByRole('button', { name: 'Choose from my Video Greetings' }));
    dialog = await screen.findByRole('dialog', { name: 'Sign in to continue' });
    expect(within(dialog).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it("a card that is not a boxed set: the server's message and a way back to the card", async () => {
    signInAsDemo();
    renderRoute('/qr-setup/QR-NEW/101/add');
    expect(await screen.findByText(NOT_A_BOX_SET)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your card' })).toHaveAttribute('href', '/qr-setup/QR-NEW');
  });

  it('an unknown card: the message and a way home', async () => {
    renderRoute('/qr-setup/NO-SUCH-BOX/601/add');
    expect(await screen.findByText("We couldn't find that card. Please check the code and scan it again.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
  });
});
