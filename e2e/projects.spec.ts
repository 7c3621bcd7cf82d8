import type { Page } from '@playwright/test';
import { allowFailedResponses, expect, expectNoAxeViolations, freshAsDemo, test, VIEWPORTS } from './support';

const project = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Switches a fake-server scenario off from the dev panel (no reload: the page keeps its state). */
async function switchOff(page: Page, scenario: string) {
  await page.getByRole('button', { name: /^Fake server \(\d+ on\)$/ }).click();
  await page.getByRole('complementary', { name: 'Fake server tools' }).getByRole('checkbox', { name: scenario }).uncheck();
  await page.getByRole('button', { name: 'Close the fake server panel' }).click();
}

/** Chromium logs each call the 'offline' scenario fails; a test that provokes them allows those lines only. */
function allowNetworkFailures(consoleErrors: string[]) {
  const rest = consoleErrors.filter((e) => !/^Failed to load resource: net::ERR_FAILED|Failed to fetch/.test(e));
  consoleErrors.splice(0, consoleErrors.length, ...rest);
}

test.describe('My Video Greetings (demo user)', () => {
  test('each project offers what its lock allows', async ({ page }) => {
    await freshAsDemo(page);
    await page.goto('/list');
    await expect(page.getByRole('heading', { level: 1, name: 'My Video Greetings' })).toBeVisible();
    await expect(page.getByText(/available to download for 6 months/)).toBeVisible();
    await expect(project(page, "Alex's Birthday").getByRole('link', { name: /^Edit/ })).toHaveAttribute('href', '/edit/1001');
    await expect(project(page, 'Our Anniversary').getByRole('link', { name: /^Purchase/ })).toHaveAttribute(
      'href',
      '/checkout/1002',
    );
    await expect(project(page, "Riley's Graduation").getByRole('button', { name: /^Share/ })).toBeVisible();
    // the mark: finished, paid (which beats finished), none while in progress
    await expect(project(page, 'Our Anniversary').getByText('Finished', { exact: true })).toBeVisible();
    await expect(project(page, "Riley's Graduation").getByText('Paid', { exact: true })).toBeVisible();
    await expect(project(page, "Alex's Birthday").getByText(/^(Finished|Paid)$/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Start a Video Greeting for card QR-DEMO-UNASSIGNED/ })).toHaveAttribute(
      'href',
      '/qr-setup/QR-DEMO-UNASSIGNED/create/301',
    );
  });

  test('delete asks first; after confirming, the greeting is gone (also after a reload)', async ({ page }) => {
    await freshAsDemo(page);
    await page.goto('/list');
    await project(page, "Alex's Birthday")
      .getByRole('button', { name: /^Delete/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete this Video Greeting?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(project(page, "Alex's Birthday")).toBeVisible();

    await project(page, "Alex's Birthday")
      .getByRole('button', { name: /^Delete/ })
      .click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(project(page, "Alex's Birthday")).toHaveCount(0);
    await page.reload();
    await expect(project(page, 'Our Anniversary')).toBeVisible();
    await expect(project(page, "Alex's Birthday")).toHaveCount(0);
  });

  test("a failed delete says 'Unable to delete item' and the item stays", async ({ page, consoleErrors }) => {
    await freshAsDemo(page, ['server-error:DELETE /rest/fizz/:id']);
    await page.goto('/list');
    await project(page, "Alex's Birthday")
      .getByRole('button', { name: /^Delete/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Unable to delete item' })).toBeVisible();
    await expect(project(page, "Alex's Birthday")).toBeVisible();
    allowFailedResponses(consoleErrors, [500]);
  });

  test('offline: the list says so with Try again, which loads it once the connection is back', async ({
    page,
    consoleErrors,
  }) => {
    await freshAsDemo(page);
    await page.goto('/list?scenario=offline');
    await expect(page.getByRole('alert').filter({ hasText: 'Could not load. Please try again.' })).toBeVisible();
    await switchOff(page, 'offline');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(project(page, "Alex's Birthday")).toBeVisible();
    await expect(page.getByText('Could not load. Please try again.')).toHaveCount(0);
    allowNetworkFailures(consoleErrors);
  });

  test('offline: the list loads by itself when the browser is back online', async ({ page, context, consoleErrors }) => {
    await freshAsDemo(page);
    await page.goto('/list?scenario=offline');
    await expect(page.getByRole('alert').filter({ hasText: 'Could not load. Please try again.' })).toBeVisible();
    await switchOff(page, 'offline');
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(project(page, "Alex's Birthday")).toBeVisible();
    allowNetworkFailures(consoleErrors);
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`axe finds nothing on /list and its popups at ${name} width`, async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.setViewportSize(viewport);
      await freshAsDemo(page);
      await page.goto('/list');
      await expect(project(page, "Alex's Birthday")).toBeVisible();
      await expectNoAxeViolations(page);

      await project(page, "Riley's Graduation")
        .getByRole('button', { name: /^Share/ })
        .click();
      const share = page.getByRole('dialog', { name: "Share Riley's Graduation" });
      await expect(share).toContainText('/vid/vid-1003');
      await expect(share.getByRole('link', { name: 'Text message' })).toHaveAttribute(
        'href',
        /^sms:\?&body=Riley's%20Graduation\.%20Watch%20the%20video%20greeting%20we%20made%20for%20you%3A%20http/,
      );
      await expectNoAxeViolations(page);
      await share.getByRole('button', { name: 'Copy link to paste anywhere' }).click();
      await expect(page.getByText('Copied to Clipboard!')).toBeVisible();
      await share.getByRole('button', { name: 'Close' }).click();

      await project(page, "Alex's Birthday")
        .getByRole('button', { name: /^Delete/ })
        .click();
      await expect(page.getByRole('dialog', { name: 'Delete this Video Greeting?' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
