import type { Page } from '@playwright/test';
import { allowFailedResponses, expect, expectNoAxeViolations, freshAsDemo, openFresh, test, VIEWPORTS } from './support';

// people scan cards on phones
test.use({ viewport: VIEWPORTS.phone });

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test.describe('card scanner', () => {
  test("the owner of QR-OWNED goes straight to the card's greeting (1004 is finished, so on to /list)", async ({ page }) => {
    await freshAsDemo(page);
    await page.goto('/qr/QR-OWNED');
    await expect(page).toHaveURL(/\/(edit\/1004|list)$/);
    await expect(h1(page, 'My Video Greetings')).toBeVisible();
  });

  test("someone else's card, signed out: 'sign in and continue editing'; a new card offers register or login", async ({
    page,
  }) => {
    await openFresh(page, '/qr/QR-OTHER');
    await expect(h1(page, 'sign in and continue editing')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/qr-setup/QR-OTHER/login');
    await expectNoAxeViolations(page);
    await page.setViewportSize(VIEWPORTS.desktop);
    await expectNoAxeViolations(page);

    await page.goto('/qr/QR-NEW');
    await expect(h1(page, 'Make your card a Video Greeting')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/qr-setup/QR-NEW/register');
    await expectNoAxeViolations(page);
    await page.setViewportSize(VIEWPORTS.phone);
    await expectNoAxeViolations(page);
  });

  test("someone else's boxed set, signed out: 'SIGN IN TO CONTINUE'", async ({ page }) => {
    await openFresh(page, '/qr/QR-BOX');
    await expect(h1(page, 'SIGN IN TO CONTINUE')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize(VIEWPORTS.desktop);
    await expectNoAxeViolations(page);
  });

  test('QR-BOX-NEW: link a finished greeting to the whole box and land on the boxed-set thank-you page', async ({ page }) => {
    await freshAsDemo(page);
    await page.goto('/qr/QR-BOX-NEW');
    await expect(h1(page, 'Set up your boxed set')).toBeVisible();
    await expect(page).toHaveURL(/\/qr-setup\/QR-BOX-NEW\/602\/add$/);
    await expect(page.getByText('demo@example.com')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Choose from my Video Greetings' }).click();
    await expect(h1(page, 'Choose a Video Greeting for your boxed set')).toBeVisible();
    await page.getByRole('link', { name: /Our Anniversary/ }).click();
    await expect(h1(page, "Let's give it one last check")).toBeVisible();
    const finish = page.getByRole('button', { name: 'Link this video to the box' });
    await expect(finish).toBeEnabled({ timeout: 15_000 });
    await expectNoAxeViolations(page);
    await finish.click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(dialog).toContainText('A linked set cannot be unlinked.');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Link it' }).click();
    await expect(page).toHaveURL(/\/thank-you-qr-box\/1002$/);

    // scanning a card of the linked box again: the set is linked, and how to scan more
    await page.goto('/qr/QR-BOX-NEW');
    await expect(page).toHaveURL(/\/qrbox-scan-more\/1002$/);
    await expect(h1(page, 'Your Video Greeting and card set are linked')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('on a 375 px phone each card page shows its heading and main action without scrolling', async ({ page }) => {
    expect(page.viewportSize()?.width).toBe(375);
    const firstScreen = async (path: string, heading: string, action: { role: 'link' | 'button'; name: string }) => {
      await page.goto(path);
      await expect(h1(page, heading)).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole(action.role, { name: action.name })).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => window.scrollY), path).toBe(0);
    };
    await openFresh(page, '/qr/QR-NEW');
    await firstScreen('/qr/QR-NEW', 'Make your card a Video Greeting', { role: 'link', name: 'Get started' });
    await firstScreen('/qr/QR-OTHER', 'sign in and continue editing', { role: 'link', name: 'Sign in' });
    await firstScreen('/qr/QR-BOX', 'SIGN IN TO CONTINUE', { role: 'link', name: 'Sign in' });

    await freshAsDemo(page);
    await firstScreen('/qr-setup/QR-BOX/BOX-601/601', 'Your Video Greeting boxed set', {
      role: 'link',
      name: 'Set up this card',
    });
    await firstScreen('/qr-setup/QR-BOX/601/add', 'Set up your boxed set', { role: 'link', name: 'Start a new greeting' });
    await firstScreen('/qr-setup/QR-BOX/1003/link', "Let's give it one last check", {
      role: 'button',
      name: 'Link this video to the box',
    });
  });

  test("/qr-setup/QR-BOX/list greys an unfinished greeting as 'Not Finished' and explains", async ({ page }) => {
    await freshAsDemo(page);
    await page.goto('/qr-setup/QR-BOX/list');
    const unfinished = page.getByRole('button', { name: /Alex's Birthday/ });
    await expect(unfinished).toContainText('Not Finished');
    await expectNoAxeViolations(page);
    await unfinished.click();
    await expect(page.getByRole('dialog', { name: 'This Boxed Set is not finished.' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the signed-in card pages and their dialogs pass axe on a wide screen too', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await freshAsDemo(page);
    for (const [path, heading] of [
      ['/qr-setup/QR-BOX/601/add', 'Set up your boxed set'],
      ['/qr-setup/QR-BOX/BOX-601/601', 'Your Video Greeting boxed set'],
      ['/qr-setup/QR-BOX/list', 'Choose a Video Greeting for your boxed set'],
    ] as const) {
      await page.goto(path);
      await expect(h1(page, heading)).toBeVisible();
      await expectNoAxeViolations(page);
    }
    await page.getByRole('button', { name: /Alex's Birthday/ }).click();
    await expect(page.getByRole('dialog', { name: 'This Boxed Set is not finished.' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/qr-setup/QR-BOX/1003/link');
    await expect(h1(page, "Let's give it one last check")).toBeVisible();
    const finish = page.getByRole('button', { name: 'Link this video to the box' });
    await expect(finish).toBeEnabled();
    await expectNoAxeViolations(page);
    await finish.click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Link it' }).click();
    await expect(page).toHaveURL(/\/thank-you-qr-box\/1003$/);

    await page.goto('/qrbox-scan-more/1003');
    await expect(h1(page, 'Your Video Greeting and card set are linked')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an unknown, very long key shows the message and a way home', async ({ page, consoleErrors }) => {
    await openFresh(page, `/qr/${'X'.repeat(400)}`);
    await expect(page.getByText("We couldn't find that card. Please check the code and scan it again.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the homepage' })).toBeVisible();
    allowFailedResponses(consoleErrors, [404]);
  });
});
