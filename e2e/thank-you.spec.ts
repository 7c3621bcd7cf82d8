import { readFileSync } from 'node:fs';
import type { BrowserContext } from '@playwright/test';
import { mp4Facts } from './media/files';
import { callAsPage, saveVideo } from './media/journey';
import { expect, freshAsDemo, test, VIEWPORTS } from './support';

/** Opens a link in a new tab as a visitor would, and answers the video it gives (downloaded or shown). */
async function openInNewTab(context: BrowserContext, href: string): Promise<Buffer> {
  const tab = await context.newPage();
  const download = tab.waitForEvent('download', { timeout: 30_000 }).catch(() => null);
  // a download aborts the navigation ('Download is starting'); a video shown in the tab is the answer
  const response = await tab.goto(href).catch(() => null);
  if (response?.headers()['content-type']?.startsWith('video/')) {
    const shown = await tab.evaluate(async () => Array.from(new Uint8Array(await (await fetch(location.href)).arrayBuffer())));
    return Buffer.from(shown);
  }
  const file = await download;
  expect(file, `${href} gave neither a download nor a video`).not.toBeNull();
  return readFileSync((await file!.path())!);
}

test.describe('thank-you pages', () => {
  test("a physical greeting's thank-you page: the mailing text and a sneak preview", async ({ page }) => {
    await freshAsDemo(page);
    await page.goto('/thank-you-qr/1004');
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you! Now for the best part…' })).toBeVisible();
    await expect(page.getByText(/mail the card or give it in person/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Send a sneak preview' })).toBeVisible();
    // the sneak preview's download saves the greeting's video (a demo greeting's is its stock MP4)
    const saved = await saveVideo(page, () => page.getByRole('link', { name: 'Download and save' }).click());
    expect(saved.download.suggestedFilename()).toMatch(/\.mp4$/);
    expect(mp4Facts(saved.bytes).ftyp).toBe(true);
    await expect(page.getByRole('heading', { level: 2, name: 'Want to create another Video Greeting?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create a Digital Greeting' })).toHaveAttribute('href', '/browse');
  });

  test("delivery options: copy puts the bare link on the clipboard, with the toast; 'Text message' on a phone", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await freshAsDemo(page);
    await page.goto('/thank-you-digital/1003');
    await expect(page.getByText('Choose a delivery method below:')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Email' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Text message' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Copy link to paste anywhere' }).click();
    await expect(page.getByText('Copied to Clipboard!')).toBeVisible();
    // the link alone: pasted into an address bar, it opens the greeting
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/vid/vid-1003`);

    await page.setViewportSize(VIEWPORTS.phone);
    await expect(page.getByRole('link', { name: 'Text message' })).toBeVisible();
  });

  test("a device with native share: 'Share this video' and download; a cancelled share is silent", async ({ page }) => {
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { __shared: shared });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: unknown) => {
          shared.push(data);
          return Promise.reject(new DOMException('Share canceled', 'AbortError'));
        },
      });
    });
    await page.setViewportSize(VIEWPORTS.phone);
    await freshAsDemo(page);
    await page.goto('/thank-you-digital/1003');
    await expect(page.getByText('Choose a delivery method below:')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Email' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Text message' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Copy link to paste anywhere' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Download and save' })).toBeVisible();
    await page.getByRole('button', { name: 'Share this video' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: { text: string }[] }).__shared.map((d) => d.text)))
      .toEqual([expect.stringMatching(/^Riley's Graduation\. Watch the video greeting we made for you: http.*\/vid\/vid-1003$/)]);
    // cancelled: no message, no toast, the page as it was (and no console error: the fixture checks)
    await expect(page.getByRole('alert').filter({ hasText: /./ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Share this video' })).toBeVisible();
  });

  test("a phone that shares files: 'Share the video file' sends the video itself to the share sheet", async ({ page }) => {
    await page.addInitScript(() => {
      const shared: { files: [string, string, number][]; title?: string }[] = [];
      Object.assign(window, { __sharedFiles: shared });
      Object.defineProperty(navigator, 'canShare', {
        configurable: true,
        value: (data?: ShareData) => Boolean(data?.files?.length),
      });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: ShareData) =>
          void shared.push({ files: (data.files ?? []).map((f) => [f.name, f.type, f.size]), title: data.title }),
      });
    });
    await page.setViewportSize(VIEWPORTS.phone);
    await freshAsDemo(page);
    await page.goto('/thank-you-digital/1003');
    await page.getByRole('button', { name: 'Share the video file' }).click();
    const shared = () =>
      page.evaluate(
        () => (window as unknown as { __sharedFiles: { files: [string, string, number][]; title?: string }[] }).__sharedFiles,
      );
    await expect.poll(shared).toHaveLength(1);
    const [{ files, title }] = await shared();
    expect(title).toBe('Watch a surprise video made just for you');
    expect(files).toHaveLength(1);
    expect(files[0][1]).toBe('video/mp4');
    expect(files[0][0]).toMatch(/\.mp4$/);
    expect(files[0][2]).toBeGreaterThan(1000);
    // the link is still offered beside it
    await expect(page.getByRole('button', { name: 'Share this video' })).toBeVisible();
  });

  test('the boxed-set thank-you page: copy link, download and how to link another set', async ({ page }) => {
    await freshAsDemo(page);
    await page.goto('/thank-you-qr-box/1003');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Boxed Set is ready!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download and save' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Link it to another Boxed Set' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Shop more Video Greetings/ })).toBeVisible();
  });

  test("'Download and save' is the link to {shareUrl}/download: a click downloads the MP4, and so does the link opened in a tab", async ({
    page,
    context,
    baseURL,
  }) => {
    await freshAsDemo(page);
    await page.goto('/thank-you-digital/1003');
    const link = page.getByRole('link', { name: 'Download and save' });
    await expect(link).toHaveAttribute('href', `${baseURL}/vid/vid-1003/download`);
    await expect(link).toHaveAttribute('download', "Riley's Graduation.mp4");
    const saved = await saveVideo(page, () => link.click());
    expect(saved.download.suggestedFilename()).toMatch(/\.mp4$/);
    expect(mp4Facts(saved.bytes).ftyp).toBe(true);
    // as any link: opened in a new tab (or saved from its menu), it gives the same file
    const fromTab = await openInNewTab(context, (await link.getAttribute('href'))!);
    expect(mp4Facts(fromTab).ftyp).toBe(true);
    expect(fromTab.equals(saved.bytes)).toBe(true);
  });

  test("after 'Email' and 'Text message' (another app opens, the page stays), the page's calls still reach the server", async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await freshAsDemo(page);
    await page.goto('/thank-you-digital/1003');
    await expect(page.getByText('Choose a delivery method below:')).toBeVisible();
    // each opens the mail or messages app (an external protocol): the browser fires beforeunload, and stays
    await page.getByRole('link', { name: 'Email' }).click();
    await page.getByRole('link', { name: 'Text message' }).click();
    await expect(page).toHaveURL(/\/thank-you-digital\/1003$/);
    // 'Download and save' still downloads the MP4 (it said "the server didn't send a video" before)
    const saved = await saveVideo(page, () => page.getByRole('link', { name: 'Download and save' }).click());
    expect(mp4Facts(saved.bytes).ftyp).toBe(true);
    await expect(page.getByRole('alert').filter({ hasText: /./ })).toHaveCount(0);
    // and a /rest call answers the fake server's JSON, not the app's page
    const detail = await callAsPage<{ status: string; item: { id: number } }>(page, 'GET', '/rest/fizz/1003/detail');
    expect(detail).toMatchObject({ status: 'success', item: { id: 1003 } });
  });

  // axe on every thank-you page, both widths: e2e/a11y.spec.ts
});
