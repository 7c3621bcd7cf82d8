import { allowFailedResponses, expect, expectNoAxeViolations, freshAsDemo, openFresh, test, VIEWPORTS } from './support';

test.describe('invite others (demo user)', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('copy shows the toast and copies the message, a blank line, then the link', async ({ page, baseURL }) => {
    await freshAsDemo(page);
    await page.goto('/invite-others/1001');
    await expect(page.getByRole('heading', { level: 1, name: 'Invite Friends to Contribute' })).toBeVisible();
    const link = `${baseURL}/in/inv-1001`;
    await expect(page.getByTestId('invite-link')).toHaveText(link);

    const message = page.getByRole('textbox', { name: 'Your invitation message' });
    await message.fill('Add a photo for Alex & the team! 🎉');
    const intent = page.waitForRequest(
      (r) => r.url().includes('/rest/tracking/best/invite-intent?fizzId=1001') && r.method() === 'POST',
    );
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('Copied to Clipboard!')).toBeVisible();
    expect((await intent).postDataJSON()).toEqual({ value: 'copy' });
    const expected = `Add a photo for Alex & the team! 🎉\n\n${link}`;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

    const sms = await page.getByRole('link', { name: 'Text' }).getAttribute('href');
    expect(sms).toBe(`sms:?&body=${encodeURIComponent(expected)}`);
    const mail = new URL((await page.getByRole('link', { name: 'Email' }).getAttribute('href'))!);
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('subject')).toBe('Help me create a surprise group video');
    expect(mail.searchParams.get('body')).toBe(expected);

    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/edit\/1001$/);
  });

  test('/invite?fizzId= is the same page', async ({ page }) => {
    await freshAsDemo(page);
    await page.goto('/invite?fizzId=1001');
    await expect(page.getByRole('textbox', { name: 'Your invitation message' })).toHaveValue(/Happy Birthday, Alex!/);
  });

  test('a visitor who is not signed in is offered Sign In, and comes back to the invitation after it', async ({
    page,
    consoleErrors,
  }) => {
    await openFresh(page, '/invite-others/1001');
    await expect(page.getByRole('alert').filter({ hasText: 'Please sign in to continue.' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login\/%2Finvite-others%2F1001$/);
    await page.getByLabel('Email').fill('demo@example.com');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/invite-others\/1001$/);
    await expect(page.getByRole('textbox', { name: 'Your invitation message' })).toHaveValue(/Happy Birthday, Alex!/);
    allowFailedResponses(consoleErrors, [403]);
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`axe finds nothing on the invite page at ${name} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await freshAsDemo(page);
      await page.goto('/invite-others/1001');
      await expect(page.getByRole('textbox', { name: 'Your invitation message' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Copy' }).click();
      await expect(page.getByText('Copied to Clipboard!')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
