import type { Page } from '@playwright/test';
import {
  allowFailedResponses,
  expect,
  expectNoAxeViolations,
  freshAsDemo,
  openFresh,
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

async function fillCard(page: Page, number: string) {
  await page.getByLabel(/^Card number/).fill(number);
  await page.getByLabel(/^Expiration date/).fill('12 / 34');
  await page.getByLabel(/^Security code/).fill('123');
  await page.getByLabel(/^Postal code/).fill('12345');
}

const payButton = (page: Page) => page.getByRole('button', { name: /^Pay \$/ });

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
    await expect(page.getByRole('link', { name: 'Download and save' })).toHaveAttribute('href', /\/vid\/[^/]+\/download$/);
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
    const [created] = (await rest(page, [['POST', '/rest/fizz', { specialFields: groups, themeAnimation: 101 }]])) as { id: number }[];
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

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`axe finds nothing on checkout (with card problems shown) at ${name} width`, async ({ page }) => {
      test.slow(); // two full axe runs
      await page.setViewportSize(viewport);
      await freshAsDemo(page);
      await page.goto('/checkout/1002');
      await expect(page.getByLabel(/^Card number/)).toBeVisible();
      await expectNoAxeViolations(page);
      await payButton(page).click();
      await expect(page.getByText('Your card number is incomplete.')).toBeVisible();
      await expectNoAxeViolations(page);
      // nothing overflows the phone's width
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }
});
