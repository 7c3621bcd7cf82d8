import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, openFresh, signInAsDemo, test, VIEWPORTS } from './support';

/**
 * A fresh fake server, then the demo user signed in. The in-browser fake server starts before the
 * app renders, so waiting for the navigation bar means the sign-in call is answered by it.
 */
async function freshAsDemo(page: Page, scenarios: string[] = []) {
  // the scenario flag goes on a page we wait for, so the fake server has surely read it
  await openFresh(page, `/faq?scenario=${encodeURIComponent(scenarios.join(','))}`, scenarios);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await signInAsDemo(page);
}

/**
 * A call the test made fail on purpose is logged by the browser ('Failed to load resource: … 500');
 * that one is expected. Call at the end of the test, once the failure has been seen on the page.
 */
function allowFailedCall(consoleErrors: string[], status: number) {
  const rest = consoleErrors.filter((e) => !e.includes(`the server responded with a status of ${status}`));
  consoleErrors.splice(0, consoleErrors.length, ...rest);
}


test.describe('personalise a template (demo user)', () => {
  test('type, see the preview change, Next → /edit/{id}, then find it on /list with Edit', async ({ page }) => {
    await freshAsDemo(page);
    await page.goto('/create/101');
    await expect(page.getByRole('heading', { level: 1, name: 'Personalize your Video Greeting' })).toBeVisible();

    const preview = page.getByRole('img', { name: 'Preview of your text' });
    await expect(preview).toBeVisible();
    // the preview image is a real image served by the fake server
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const before = await preview.getAttribute('src');

    await page.getByRole('textbox', { name: /Name/ }).fill('Sam 🎉');
    await page.getByRole('textbox', { name: /Line 1/ }).fill('Happy <b>birthday</b> / 100%');
    await expect(preview).not.toHaveAttribute('src', before!);
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const after = await preview.getAttribute('src');
    expect(after).toMatch(/^\/rest\/theme-animation\/101\/image-preview\/0\/[A-Za-z0-9_-]+$/);
    // the server drew the text: fetch the SVG the image shows
    const svg = await page.evaluate(async (src) => (await fetch(src!)).text(), after);
    expect(svg).toContain('Sam 🎉');
    expect(svg).toContain('Happy &lt;b&gt;birthday&lt;/b&gt; / 100%');

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/edit\/\d+$/);
    const id = new URL(page.url()).pathname.split('/').pop();

    await page.goto('/list');
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Birthday Balloons for Sam 🎉' }) });
    await expect(item.getByRole('link', { name: /^Edit/ })).toHaveAttribute('href', `/edit/${id}`);
  });

  test('required fields: the spec messages, and nothing is created', async ({ page }) => {
    await freshAsDemo(page);
    await page.goto('/create/102');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Please complete all required fields.')).toBeVisible();
    await expect(page.getByText('This field is required')).toHaveCount(2);
    await expect(page.getByRole('textbox', { name: /Name/ })).toBeFocused();
    await expect(page).toHaveURL(/\/create\/102$/);
  });

  test('typed text survives a failed save and a reload', async ({ page, consoleErrors }) => {
    await freshAsDemo(page, ['server-error:POST /rest/fizz']);
    await page.goto('/create/101');
    await page.getByRole('textbox', { name: /Name/ }).fill('Kim');
    await page.getByRole('textbox', { name: /Line 1/ }).fill('Congratulations!');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Something went wrong on our side. Please try again.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: /Name/ })).toHaveValue('Kim');
    await expect(page.getByRole('textbox', { name: /Line 1/ })).toHaveValue('Congratulations!');
    allowFailedCall(consoleErrors, 500);
  });

  test('a finished greeting opened at /change cannot be edited', async ({ page }) => {
    await freshAsDemo(page);
    await page.goto('/change/1002');
    await expect(page.getByText(/is finished, so its text can no longer be changed/)).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go to My Video Greetings' })).toHaveAttribute('href', '/list');
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`axe finds nothing on personalise at ${name} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await freshAsDemo(page);
      await page.goto('/create/102');
      await expect(page.getByRole('textbox', { name: /Name/ })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText('Please complete all required fields.')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
