import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FizzStatus as GreetingStatus } from '#mocks/db/types';
import { server } from '#mocks/node';
import { setPipelineRenderer } from '#mocks/pipeline';
import { SERVER_ERROR_MESSAGE, setScenarios } from '#mocks/scenarios/scenarios';
import { RENDER_MESSAGES } from '@/media/render/messages';
import { setViewportWidth } from '@/testing/browserShims';
import {
  givenClip,
  givenFailedVideo,
  givenFinishedVideo,
  givenGreeting,
  givenGuestGreeting,
  givenLeftOutClips,
  givenVideoInProcess,
  GREETINGS,
} from '@/testing/builders';
import { renderRoute, signInAsDemo } from '@/testing/render';
import { startGuestSession } from '@/testing/sessions';

const SHARE_URL = new URL('/vid/vid-1003', window.location.href).href;
/** What the maker sends by email, text and share sheet: a sentence with the link (copy takes the link alone). */
const SHARE_TEXT = `Riley's Graduation. Watch the video greeting we made for you: ${SHARE_URL}`;

/** 'Download and save': the link to {shareUrl}/download (spec part 1 §7). */
const downloadLink = (scope: Pick<typeof screen, 'getByRole'> = screen) => scope.getByRole('link', { name: 'Download and save' });

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
    expect(downloadLink()).toHaveAttribute('href', `${SHARE_URL}/download`);
    expect(downloadLink()).toHaveAttribute('download', "Riley's Graduation.mp4");
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

  it("copies the bare link (no sentence) with the toast 'Copied to Clipboard!'", async () => {
    const user = userEvent.setup({ delay: null });
    const writeText = vi.fn().mockResolvedValue(undefined);
    device({ clipboard: { writeText } });
    await open('/thank-you-digital/1003');
    await user.click(screen.getByRole('button', { name: 'Copy link to paste anywhere' }));
    expect(writeText).toHaveBeenCalledWith(SHARE_URL);
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
    expect(downloadLink()).toBeInTheDocument();
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
    expect(downloadLink()).toBeInTheDocument();
  });

  it("a physical greeting: 'Thank you! Now for the best part…', the mailing text and 'Send a sneak preview'", async () => {
    await open('/thank-you-qr/1004');
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you! Now for the best part…' })).toBeInTheDocument();
    expect(screen.getByText(/mail the card or give it in person/)).toBeInTheDocument();
    const preview = screen.getByRole('heading', { level: 2, name: 'Send a sneak preview' }).closest('section')!;
    expect(downloadLink(within(preview))).toHaveAttribute('href', new URL('/vid/vid-1004/download', window.location.href).href);
    expect(screen.queryByRole('heading', { name: 'Order summary' })).not.toBeInTheDocument();
    expect(within(cta()).getByRole('link', { name: 'Create a Digital Greeting' })).toHaveAttribute('href', '/browse');
  });

  it("a free greeting: 'Woo hoo!', no order summary", async () => {
    givenGreeting({ isFree: true, shareUrl: '/vid/vid-1002' }, GREETINGS.finished);
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
    expect(screen.queryByRole('link', { name: 'Download and save' })).not.toBeInTheDocument();
  });

  it("a guest's unpaid greeting: the checkout goes through the pre-checkout sign-up (which offers 'Checkout as Guest')", async () => {
    givenGuestGreeting(GREETINGS.finished);
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
    givenGreeting({ isQRBoxSet: true }, GREETINGS.paid);
    await open('/thank-you-qr-box/1003');
    expect(screen.getByRole('heading', { level: 1, name: 'Your Boxed Set is ready!' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(SHARE_URL);
    expect(await screen.findByText('Copied to Clipboard!')).toBeInTheDocument();
    expect(downloadLink()).toHaveAttribute('href', `${SHARE_URL}/download`);
    const steps = within(screen.getByRole('heading', { name: 'Link it to another Boxed Set' }).closest('section')!).getAllByRole(
      'listitem',
    );
    expect(steps[0]).toHaveTextContent('Scan the QR code on any card of the other Boxed Set.');
    expect(within(cta()).getByRole('link', { name: /^Shop more Video Greetings/ })).toBeInTheDocument();
  });

  it("'Download and save' before the server's video is ready: the device makes it, or says why it can't", async () => {
    const user = userEvent.setup({ delay: null });
    // paid, but its video is still being made on the server
    givenVideoInProcess(GREETINGS.paid);
    setScenarios(['processing-stuck']);
    await open('/thank-you-digital/1003');
    await user.dblClick(downloadLink());
    // this browser (jsdom) has no video encoder: the reason, and the link to try again
    expect(await screen.findByText(RENDER_MESSAGES['no-encoder'])).toBeInTheDocument();
    expect(downloadLink()).not.toHaveAttribute('aria-disabled');
  });

  it('a failed load: the message in a danger alert', async () => {
    await open('/thank-you-qr-box/9999');
    expect((await screen.findByText("We couldn't find that Video Greeting.")).closest('[role="alert"]')).toHaveClass('danger');
  });
});

describe("the finished video on the thank-you page: 'Download and save' is the link, and the page tells what went wrong", () => {
  /** Every request the page makes, as 'METHOD path'. */
  let requests: string[] = [];
  const record = ({ request }: { request: Request }) => void requests.push(`${request.method} ${new URL(request.url).pathname}`);
  beforeEach(() => {
    requests = [];
    server.events.on('request:start', record);
    return () => {
      server.events.removeListener('request:start', record);
      setPipelineRenderer(null);
    };
  });

  /** Whether the page took the link's click over (the link followed otherwise; jsdom navigates nowhere). */
  function watchClicks() {
    const taken: boolean[] = [];
    const listener = (event: MouseEvent) => {
      taken.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', listener);
    return { taken, stop: () => document.removeEventListener('click', listener) };
  }

  it("the server's file is ready: a click simply follows the link (the browser downloads it)", async () => {
    const user = userEvent.setup({ delay: null });
    await open('/thank-you-digital/1003');
    const clicks = watchClicks();
    try {
      await user.click(downloadLink());
      expect(clicks.taken).toEqual([false]);
    } finally {
      clicks.stop();
    }
    // nothing fetched or made by the page: the browser takes the file from the link
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(requests).not.toContain('GET /vid/vid-1003/download');
  });

  it('a video that could not be made: the page says so and how to try again before anything is pressed; a click makes it here', async () => {
    const user = userEvent.setup({ delay: null });
    givenFailedVideo(GREETINGS.paid, "This device's storage is full, so the video couldn't be saved.");
    await open('/thank-you-digital/1003');
    const alert = (await screen.findByText("Your video couldn't be made.")).closest('[role="alert"]')!;
    expect(alert).toHaveTextContent(
      "Your video couldn't be made. This device's storage is full, so the video couldn't be saved. Press 'Download and save' to make it on this device and save it.",
    );
    expect(within(alert as HTMLElement).getByRole('link', { name: '1-800-555-0199' })).toHaveAttribute('href', 'tel:18005550199');
    // the link is there all the same, and the click is taken over: made on this device (jsdom has no encoder)
    const clicks = watchClicks();
    try {
      await user.click(downloadLink());
      expect(clicks.taken).toEqual([true]);
    } finally {
      clicks.stop();
    }
    expect(await screen.findByText(RENDER_MESSAGES['no-encoder'])).toBeInTheDocument();
    // never asked for the server's file: it has none
    expect(requests).not.toContain('GET /vid/vid-1003/download');
  });

  it('clips left out of the video are named as the clip list names them, with their places', async () => {
    // 1003's clips: 'Graduation day' (photo), an unsigned video, a photo; then Jamie's video, 4th
    const jamie = givenClip(GREETINGS.paid, { isImage: false, contributorName: 'Jamie', addedBy: 'invitee' });
    givenLeftOutClips(GREETINGS.paid, [5009, jamie.id]);
    await open('/thank-you-digital/1003');
    expect(
      await screen.findByText(
        "Video (clip 2) and Video by Jamie (clip 4) couldn't be loaded, so they are left out of the video.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText("Your video couldn't be made.")).not.toBeInTheDocument();
  });

  it("while the server makes it: a click waits for that render, showing its progress, then saves the server's file (no second render)", async () => {
    const user = userEvent.setup({ delay: null });
    // the server's render is under way (40%, about 12 s left)
    setPipelineRenderer({ ensure: () => {}, progress: () => ({ done: 0.4, secondsLeft: 12 }) });
    givenGreeting(
      { video: null, finalizedAt: Date.now(), status: GreetingStatus.producer | GreetingStatus.inProcess },
      GREETINGS.paid,
    );
    const saved: string[] = [];
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:saved' });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      await open('/thank-you-digital/1003');
      await user.click(downloadLink());
      expect(await screen.findByText(/Your video is being made\. It downloads when it is ready: 40%/)).toBeInTheDocument();
      expect(saved).toEqual([]);
      // the server's render finishes: its file is the one saved
      await givenFinishedVideo(GREETINGS.paid, new Uint8Array(2000).fill(7), "Riley's Graduation - Congratulations.mp4");
      await waitFor(() => expect(saved).toEqual(["Riley's Graduation - Congratulations.mp4"]));
    } finally {
      delete (URL as { createObjectURL?: unknown }).createObjectURL;
      delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
    }
    expect(requests.filter((r) => r === 'GET /vid/vid-1003/download')).toHaveLength(1);
    expect(screen.queryByText(RENDER_MESSAGES['no-encoder'])).not.toBeInTheDocument();
    expect(document.querySelector('.danger')).toBeNull();
  });
});
