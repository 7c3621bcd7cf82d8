import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setScenarios } from '../../../../mocks/scenarios/scenarios';
import { renderRoute, signInAsDemo } from '../../../testing/render';
import { signInAsOther } from '../../../testing/sessions';

configure({ asyncUtilTimeout: 8000 });

describe('the card-scan welcome page', () => {
  it("sends the owner straight to the card's greeting", async () => {
    signInAsDemo();
    const { router } = renderRoute('/qr/QR-OWNED');
    // the edit page's chunk loads before the navigation commits (and 1004, finished, goes on to /list)
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/(edit\/1004|list)$/), { timeout: 25_000 });
  }, 30_000);

  it("asks a non-owner of someone else's card to sign in", async () => {
    renderRoute('/qr/QR-OTHER');
    expect(await screen.findByRole('heading', { level: 1, name: 'sign in and continue editing' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/qr-setup/QR-OTHER/login');
  });

  it("says 'SIGN IN TO CONTINUE' for someone else's boxed set, and names the account in use", async () => {
    signInAsOther();
    renderRoute('/qr-setup/QR-BOX');
    expect(await screen.findByRole('heading', { level: 1, name: 'SIGN IN TO CONTINUE' })).toBeInTheDocument();
    expect(screen.getByText(/which is not the account this card belongs to/)).toBeInTheDocument();
  });

  it('starts a new card through register or login when signed out', async () => {
    renderRoute('/qr/QR-NEW');
    expect(await screen.findByRole('heading', { level: 1, name: 'Make your card a Video Greeting' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/qr-setup/QR-NEW/register');
  });

  it('an unknown key shows the server message and a way home, never a blank page', async () => {
    renderRoute(`/qr/${encodeURIComponent('NOPE-<b>x</b>'.repeat(20))}`);
    expect(await screen.findByText(/couldn't find that card|card/i, { selector: '[role="alert"] *, [role="alert"]' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
  });
});

describe('the boxed-set add page', () => {
  it('shows the signed-in email and both choices', async () => {
    signInAsDemo();
    renderRoute('/qr-setup/QR-BOX/601/add');
    expect(await screen.findByText('demo@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a new greeting' })).toHaveAttribute('href', '/qr-setup/QR-BOX/create/601');
    expect(screen.getByRole('link', { name: 'Choose from my Video Greetings' })).toHaveAttribute('href', '/qr-setup/QR-BOX/list');
  });

  it('says the visitor is not signed in and offers the sign-in modal', async () => {
    const user = userEvent.setup();
    renderRoute('/qr-setup/QR-BOX-NEW/602/add');
    expect(await screen.findByText(/You're not signed in/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to continue' });
    expect(within(dialog).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/qr-setup/QR-BOX-NEW/login');
  });
});

describe('the boxed-set list', () => {
  it("greys an unfinished greeting, labels it 'Not Finished' and explains why it can't be linked", async () => {
    const user = userEvent.setup();
    signInAsDemo();
    renderRoute('/qr-setup/QR-BOX/list');
    const unfinished = await screen.findByRole('button', { name: /Alex's Birthday/ });
    expect(within(unfinished).getByText('Not Finished')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Our Anniversary/ })).toHaveAttribute('href', '/qr-setup/QR-BOX/1002/link');
    await user.click(unfinished);
    expect(await screen.findByRole('dialog', { name: 'This Boxed Set is not finished.' })).toBeInTheDocument();
  });
});

describe('the boxed-set link page', () => {
  it("keeps 'It's finished' disabled until the preview is done", async () => {
    setScenarios(['processing-stuck']);
    signInAsDemo();
    renderRoute('/qr-setup/QR-BOX/1001/link');
    expect(await screen.findByRole('heading', { level: 1, name: "Let's give it one last check" })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: "It's finished" })).toBeDisabled();
    expect(screen.getByText(/being put together/)).toBeInTheDocument();
  });

  it('links a finished greeting once, after the confirmation, and goes to the boxed-set thank-you page', async () => {
    const user = userEvent.setup();
    signInAsDemo();
    const { router } = renderRoute('/qr-setup/QR-BOX/1003/link');
    const finish = await screen.findByRole('button', { name: "It's finished" });
    await waitFor(() => expect(finish).toBeEnabled());
    await user.click(finish);
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent('A linked set cannot be unlinked.');
    const confirm = within(dialog).getByRole('button', { name: 'Link it' });
    await user.dblClick(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you-qr-box/1003'));
  });

  it('a load failure shows the fallback message and a retry', async () => {
    setScenarios(['offline']);
    signInAsDemo();
    renderRoute('/qr-setup/QR-BOX/1003/link');
    expect(await screen.findByText('Could not load. Please refresh the page or scan the card again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
