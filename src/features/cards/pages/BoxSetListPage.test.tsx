import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NOT_SIGNED_IN } from '#mocks/http';
import { renderRoute, signInAsDemo } from '@/testing/render';

describe('the boxed-set list (/qr-setup/{qrKey}/list)', () => {
  it('shows each greeting with its name, start date and image; finished ones open the final check', async () => {
    signInAsDemo();
    renderRoute('/qr-setup/QR-BOX/list');
    const finished = await screen.findByRole('link', { name: /Our Anniversary/ });
    expect(finished).toHaveAttribute('href', '/qr-setup/QR-BOX/1002/link');
    expect(finished).toHaveTextContent(/Started \w+ \d{1,2}, \d{4}/);
    expect(finished.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/\S/));
    expect(within(finished).queryByText('Not Finished')).not.toBeInTheDocument();
  });

  it("greys an unfinished greeting, labels it 'Not Finished' and opens 'This Boxed Set is not finished.' instead of linking", async () => {
    const user = userEvent.setup({ delay: null });
    signInAsDemo();
    const { router } = renderRoute('/qr-setup/QR-BOX/list');
    const unfinished = await screen.findByRole('button', { name: /Alex's Birthday/ });
    expect(within(unfinished).getByText('Not Finished')).toBeInTheDocument();
    expect(unfinished.closest('li')?.className).toMatch(/unfinished/);
    unfinished.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'This Boxed Set is not finished.' });
    expect(within(dialog).getByRole('link', { name: 'Keep editing' })).toHaveAttribute('href', '/edit/1001');
    expect(router.state.location.pathname).toBe('/qr-setup/QR-BOX/list');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(unfinished).toHaveFocus());
    expect(document.querySelector('dialog')).not.toHaveAttribute('open');
  });

  it("signed out: the server's message and signing in inside the card's flow", async () => {
    renderRoute('/qr-setup/QR-BOX/list');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/qr-setup/QR-BOX/login');
    expect(screen.getByText(NOT_SIGNED_IN)).toBeInTheDocument();
  });
});
