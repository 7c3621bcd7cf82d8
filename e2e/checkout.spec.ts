import type { Page } from '@playwright/test';
import {
  allowFailedResponses,
  changeFakeServer,
  expect,
  expectNoAxeViolations,
  fillCard,
  freshAsDemo,
  openFresh,
  payButton,
  readFakeServer,
  test,
  VIEWPORTS,
  waitForFakeServer,
} from './support';

/** Calls the in-browser fake server as the app would (the session header from the cookie). */
async function rest(page: Page, calls: [method: string, url: string, body?: unknown][]): Promise<unknown[]> {
  return page.evaluate(async (list) => {
    const session = /(?:^|; )sessionId=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const answers: unknown[] = [];
    for (const [method, url, body] of list) {
      const res = await fetch(url, {
        method,
        headers: { 'Content-Type': 'application/json', 'X-Session-Id': session },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = await res.json();
      if (!res.ok || json.status !== 'success') throw new Error(`${method} ${url}: ${res.status} ${json.message}`);
      answers.push(json);
    }
    return answers;
  }, calls);
}

/** 'It's finished' without the preview screen: the combine request, then the lock. */
async function finish(page: Page, fizzId: number) {
  await rest(page, [
    ['PUT', `/rest/fizz/${fizzId}/new-finalize`],
    ['POST', `/rest/fizz/${fizzId}/lockdown`],
  ]);
}

/** Counts the pay calls the page sends (the in-browser fake server answers them). */
function countPayCalls(page: Page): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/rest\/payments\/fizz\/\d+\/pay$/.test(request.url())) calls += 1;
  });
  return () => calls;
}

/** The demo user, with the fake server answering a real-looking Stripe publishable key. */
async function demoWithRealStripeKey(page: Page) {
  await freshAsDemo(page);
  await changeFakeServer(
    page,
    (db, key) => {
      db.settings.paymentPublicKey = key;
    },
    `pk_test_${'51HxE2eZvKYlo2C'.padEnd(99, 'x')}`,
  );
}

/**
 * Stripe.js cannot be fetched on this network. This stands in for it at its real address, so the
 * real loader (@stripe/stripe-js) and the real Elements and CardElement (@stripe/react-stripe-js)
 * run in Chromium: elements().create('card') mounts one plain input, and createToken answers as
 * Stripe does (a token for a complete 4242 card, otherwise Stripe's validation error).
 */
const STRIPE_JS_STAND_IN = `
window.__stripeCalls = { keys: [], createToken: 0 };
window.Stripe = function (key) {
  window.__stripeCalls.keys.push(key);
  let card = null;
  const elements = {
    create(type, options) {
      const input = document.createElement('input');
      input.setAttribute('aria-label', 'Stripe card element (stand-in)');
      input.style.cssText = 'width:100%;border:0;font:inherit;background:transparent';
      input.disabled = Boolean(options && options.disabled);
      const listeners = {};
      card = {
        input,
        mount(node) { node.appendChild(input); setTimeout(() => listeners.ready && listeners.ready({ elementType: type }), 0); },
        on(event, cb) { listeners[event] = cb; },
        off(event) { delete listeners[event]; },
        update(opts) { if (opts && 'disabled' in opts) input.disabled = Boolean(opts.disabled); },
        focus() { input.focus(); },
        destroy() { input.remove(); },
      };
      input.addEventListener('input', () => listeners.change && listeners.change({ elementType: type, empty: !input.value, complete: false }));
      return card;
    },
    getElement(type) { return (typeof type === 'string' ? type : type && type.__elementType) === 'card' ? card : null; },
    update() {},
  };
  return {
    elements() { return elements; },
    async createToken(element) {
      window.__stripeCalls.createToken += 1;
      return element.input.value.replace(/ /g, '') === '4242424242424242'
        ? { token: { id: 'tok_1PZx4k2eZvKYlo2CQv9hxR3a' } }
        : { error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' } };
    },
    createPaymentMethod() {},
    confirmCardPayment() {},
  };
};
window.Stripe.version = 'endive';
`;

test.describe('checkout', () => {
  test('the demo user finishes 1001, pays with 4242 and lands on the digital thank-you page with its order summary', async ({
    page,
    consoleErrors,
  }) => {
    await freshAsDemo(page);
    await finish(page, 1001);
    await page.goto('/checkout/1001');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: "Alex's Birthday" })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Payment information' })).toBeVisible();
    await fillCard(page, '4242 4242 4242 4242');
    await payButton(page).click();
    await expect(page).toHaveURL(/\/thank-you-digital\/1001$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your purchase' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: "Now let's send your Video Greeting!" })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary).toContainText('Birthday Video Greeting');
    await expect(summary).toContainText('Total');
    await expect(summary).toContainText(/\$\d+\.\d\d/);
    await expect(page.getByRole('link', { name: 'Download and save' })).toBeVisible();
    // one purchase event in the data layer
    expect(await page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'purchase').length)).toBe(1);

    // paid everywhere: the list offers Share, and the checkout goes straight to the thank-you page
    await page.goto('/list');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: "Alex's Birthday", exact: true }) });
    await expect(card.getByRole('button', { name: /^Share/ })).toBeVisible();
    await page.goto('/checkout/1001');
    await expect(page).toHaveURL(/\/thank-you-digital\/1001$/);
    // that checkout answered "already paid" (400) before it went on
    allowFailedResponses(consoleErrors, [400]);
  });

  test('a declined card stays on checkout with the message, the form still filled', async ({ page, consoleErrors }) => {
    await freshAsDemo(page);
    await page.goto('/checkout/1002');
    await page.getByLabel(/^Email/).fill('me@example.com');
    await fillCard(page, '4000 0000 0000 0002');
    await payButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\/1002$/);
    await expect(page.getByLabel(/^Email/)).toHaveValue('me@example.com');
    await expect(page.getByLabel(/^Card number/)).toHaveValue('4000 0000 0000 0002');
    await expect(payButton(page)).toBeEnabled();
    allowFailedResponses(consoleErrors, [400]);
  });

  test('card problems show under the card fields and send nothing', async ({ page }) => {
    await freshAsDemo(page);
    await page.goto('/checkout/1002');
    await payButton(page).click();
    await expect(page.getByLabel(/^Card number/)).toBeFocused();
    await expect(page.getByText('Your card number is incomplete.')).toBeVisible();
    await expect(page.getByText("Your card's expiration date is incomplete.")).toBeVisible();
    await expect(page.getByText("Your card's security code is incomplete.")).toBeVisible();
    await expect(page.getByText('Your postal code is incomplete.')).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\/1002$/);
  });

  test('a guest checks out from the pre-checkout sign-up with an email', async ({ page }) => {
    // an anonymous guest (the seeded guest session, no account) makes and finishes a greeting
    await openFresh(page, '/terms');
    await waitForFakeServer(page);
    await page.evaluate(() => {
      document.cookie = 'sessionId=sess-guest; path=/; samesite=lax';
    });
    const [personalise] = (await rest(page, [['POST', '/rest/theme-animation/101']])) as {
      specialFields?: { items: { id: string | number }[] }[];
      special_field?: { items: { id: string | number }[] }[];
    }[];
    const groups = (personalise.specialFields ?? personalise.special_field ?? []).map((g) => ({
      items: g.items.map((item) => ({ id: item.id, value: 'Sam' })),
    }));
    const [created] = (await rest(page, [['POST', '/rest/fizz', { specialFields: groups, themeAnimation: 101 }]])) as {
      id: number;
    }[];
    await finish(page, created.id);

    await page.goto(`/signup-checkout/${created.id}`);
    await page.getByRole('link', { name: 'Checkout as Guest' }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout/${created.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Guest Checkout' })).toBeVisible();
    await fillCard(page, '4242 4242 4242 4242');
    await payButton(page).click();
    await expect(page.getByText('Please enter your email address.')).toBeVisible();
    await page.getByLabel(/^Email/).fill('guest@example.com');
    await payButton(page).click();
    await expect(page).toHaveURL(new RegExp(`/thank-you-digital/${created.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your purchase' })).toBeVisible();
  });

  test('a visitor who is not signed in and not a guest goes to sign in first', async ({ page }) => {
    await openFresh(page, '/checkout/1002');
    await expect(page).toHaveURL(/\/login\/1002$/);
  });

  test('reloaded while paying: checkout again, not paid, and it pays once after', async ({ page }) => {
    const payCalls = countPayCalls(page);
    // every call waits 1.5 s first: the reload lands while the pay call is still on its way
    await freshAsDemo(page, ['slow']);
    await page.goto('/checkout/1002');
    await fillCard(page, '4242 4242 4242 4242');
    await payButton(page).click();
    await expect(page.getByText('Processing your payment…')).toBeVisible();
    await page.reload();
    // never both: the checkout again (the payment was not taken), not a thank-you page
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(payButton(page)).toBeEnabled();
    expect(await readFakeServer(page, (db) => db.fizzes.find((f) => f.id === 1002)?.hasPaid)).toBe(false);
    await fillCard(page, '4242 4242 4242 4242');
    await payButton(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your purchase' })).toBeVisible();
    expect(payCalls()).toBe(2);
    expect(await page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'purchase').length)).toBe(1);
  });

  test('a real key in mock mode: Stripe.js that cannot load leaves the mock form, with no uncaught error', async ({
    page,
    consoleErrors,
  }) => {
    let stripeRequests = 0;
    // the context's route also sees what the fake server's service worker fetches on the page's behalf
    await page.context().route('https://js.stripe.com/**', (route) => {
      stripeRequests += 1;
      return route.abort('internetdisconnected');
    });
    await demoWithRealStripeKey(page);
    await page.goto('/checkout/1002');
    await expect(page.getByLabel(/^Card number/)).toBeVisible();
    // the loader tried (and retried once) before giving up
    expect(stripeRequests).toBeGreaterThan(0);
    await fillCard(page, '4242 4242 4242 4242');
    await payButton(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your purchase' })).toBeVisible();
    // the browser's own line for the blocked script is the only console error
    const others = consoleErrors.filter((e) => !/^Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)$/.test(e));
    consoleErrors.splice(0, consoleErrors.length, ...others);
  });

  test("a real key: Stripe's Elements card, tokenised with createToken; a token error sends no pay call", async ({ page }) => {
    const payCalls = countPayCalls(page);
    await page
      .context()
      .route('https://js.stripe.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: STRIPE_JS_STAND_IN }));
    await demoWithRealStripeKey(page);
    await page.goto('/checkout/1002');
    const card = page.getByLabel('Stripe card element (stand-in)');
    await expect(card).toBeVisible();
    await expect(page.getByLabel(/^Card number/)).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Card details' })).toBeVisible();

    await card.fill('4242 4242');
    await payButton(page).click();
    await expect(page.getByText('Your card number is incomplete.')).toBeVisible();
    await expect(card).toBeFocused();
    expect(payCalls()).toBe(0);

    await card.fill('4242 4242 4242 4242');
    await payButton(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your purchase' })).toBeVisible();
    expect(payCalls()).toBe(1);
    expect(
      await page.evaluate(() => (window as unknown as { __stripeCalls: { createToken: number } }).__stripeCalls.createToken),
    ).toBe(2);
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`axe finds nothing on checkout (with card problems, then a declined card) at ${name} width`, async ({
      page,
      consoleErrors,
    }) => {
      test.slow(); // three full axe runs
      await page.setViewportSize(viewport);
      await freshAsDemo(page);
      await page.goto('/checkout/1002');
      await expect(page.getByLabel(/^Card number/)).toBeVisible();
      await expectNoAxeViolations(page);
      await payButton(page).click();
      await expect(page.getByText('Your card number is incomplete.')).toBeVisible();
      await expectNoAxeViolations(page);
      await fillCard(page, '4000 0000 0000 0002');
      await payButton(page).click();
      await expect(page.locator('[tabindex="-1"]').filter({ hasText: 'Your card was declined.' })).toBeFocused();
      await expectNoAxeViolations(page);
      allowFailedResponses(consoleErrors, [400]);
      // nothing overflows the phone's width
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }
});
