import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { updateDb } from '../../../../mocks/db/store';
import { FizzStatus as GreetingStatus } from '../../../../mocks/db/types';
import { SERVER_ERROR_MESSAGE, setScenarios } from '../../../../mocks/scenarios/scenarios';
import { RENDER_MESSAGES } from '@/shared/media/render/messages';
import { setViewportWidth } from '@/testing/browserShims';
import { renderRoute, signInAsDemo } from '@/testing/render';
import { startGuestSession } from '@/testing/sessions';

const SHARE_URL = new URL('/vid/vid-1003', window.location.href).href;
/** What the maker sends: a sentence with the link, never the bare link. */
const SHARE_TEXT = `Watch the video greeting we made for you: ${SHARE_URL}`;

function device({
  share,
  clipboard,
}: {
  share?: typeof navigator.share;
  clipboard?: { writeText: (t: string) => Promise<void> };
}) {
  Object.defineProperty(navigator, 'share', { configurable: true, value: share });
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: clipboard });
}

async function open(path: string, state?: unknown) {
  signInAsDemo();
  const view = renderRoute(path, state === undefined ? {} : { state });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

const cta = () => screen.getByRole('heading', { level: 2, name: /^Want to create/ }).closest('section')!;

describe('the thank-you pages', () => {
  beforeEach(() => {
    window.dataLayer = undefined;
    device({});
  });

  it('shows a spinner while loading, then a paid digital greeting: delivery options, order summary, its call to action', async () => {
    device({ clipboard: { writeText: vi.fn().mockResolvedValue(undefined) } });
    signInAsDemo();
    setScenarios(['slow']);
    renderRoute('/thank-you-digital/1003');
    expect(await screen.findByText('Loading your Video Greeting…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your purchase' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: "Now let's send your Video Greeting!" })).toBeInTheDocument();
    expect(screen.getByText('Choose a delivery method below:')).toBeInTheDocument();
    // a wide screen without native share, with a clipboard
    const mail = new URL(screen.getByRole('link', { name: 'Email' }).getAttribute('href')!);
    expect(mail.searchParams.get('subject')).toBe('Watch a surprise video made just for you');
    expect(mail.searchParams.get('body')).toBe(SHARE_TEXT);
    expect(screen.getByRole('button', { name: 'Copy link to paste anywhere' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Text message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share this video' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download and save' })).toBeInTheDocument();
    // the order summary: theme name, price, total
    const summary = within(screen.getByRole('heading', { name: 'Order summary' }).closest('section')!);
    expect(summary.getByText('Graduation Video Greeting').nextElementSibling).toHaveTextContent('$4.99');
    expect(summary.getByText('Total').nextElementSibling).toHaveTextContent('$4.99');
    // the digital thank-you call to action
    expect(within(cta()).getByRole('heading', { name: 'Want to create another Video Greeting?' })).toBeInTheDocument();
    expect(within(cta()).getByRole('link', { name: 'Start a new greeting' })).toHaveAttribute('href', '/browse');
    expect(within(cta()).getByRole('link', { name: /^shop the cards/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:/),
    );
  });

  it("copies the link with the toast 'Copied to Clipboard!'", async () => {
    const user = userEvent.setup({ delay: null });
    const writeText = vi.fn().mockResolvedValue(undefined);
    device({ clipboard: { writeText } });
    await open('/thank-you-digital/1003');
    await user.click(screen.getByRole('button', { name: 'Copy link to paste anywhere' }));
    expect(writeText).toHaveBeenCalledWith(SHARE_TEXT);
    expect(await screen.findByText('Copied to Clipboard!')).toBeInTheDocument();
  });

  it("offers 'Text message' on mobile widths only, and no copy without a clipboard", async () => {
    setViewportWidth(375);
    await open('/thank-you-digital/1003');
    expect(screen.getByRole('link', { name: 'Text message' })).toHaveAttribute(
      'href',
      `sms:?&body=${encodeURIComponent(SHARE_TEXT)}`,
    );
    expect(screen.queryByRole('button', { name: 'Copy link to paste anywhere' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download and save' })).toBeInTheDocument();
  });

  it("native share: 'Share this video' alone (plus download); a cancelled share is silent", async () => {
    const user = userEvent.setup({ delay: null });
    const share = vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
    device({ share, clipboard: { writeText: vi.fn() } });
    await open('/thank-you-digital/1003');
    expect(screen.queryByRole('link', { name: 'Email' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy link to paste anywhere' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Share this video' }));
    expect(share).toHaveBeenCalledWith({ title: 'Watch a surprise video made just for you', text: SHARE_TEXT });
    expect(document.querySelector('.danger')).toBeNull();
    expect(screen.getByRole('button', { name: 'Download and save' })).toBeInTheDocument();
  });

  it("a physical greeting: 'Thank you! Now for the best part…', the mailing text and 'Send a sneak preview'", async () => {
    await open('/thank-you-qr/1004');
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you! Now for the best part…' })).toBeInTheDocument();
    expect(screen.getByText(/mail the card or give it in person/)).toBeInTheDocument();
    const preview = screen.getByRole('heading', { level: 2, name: 'Send a sneak preview' }).closest('section')!;
    expect(within(preview).getByRole('button', { name: 'Download and save' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Order summary' })).not.toBeInTheDocument();
    expect(within(cta()).getByRole('link', { name: 'Create a Digital Greeting' })).toHaveAttribute('href', '/browse');
  });

  it("a free greeting: 'Woo hoo!', no order summary", async () => {
    updateDb((s) => {
      const f = s.fizzes.find((x) => x.id === 1002)!;
      f.isFree = true;
      f.shareUrl = '/vid/vid-1002';
    });
    await open('/thank-you-free/1002');
    expect(screen.getByRole('heading', { level: 1, name: 'Woo hoo!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: "Now let's send your Video Greeting!" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Email' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Order summary' })).not.toBeInTheDocument();
  });

  it('an unpaid greeting that needs a purchase has nothing to send yet: it offers the checkout', async () => {
    await open('/thank-you-digital/1002');
    expect(screen.getByRole('heading', { level: 1, name: 'Woo hoo!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/checkout/1002');
    expect(screen.queryByRole('button', { name: 'Download and save' })).not.toBeInTheDocument();
  });

  it("a guest's unpaid greeting: the checkout goes through the pre-checkout sign-up (which offers 'Checkout as Guest')", async () => {
    updateDb((s) => {
      const f = s.fizzes.find((x) => x.id === 1002)!;
      f.ownerId = null;
      f.creatorSessionId = 'sess-guest';
    });
    startGuestSession();
    renderRoute('/thank-you-digital/1002');
    expect(await screen.findByRole('heading', { level: 1, name: 'Woo hoo!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/signup-checkout/1002');
  });

  it.each([
    ['/thank-you-reply/1003', 'Want to create your own Video Greeting?', 'Create a Digital Greeting', '/'],
    ['/thankyou/1003', 'Want to create your own Video Greeting?', 'Create a Digital Greeting', '/'],
    ['/thankyou-thank-you/1003', 'Want to create your own Video Greeting?', 'Create a Digital Greeting', '/'],
    ['/thank-you-free/1003', 'Want to create another Video Greeting?', 'Create a Digital Greeting', '/browse'],
  ])('%s closes with %s', async (path, question, label, to) => {
    await open(path);
    expect(within(cta()).getByRole('heading', { name: question })).toBeInTheDocument();
    expect(within(cta()).getByRole('link', { name: label })).toHaveAttribute('href', to);
  });

  it.each([
    ['an unknown greeting', 9999, [], "We couldn't find that Video Greeting."],
    ['a failed load', 1003, ['server-error:detail'], SERVER_ERROR_MESSAGE],
  ])('%s: the message in a danger alert', async (_name, id, scenarios, message) => {
    setScenarios(scenarios);
    await open(`/thank-you-digital/${id}`);
    expect((await screen.findByText(message)).closest('[role="alert"]')).toHaveClass('danger');
    expect(screen.queryByText('Choose a delivery method below:')).not.toBeInTheDocument();
  });

  it('sets the analytics data layer from the greeting, and pushes the purchase event once after a checkout', async () => {
    const data = { occasion: 'Graduation', type: 'Digital', sku: 'VG-401', price: 4.99, uuid: 'vid-1003' };
    const first = await open('/thank-you-digital/1003', { purchased: true });
    await waitFor(() => expect(window.dataLayer).toContainEqual({ event: 'purchase', ...data }));
    expect(window.dataLayer).toContainEqual({ event: 'greeting', ...data });
    first.unmount();
    // a reload of the same history entry: the data layer again, the purchase not
    await open('/thank-you-digital/1003', { purchased: true });
    await waitFor(() => expect(window.dataLayer?.filter((e) => e.event === 'greeting')).toHaveLength(2));
    expect(window.dataLayer?.filter((e) => e.event === 'purchase')).toHaveLength(1);
  });

  it('a physical greeting sets the data layer with price 0 and no purchase', async () => {
    await open('/thank-you-qr/1004', { purchased: true });
    await waitFor(() =>
      expect(window.dataLayer).toContainEqual({
        event: 'greeting',
        occasion: 'Birthday',
        type: 'Physical',
        sku: 'CARD-BDAY-102',
        price: 0,
        uuid: 'vid-1004',
      }),
    );
    expect(window.dataLayer?.some((e) => e.event === 'purchase')).toBe(false);
  });
});

describe('the boxed-set thank-you page (/thank-you-qr-box/{greetingId})', () => {
  it('shares, copies the link, downloads, and says how to link another set', async () => {
    const user = userEvent.setup({ delay: null });
    const writeText = vi.fn().mockResolvedValue(undefined);
    device({ clipboard: { writeText } });
    updateDb((s) => {
      s.fizzes.find((x) => x.id === 1003)!.isQRBoxSet = true;
    });
    await open('/thank-you-qr-box/1003');
    expect(screen.getByRole('heading', { level: 1, name: 'Your Boxed Set is ready!' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(SHARE_TEXT);
    expect(await screen.findByText('Copied to Clipboard!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download and save' })).toBeInTheDocument();
    const steps = within(screen.getByRole('heading', { name: 'Link it to another Boxed Set' }).closest('section')!).getAllByRole(
      'listitem',
    );
    expect(steps[0]).toHaveTextContent('Scan the QR code on any card of the other Boxed Set.');
    expect(within(cta()).getByRole('link', { name: /^Shop more Video Greetings/ })).toBeInTheDocument();
  });

  it("'Download and save' before the server's video is ready: the device makes it, or says why it can't", async () => {
    const user = userEvent.setup({ delay: null });
    // paid, but its video is still being made on the server
    updateDb((s) => {
      const f = s.fizzes.find((x) => x.id === 1003)!;
      f.video = null;
      f.finalizedAt = Date.now();
      f.status = (f.status & ~GreetingStatus.completed) | GreetingStatus.inProcess;
    });
    setScenarios(['processing-stuck']);
    await open('/thank-you-digital/1003');
    await user.dblClick(screen.getByRole('button', { name: 'Download and save' }));
    // this browser (jsdom) has no video encoder: the reason, and the button to try again
    expect(await screen.findByText(RENDER_MESSAGES['no-encoder'])).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download and save' })).toBeEnabled();
  });

  it('a failed load: the message in a danger alert', async () => {
    await open('/thank-you-qr-box/9999');
    expect((await screen.findByText("We couldn't find that Video Greeting.")).closest('[role="alert"]')).toHaveClass('danger');
  });
});
