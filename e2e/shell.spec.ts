import { expect, expectNoAxeViolations, freshAsDemo, test, VIEWPORTS } from './support';

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

  test('signed in: Change password and Sign out (which goes to /login); the footer gains Change Password', async ({ page }) => {
    await freshAsDemo(page);
    await page.goto('/faq');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Change Password' })).toHaveAttribute('href', '/change-password');
    await expectNoAxeViolations(page);
    await nav.getByRole('link', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/change-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
    await nav.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Change password' })).toHaveCount(0);
    await expect(footer.getByRole('link', { name: 'Change Password' })).toHaveCount(0);
  });

  test('footer links go where the spec says; inside a QR flow they keep the /qr-setup/{key} prefix', async ({ page }) => {
    await page.goto('/faq');
    const footer = page.getByRole('contentinfo');
    for (const [name, path] of [['Terms of Service', '/terms'], ['Privacy Policy', '/privacy-policy'], ['Tutorials', '/tutorials'], ['FAQ', '/faq']]) {
      await footer.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await page.goto('/qr-setup/QR-NEW/faq');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await footer.getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(/\/qr-setup\/QR-NEW\/terms$/);
  });

  test('at 320 px the logo and the Menu button share one row, and nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/faq');
    const logo = await page.getByRole('banner').getByRole('link', { name: 'Video Greetings home' }).boundingBox();
    const toggle = page.getByRole('button', { name: /menu/i });
    const menu = await toggle.boundingBox();
    expect(logo && menu).toBeTruthy();
    // same row: the button's middle lies within the logo's height, and it sits to the logo's right
    expect(Math.abs(menu!.y + menu!.height / 2 - (logo!.y + logo!.height / 2))).toBeLessThan(4);
    expect(menu!.x).toBeGreaterThanOrEqual(logo!.x + logo!.width);
    expect(menu!.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await toggle.click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact us' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
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
