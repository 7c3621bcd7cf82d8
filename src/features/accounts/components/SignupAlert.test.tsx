import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, signInAsDemo } from '@/testing/render';
import { SignupAlert } from './SignupAlert';

describe('SignupAlert (the editor’s sign-up alert for anonymous users)', () => {
  it('links to sign up and sign in, coming back to the current path', async () => {
    renderWithProviders(<SignupAlert />, '/edit/1001?step=3');
    expect(await screen.findByRole('link', { name: 'sign up' })).toHaveAttribute('href', '/register/%2Fedit%2F1001%3Fstep%3D3');
    expect(screen.getByRole('link', { name: 'sign in' })).toHaveAttribute('href', '/login/%2Fedit%2F1001%3Fstep%3D3');
    expect(screen.getByRole('link', { name: 'sign up' }).closest('[role="status"]')).toHaveTextContent(
      /save your Video Greeting/,
    );
  });

  it('inside a card-scan flow the links stay in the flow', async () => {
    renderWithProviders(<SignupAlert />, '/qr-setup/QR-NEW/create/101');
    expect(await screen.findByRole('link', { name: 'sign up' })).toHaveAttribute('href', '/qr-setup/QR-NEW/register');
    expect(screen.getByRole('link', { name: 'sign in' })).toHaveAttribute('href', '/qr-setup/QR-NEW/login');
  });

  it('shows nothing to a signed-in user', async () => {
    signInAsDemo();
    // a sibling rendered with it: once it shows, the alert has rendered too (as nothing)
    renderWithProviders(
      <>
        <SignupAlert />
        <p>The editor</p>
      </>,
      '/edit/1001',
    );
    await screen.findByText('The editor');
    expect(screen.queryByRole('link', { name: 'sign up' })).toBeNull();
    expect(screen.queryByText(/save your Video Greeting/)).toBeNull();
  });
});
