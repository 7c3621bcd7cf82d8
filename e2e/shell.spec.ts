import { expect, expectNoAxeViolations, test, VIEWPORTS } from './support';

test.describe('the app shell', () => {
  test('loads with the navigation bar and footer, and no console errors', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Terms of Service');
    await expect(page.getByRole('contentinfo')).toContainText('Privacy Policy');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /^\d/ })).toHaveAttribute('href', /^tel:/);
  });

  test('navigation links go where the spec says', async ({ page }) => {
    await page.goto('/faq');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Create a Video Greeting' }).click();
    await expect(page).toHaveURL(/\/browse$/);
    await nav.getByRole('link', { name: 'Tutorials' }).click();
    await expect(page).toHaveURL(/\/tutorials$/);
    await nav.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await nav.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // My Video Greetings needs an account: a logged-out visitor goes to login with the path encoded
    await nav.getByRole('link', { name: 'My Video Greetings' }).click();
    await expect(page).toHaveURL(/\/login\/%2Flist$/);
  });

  test('an unknown URL shows the not-found page, and its button goes home', async ({ page }) => {
    await page.goto('/this/page/does-not-exist');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText("We're sorry, we couldn't find the page you're looking for.")).toBeVisible();
    await page.getByRole('link', { name: 'Go to the homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the page heading takes focus after a navigation', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tutorials' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`axe finds nothing on the shell and not-found page at ${name} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/no-such/page');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await expectNoAxeViolations(page);
      if (name === 'phone') {
        await page.getByRole('button', { name: /menu/i }).click();
        await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', /^tel:/);
        await expectNoAxeViolations(page);
      }
    });
  }
});
