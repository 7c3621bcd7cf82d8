import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '#mocks/db/store';
import { server } from '#mocks/node';
import { SERVER_ERROR_MESSAGE, setScenarios } from '#mocks/scenarios/scenarios';
import { givenGreeting, givenGuestGreeting } from '@/testing/builders';
import { renderRoute, signInAsDemo } from '@/testing/render';
import { startGuestSession } from '@/testing/sessions';

// lazy routes and a busy machine: give screens time to appear
configure({ asyncUtilTimeout: 5000 });

let payCalls = 0;
let checkoutReads = 0;
beforeEach(() => {
  payCalls = 0;
  checkoutReads = 0;
  window.dataLayer = undefined;
  window.sessionStorage.clear();
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'POST' && path.endsWith('/pay')) payCalls += 1;
    if (request.method === 'GET' && path.endsWith('/checkout')) checkoutReads += 1;
  });
});
afterEach(() => server.events.removeAllListeners());

const field = (name: RegExp) => screen.getByLabelText(name);
/** The danger alert with this message (the toast stack is an alert region too). */
const dangerAlert = async (message: string) => (await screen.findByText(message)).closest('[role="alert"]');
const payButton = () => screen.getByRole('button', { name: /^Pay \$4\.99/ });

async function openCheckout(id = 1002, state?: unknown) {
  const view = renderRoute(`/checkout/${id}`, state === undefined ? {} : { state });
  await screen.findByRole('heading', { level: 2, name: 'Payment information' });
  return view;
}

/**
 * The thank-you page has loaded (so no call of this test is still on its way when the next test
 * starts: one answered later, without a session, would sign the next test out).
 */
const thankYouShown = (name: string | RegExp = 'Thank you for your purchase') => screen.findByRole('heading', { level: 1, name });

async function fillCard(user: UserEvent, number = '4242 4242 4242 4242') {
  await user.type(field(/^Card number/), number);
  await user.type(field(/^Expiration date/), '1234');
  await user.type(field(/^Security code/), '123');
  await user.type(field(/^Postal code/), '12345');
}

/** 1002 as an anonymous guest's greeting (made with the seeded guest session, no account). */
function guestOwns1002() {
  givenGuestGreeting(1002);
  startGuestSession();
}

describe('/checkout/{greetingId}', () => {
  it("shows the item, its order summary and 'Payment information' with the email hint", async () => {
    signInAsDemo();
    await openCheckout();
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our Anniversary' })).toBeInTheDocument();
    const summary = screen.getByRole('heading', { name: 'Order summary' }).nextElementSibling as HTMLElement;
    expect(within(summary).getByText('Our Anniversary').nextElementSibling).toHaveTextContent('$4.99');
    expect(within(summary).getByText('Total').nextElementSibling).toHaveTextContent('$4.99');
    expect(field(/^Email/)).toHaveAccessibleDescription(
      /Your finished card will be sent to this email address\. Please ensure all spelling is correct\./,
    );
    // free text (no format check, a pasted address is not altered), an email keyboard on phones
    expect(field(/^Email/)).toHaveAttribute('type', 'text');
    expect(field(/^Email/)).toHaveAttribute('inputmode', 'email');
    // mock mode with the fake server's test key: the mock card form, all four fields
    for (const name of [/^Card number/, /^Expiration date/, /^Security code/, /^Postal code/])
      expect(field(name)).toBeInTheDocument();
  });

  it('sends a visitor who is neither signed in nor a guest to /login/{greetingId}', async () => {
    const { router } = renderRoute('/checkout/1002');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/1002'));
  });

  it('pays with 4242 once, then the digital thank-you page shows it paid (fresh, not cached)', async () => {
    const user = userEvent.setup();
    signInAsDemo();
    const { router, queryClient } = await openCheckout();
    await fillCard(user);
    await user.click(payButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you-digital/1002'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your purchase' })).toBeInTheDocument();
    expect(payCalls).toBe(1);
    expect(getDb().fizzes.find((f) => f.id === 1002)).toMatchObject({ hasPaid: true, paidEmail: 'demo@example.com' });
    // the checkout's copy of the greeting (unpaid) is gone once its page has closed
    await waitFor(() => expect(queryClient.getQueryData(['greeting', '1002', 'checkout'])).toBeUndefined());
    // the analytics data layer, and one purchase event
    await waitFor(() => expect(window.dataLayer?.filter((e) => e.event === 'purchase')).toHaveLength(1));
    expect(window.dataLayer).toContainEqual({
      event: 'purchase',
      occasion: 'Anniversary',
      type: 'Digital',
      sku: 'VG-201',
      price: 4.99,
      uuid: 'vid-1002',
    });
  });

  it('after paying, no screen shows the greeting as unpaid: not the thank-you page or the list seen before', async () => {
    const user = userEvent.setup();
    signInAsDemo();
    const { router } = renderRoute('/list');
    expect(await screen.findByRole('link', { name: 'Purchase Our Anniversary' })).toBeInTheDocument();
    await router.navigate('/thank-you-digital/1002');
    await user.click(await screen.findByRole('link', { name: 'Go to checkout' }));
    await screen.findByRole('heading', { level: 2, name: 'Payment information' });
    await fillCard(user);
    await user.click(payButton());
    // the first headline the thank-you page shows is the paid one, never the cached 'Woo hoo!'
    const headline = await thankYouShown(/^(Thank you for your purchase|Woo hoo!)$/);
    expect(headline).toHaveTextContent('Thank you for your purchase');
    expect(screen.queryByRole('link', { name: 'Go to checkout' })).not.toBeInTheDocument();
    // the first list shown has it paid (Share), never the cached unpaid one (Purchase)
    await router.navigate('/list');
    await screen.findByRole('link', { name: 'Preview Our Anniversary' });
    expect(screen.queryByRole('link', { name: 'Purchase Our Anniversary' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share Our Anniversary' })).toBeInTheDocument();
    expect(payCalls).toBe(1);
  });

  it('sends one pay call under a double click and a double submit', async () => {
    const user = userEvent.setup();
    signInAsDemo();
    setScenarios(['slow']);
    const { router } = await openCheckout();
    await fillCard(user);
    const reads = checkoutReads;
    const form = payButton().closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await user.dblClick(payButton());
    // processing: the button is disabled and a spinner says so
    expect(payButton()).toBeDisabled();
    expect(screen.getByText('Processing your payment…').closest('[role="status"]')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you-digital/1002'), { timeout: 8000 });
    await thankYouShown();
    expect(payCalls).toBe(1);
    // from the click on the checkout is not read again (paid, it would answer 'already paid')
    expect(checkoutReads).toBe(reads);
  });

  it('a declined card: the message in the danger alert, processing cleared, the form still filled; one call each time', async () => {
    const user = userEvent.setup();
    signInAsDemo();
    const { router } = await openCheckout();
    await user.type(field(/^Email/), 'me@example.com');
    await fillCard(user, '4000 0000 0000 0002');
    await user.click(payButton());
    expect(await dangerAlert('Your card was declined.')).toHaveClass('danger');
    expect(payCalls).toBe(1);
    expect(payButton()).toBeEnabled();
    // the focus left the disabled button while paying: it comes back to the message, then Pay
    await waitFor(() => expect(screen.getByText('Your card was declined.').closest('[tabindex="-1"]')).toHaveFocus());
    await user.tab();
    expect(payButton()).toHaveFocus();
    expect(screen.queryByText('Processing your payment…')).not.toBeInTheDocument();
    expect(field(/^Email/)).toHaveValue('me@example.com');
    expect(field(/^Card number/)).toHaveValue('4000 0000 0000 0002');
    expect(getDb().fizzes.find((f) => f.id === 1002)!.hasPaid).toBe(false);

    // another card: the alert goes, and it pays
    await user.clear(field(/^Card number/));
    await user.type(field(/^Card number/), '4242424242424242');
    await user.click(payButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you-digital/1002'));
    await thankYouShown();
    expect(payCalls).toBe(2);
    expect(getDb().fizzes.find((f) => f.id === 1002)!.paidEmail).toBe('me@example.com');
  });

  it.each([
    ['payment-declined', 'Your card was declined.'],
    ['server-error:pay', SERVER_ERROR_MESSAGE],
    ['offline:pay', 'Could not load. Please try again.'],
    ['offline', 'Could not load. Please try again.'],
  ])("'%s': a clear message, one pay call, the form still filled", async (scenario, message) => {
    const user = userEvent.setup();
    signInAsDemo();
    const { router } = await openCheckout();
    await user.type(field(/^Email/), 'me@example.com');
    await fillCard(user);
    setScenarios([scenario]);
    await user.click(payButton());
    expect(await dangerAlert(message)).toHaveClass('danger');
    expect(payCalls).toBe(1);
    expect(router.state.location.pathname).toBe('/checkout/1002');
    expect(field(/^Email/)).toHaveValue('me@example.com');
    expect(field(/^Postal code/)).toHaveValue('12345');
    expect(payButton()).toBeEnabled();
  });

  it('the connection drops after the server took the payment (its answer lost): the page asks again and moves on to the thank-you page; one pay call, one purchase event', async () => {
    const user = userEvent.setup();
    signInAsDemo();
    const { router } = await openCheckout();
    await fillCard(user);
    server.use(
      http.post(
        '*/rest/payments/fizz/:fizzId/pay',
        () => {
          givenGreeting({ hasPaid: true }, 1002);
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    await user.click(payButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you-digital/1002'));
    await thankYouShown();
    expect(payCalls).toBe(1);
    await waitFor(() => expect(window.dataLayer?.filter((e) => e.event === 'purchase')).toHaveLength(1));
  });

  it('a card problem shows under its field, focuses it and sends no pay call', async () => {
    const user = userEvent.setup();
    signInAsDemo();
    await openCheckout();
    await user.click(payButton());
    // once the card's check has answered (asynchronous, as Stripe's is)
    await waitFor(() => expect(field(/^Card number/)).toHaveFocus());
    expect(field(/^Card number/)).toHaveAccessibleDescription('Your card number is incomplete.');
    expect(field(/^Expiration date/)).toHaveAccessibleDescription("Your card's expiration date is incomplete.");
    expect(field(/^Security code/)).toHaveAccessibleDescription("Your card's security code is incomplete.");
    expect(field(/^Postal code/)).toHaveAccessibleDescription('Your postal code is incomplete.');
    expect(field(/^Card number/)).toHaveAttribute('aria-invalid', 'true');
    expect(document.querySelector('.danger')).toBeNull();
    expect(payCalls).toBe(0);
    expect(payButton()).toBeEnabled();
  });

  it("mirrors Stripe's messages as the card is typed", async () => {
    const user = userEvent.setup();
    signInAsDemo();
    await openCheckout();
    const number = field(/^Card number/);
    // incomplete: not while typing, only once the field is left
    await user.type(number, '4242');
    expect(number).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(number).toHaveAccessibleDescription('Your card number is incomplete.');
    // complete but impossible: at once
    await user.clear(number);
    await user.type(number, '4242424242424241');
    expect(number).toHaveValue('4242 4242 4242 4241');
    expect(number).toHaveAccessibleDescription('Your card number is invalid.');
    await user.clear(number);
    await user.type(number, '4242424242424242');
    expect(number).not.toHaveAttribute('aria-invalid');

    const expiry = field(/^Expiration date/);
    await user.type(expiry, '0120');
    expect(expiry).toHaveValue('01 / 20');
    expect(expiry).toHaveAccessibleDescription("Your card's expiration year is in the past.");
    await user.clear(expiry);
    await user.type(expiry, '13');
    expect(expiry).toHaveAccessibleDescription("Your card's expiration month is invalid.");
  });

  it('a guest (flag from the pre-checkout sign-up) checks out with an email and lands on the thank-you page', async () => {
    const user = userEvent.setup();
    guestOwns1002();
    const { router } = await openCheckout(1002, { isGuest: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Guest Checkout' })).toBeInTheDocument();
    await fillCard(user);
    // a guest must give an email (free text: no format check)
    await user.click(payButton());
    expect(field(/^Email/)).toHaveAccessibleDescription(/^Please enter your email address\./);
    expect(field(/^Email/)).toHaveFocus();
    expect(payCalls).toBe(0);
    await user.type(field(/^Email/), 'guest@example.com');
    await user.click(payButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you-digital/1002'));
    await thankYouShown();
    expect(getDb().fizzes.find((f) => f.id === 1002)).toMatchObject({ hasPaid: true, paidEmail: 'guest@example.com' });
  });

  it.each([
    [1003, '/thank-you-digital/1003', 'Thank you for your purchase'],
    [1004, '/thank-you-qr/1004', 'Thank you! Now for the best part…'],
  ])('greeting %s has nothing left to buy: it goes to %s', async (id, target, headline) => {
    signInAsDemo();
    const { router } = renderRoute(`/checkout/${id}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
    await thankYouShown(headline);
    expect(payCalls).toBe(0);
  });

  it.each([
    ['this tab sent the payment', true, 1],
    ['paid elsewhere (another tab, an earlier visit)', false, 0],
  ])(
    'reloaded after a payment went through (%s): the thank-you page, never a second payment; purchase events: %s',
    async (_name, sentHere, purchaseEvents) => {
      signInAsDemo();
      givenGreeting({ hasPaid: true }, 1002);
      if (sentHere) window.sessionStorage.setItem('paymentSent:1002', '1');
      const { router } = renderRoute('/checkout/1002');
      await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you-digital/1002'));
      await thankYouShown();
      expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
      await waitFor(() => expect(window.dataLayer?.some((e) => e.event === 'greeting')).toBe(true));
      expect(window.dataLayer?.filter((e) => e.event === 'purchase')).toHaveLength(purchaseEvents);
      expect(window.sessionStorage.getItem('paymentSent:1002')).toBeNull();
      expect(payCalls).toBe(0);
    },
  );

  it('reloaded while a payment was not taken: checkout again, with the form', async () => {
    signInAsDemo();
    window.sessionStorage.setItem('paymentSent:1002', '1');
    await openCheckout();
    expect(payButton()).toBeEnabled();
    expect(getDb().fizzes.find((f) => f.id === 1002)!.hasPaid).toBe(false);
    // settled: a later visit after a payment from elsewhere is not this tab's purchase
    expect(window.sessionStorage.getItem('paymentSent:1002')).toBeNull();
  });

  it.each([
    [9999, "We couldn't find that Video Greeting."],
    [1001, 'Please finish your Video Greeting before checking out.'],
  ])('greeting %s: the message', async (id, message) => {
    signInAsDemo();
    renderRoute(`/checkout/${id}`);
    expect(await dangerAlert(message)).toHaveClass('danger');
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment information' })).not.toBeInTheDocument();
  });
});
