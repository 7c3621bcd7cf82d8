import type { Locator, Page } from '@playwright/test';
import { changeFakeServer, expect, freshAsDemo, openFresh, test, VIEWPORTS } from './support';

// What a visitor would send from each page that shares: the text message body, the email's subject
// and body, the clipboard and the native share sheet's data. A finished greeting goes as a sentence
// with its link, and 'Copy link to paste anywhere' copies the link alone; the invite as the spec
// says (the message, a blank line, the link).

const MAKER_SUBJECT = 'Watch a surprise video made just for you';
/** The maker's message opens with the greeting's title (1003 is "Riley's Graduation"). */
const makerText = (link: string) => `Riley's Graduation. Watch the video greeting we made for you: ${link}`;

/** The body an sms: link would prefill. */
async function smsBody(link: Locator) {
  const href = (await link.getAttribute('href'))!;
  expect(href.startsWith('sms:?&body=')).toBe(true);
  return decodeURIComponent(href.slice('sms:?&body='.length));
}

/** The subject and body a mailto: link would prefill. */
async function mail(link: Locator) {
  const url = new URL((await link.getAttribute('href'))!);
  expect(url.protocol).toBe('mailto:');
  return { subject: url.searchParams.get('subject'), body: url.searchParams.get('body') };
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** A device with a share sheet: navigator.share records what it is given. */
async function stubNativeShare(page: Page) {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { __shared: shared });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
  });
}
const sharedData = (page: Page) => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared);

test.describe('what a share sends', () => {
  test('email and text send the sentence with the link; every copy control (thank-you, list, /vid, boxed set) copies the link alone', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const link = `${baseURL}/vid/vid-1003`;
    await freshAsDemo(page);

    await page.goto('/thank-you-digital/1003');
    await expect(page.getByText('Choose a delivery method below:')).toBeVisible();
    expect(await mail(page.getByRole('link', { name: 'Email' }))).toEqual({ subject: MAKER_SUBJECT, body: makerText(link) });
    await page.getByRole('button', { name: 'Copy link to paste anywhere' }).click();
    await expect(page.getByText('Copied to Clipboard!')).toBeVisible();
    expect(await clipboard(page)).toBe(link);
    await page.setViewportSize(VIEWPORTS.phone);
    expect(await smsBody(page.getByRole('link', { name: 'Text message' }))).toBe(makerText(link));

    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/list');
    await page.getByRole('button', { name: "Share Riley's Graduation" }).click();
    const popup = page.getByRole('dialog', { name: "Share Riley's Graduation" });
    expect(await smsBody(popup.getByRole('link', { name: 'Text message' }))).toBe(makerText(link));
    expect(await mail(popup.getByRole('link', { name: 'Email' }))).toEqual({ subject: MAKER_SUBJECT, body: makerText(link) });
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await popup.getByRole('button', { name: 'Copy link to paste anywhere' }).click();
    await expect.poll(() => clipboard(page)).toBe(link);
    await popup.getByRole('button', { name: 'Close' }).click();

    // the recipient page copies the link alone too; the boxed-set thank-you page the same
    await page.goto('/vid/vid-1003');
    const share = page.getByRole('region', { name: 'Share this Video Greeting' });
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await share.getByRole('button', { name: 'Copy link to paste anywhere' }).click();
    await expect.poll(() => clipboard(page)).toBe(link);
    await changeFakeServer(page, (db) => {
      db.fizzes.find((f) => f.id === 1003)!.isQRBoxSet = true;
    });
    await page.goto('/thank-you-qr-box/1003');
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page.getByRole('button', { name: 'Copy link', exact: true }).click();
    await expect.poll(() => clipboard(page)).toBe(link);
  });

  test('native share: the thank-you page and the recipient page hand the share sheet a title and the sentence', async ({
    page,
    baseURL,
  }) => {
    await stubNativeShare(page);
    await page.setViewportSize(VIEWPORTS.phone);
    const link = `${baseURL}/vid/vid-1003`;

    await freshAsDemo(page);
    await page.goto('/thank-you-digital/1003');
    await page.getByRole('button', { name: 'Share this video' }).click();
    await expect.poll(() => sharedData(page)).toEqual([{ title: MAKER_SUBJECT, text: makerText(link) }]);

    // a recipient (signed out) passes it on: the same buttons, a sentence of their own
    await page.context().clearCookies();
    await openFresh(page, '/vid/vid-1003');
    const share = page.getByRole('region', { name: 'Share this Video Greeting' });
    await share.getByRole('button', { name: 'Share this video' }).click();
    const passedOn = { title: 'A video greeting worth watching', text: `Watch this video greeting: ${link}` };
    await expect.poll(() => sharedData(page)).toEqual([passedOn]);
    expect(await smsBody(share.getByRole('link', { name: 'Text message' }))).toBe(passedOn.text);
    expect(await mail(share.getByRole('link', { name: 'Email' }))).toEqual({ subject: passedOn.title, body: passedOn.text });
  });

  test('the invite page shares the message, a blank line, then the link, under the spec subject', async ({ page, baseURL }) => {
    await stubNativeShare(page);
    await freshAsDemo(page);
    await page.goto('/invite-others/1001');
    const message = page.getByRole('textbox', { name: 'Your invitation message' });
    await message.fill('Add a clip for Alex!');
    const text = `Add a clip for Alex!\n\n${baseURL}/in/inv-1001`;
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect.poll(() => sharedData(page)).toEqual([{ title: 'Help me create a surprise group video', text }]);
    expect(await smsBody(page.getByRole('link', { name: 'Text' }))).toBe(text);
    expect(await mail(page.getByRole('link', { name: 'Email' }))).toEqual({
      subject: 'Help me create a surprise group video',
      body: text,
    });
  });
});
