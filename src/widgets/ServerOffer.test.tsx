import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ServerOffer, type ServerOfferData } from './ServerOffer';

const ui = {
  top: '<h2>Thanks for adding to the surprise!</h2><img src="x" onerror="window.__pwned=1"><script>window.__pwned=1</script>',
  bottom: '<p>Make your own <strong>for free</strong>.</p>',
  claimBtn: 'Claim <em>now</em>',
  isPopup: false,
  behindPopup: '<p>Your clip was added.</p>',
  viewMarkup: '<p>A free Video Greeting for any occasion.</p>',
  viewBtn: 'Show me',
};
const offer = (over: Partial<typeof ui> = {}, expiresInDays: number | null = 7): ServerOfferData => ({
  ui: { ...ui, ...over },
  expiresInDays,
});

describe('ServerOffer', () => {
  it('full width: the markup (sanitised), the expiry, a claim link to redeemTo and Skip, which calls onSkip once and hides it', async () => {
    const user = userEvent.setup({ delay: null });
    const onSkip = vi.fn();
    renderWithProviders(<ServerOffer offer={offer()} onSkip={onSkip} redeemTo="/view-invite-contact" />);
    const section = screen.getByRole('region', { name: 'Special offer' });
    expect(screen.getByRole('heading', { name: 'Thanks for adding to the surprise!' })).toBeInTheDocument();
    expect(section.querySelector('script')).toBeNull();
    expect(section.querySelector('[onerror]')).toBeNull();
    expect(section).toHaveTextContent('Make your own for free.');
    expect(section).toHaveTextContent('This offer expires in 7 days.');
    expect(screen.getByRole('link', { name: 'Claim now' })).toHaveAttribute('href', '/view-invite-contact');
    expect(screen.queryByText('Your clip was added.')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(onSkip).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: 'Special offer' })).not.toBeInTheDocument();
  });

  it('no expiry line without a live day count, and a default claim label', () => {
    renderWithProviders(<ServerOffer offer={offer({ claimBtn: '' }, null)} onSkip={() => {}} redeemTo="/x" />);
    expect(screen.queryByText(/expires in/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Claim my free Video Greeting' })).toHaveAttribute('href', '/x');
  });

  it('popup: opens over the behindPopup markup; Skip closes it and calls onSkip; viewBtn reopens it; a second close is not a second skip', async () => {
    const user = userEvent.setup({ delay: null });
    const onSkip = vi.fn();
    renderWithProviders(<ServerOffer offer={offer({ isPopup: true })} onSkip={onSkip} redeemTo="/view-invite-contact" />);
    expect(screen.getByText('Your clip was added.')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'A free Video Greeting for you' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveTextContent('Thanks for adding to the surprise!');
    expect(screen.getByRole('link', { name: 'Claim now' })).toHaveAttribute('href', '/view-invite-contact');

    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(onSkip).toHaveBeenCalledTimes(1);
    expect(document.querySelector('dialog')).not.toHaveAttribute('open');
    expect(screen.getByText('A free Video Greeting for any occasion.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show me' }));
    expect(document.querySelector('dialog')).toHaveAttribute('open');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.querySelector('dialog')).not.toHaveAttribute('open');
    expect(onSkip).toHaveBeenCalledTimes(1);
  });

  it('popup: Esc (the dialog’s cancel event) is a skip too', async () => {
    const onSkip = vi.fn();
    renderWithProviders(<ServerOffer offer={offer({ isPopup: true })} onSkip={onSkip} redeemTo="/r" />);
    expect(document.querySelector('dialog')).toHaveAttribute('open');
    act(() => {
      document.querySelector('dialog')!.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(onSkip).toHaveBeenCalledTimes(1);
    expect(document.querySelector('dialog')).not.toHaveAttribute('open');
  });
});
