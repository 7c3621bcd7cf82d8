import type { Page } from '@playwright/test';
import { mp4Facts } from './media/files';
import { saveVideo } from './media/journey';
import {
  allowFailedResponses,
  changeFakeServer,
  expect,
  expectNoAxeViolations,
  expectPlaying,
  layoutShift,
  openFresh,
  readFakeServer,
  test,
  VIEWPORTS,
  watchLayoutShifts,
} from './support';

// recipients open the page on phones
test.use({ viewport: VIEWPORTS.phone });
// each journey opens a fresh fake server first and plays real video
test.describe.configure({ timeout: 120_000 });

/** A fresh fake server, then the page; waits for its h1 (a shared, busy machine: allow the first paint time). */
async function openViewer(page: Page, path: string) {
  await openFresh(page, path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
}

/** Records the src of every video that starts playing (short clips may end before a poll sees them play). */
async function recordPlays(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __played: string[] };
    w.__played = [];
    document.addEventListener('play', (e) => w.__played.push((e.target as HTMLVideoElement).src), true);
  });
}
const played = (page: Page) =>
  page.evaluate(() => (window as unknown as { __played: string[] }).__played.map((src) => src.replace(/^.*\//, '')));

/** Where a greeting's personalised title is drawn over its poster: the middle band of the frame (mocks/textPreview.ts). */
const TITLE_BAND = { top: 0.3, bottom: 0.7 };

/** The greeting's player (the thank-you section has a video of its own below it). */
const player = (page: Page, title = 'Congratulations, Riley!') => page.getByRole('main').locator(`video[aria-label^="${title}"]`);

const comments = (page: Page) => page.getByRole('list', { name: /^\d+ comments?$/ });

async function postComment(form: ReturnType<Page['getByRole']>, first: string, last: string, body: string) {
  await form.getByLabel('First name').fill(first);
  await form.getByLabel('Last name').fill(last);
  await form.getByLabel(/^Your (comment|reply)$/).fill(body);
  await form.getByRole('button', { name: /^Post (comment|reply)$/ }).click();
}

/**
 * The seeded vid-1003 offer is full width. For the popup, the test flips it in the fake server's
 * state (on a page that makes no calls), as the server could send it.
 */
async function openWithPopupOffer(page: Page) {
  await page.goto('/terms');
  await changeFakeServer(page, (db) => {
    const offer = db.offers.find((o) => o.kind === 'share' && o.fizzId === 1003);
    if (offer?.kind !== 'share') throw new Error('no vid-1003 offer in the fake server');
    offer.ui.isPopup = true;
  });
  await page.goto('/vid/vid-1003');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
}

test.describe('the recipient page /vid/{uuid} (signed out, on a phone)', () => {
  test('vid-1003 plays; like and unlike; post a comment and a reply', async ({ page }) => {
    await recordPlays(page);
    let viewed = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/rest/vid/vid-1003/viewed')) viewed += 1;
    });
    // what the page asks for, in order: the poster first, comments and the offer after it
    const asked: string[] = [];
    page.on('request', (r) => asked.push(r.url()));
    await openViewer(page, '/vid/vid-1003');
    await expect(page.getByRole('heading', { level: 1, name: 'Congratulations, Riley!' })).toBeVisible();
    await expect(page.getByText('Watch a surprise video made just for you')).toBeVisible();
    await expect(comments(page)).toBeVisible();
    const firstAsked = (pattern: RegExp) => asked.findIndex((u) => pattern.test(u));
    expect(firstAsked(/greeting-1\.jpg$/)).toBeGreaterThan(-1);
    expect(firstAsked(/greeting-1\.jpg$/)).toBeLessThan(firstAsked(/\/rest\/fizz\/vid-1003\/comment$/));
    expect(firstAsked(/greeting-1\.jpg$/)).toBeLessThan(firstAsked(/ViewerOffer/));

    // one tap anywhere on the poster plays it (the tap lands on the frame's edge, not a control)
    const video = player(page);
    await page.getByRole('button', { name: 'Play the video' }).click({ position: { x: 10, y: 10 } });
    await expectPlaying(video);
    await expect(video).toBeFocused();
    // the play was counted
    await expect(page.getByText('43 views')).toBeVisible();
    expect(viewed).toBe(1);

    const like = page.getByRole('button', { name: 'Like' });
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('4 likes')).toBeVisible();
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText('3 likes')).toBeVisible();
    // the server agrees after a reload; playing again within a minute counts no new view
    await page.reload();
    await expect(page.getByText('3 likes')).toBeVisible();
    // by keyboard this time
    await page.getByRole('button', { name: 'Play the video' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => played(page)).toEqual(['greeting-1.mp4']);
    await expect(page.getByText('43 views')).toBeVisible();
    expect(viewed).toBe(1);

    await expect(comments(page)).toBeVisible();
    const form = page.getByRole('form', { name: 'Add a comment' });
    await postComment(form, 'Ana', 'Ruiz', 'What a wonderful video!');
    const mine = page.getByRole('article', { name: 'Comment by Ana Ruiz' });
    await expect(mine).toContainText('What a wonderful video!');
    await expect(form.getByLabel('Your comment')).toHaveValue('');

    await page.getByRole('button', { name: 'Reply to Ana Ruiz' }).click();
    const reply = page.getByRole('form', { name: 'Reply to Ana Ruiz' });
    await postComment(reply, 'Riley', 'Park', 'Thank you, Ana!');
    await expect(
      page.getByRole('list', { name: 'Replies to Ana Ruiz' }).getByRole('article', { name: 'Reply by Riley Park' }),
    ).toContainText('Thank you, Ana!');
    await expect(page.getByRole('button', { name: 'Reply to Ana Ruiz' })).toBeFocused();
  });

  test('one like per visitor: the page likes once with the id the server issued it; 50 posts with made-up ids add nothing', async ({
    page,
    consoleErrors,
  }) => {
    await openViewer(page, '/vid/vid-1003');
    const like = page.getByRole('button', { name: 'Like' });
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('4 likes')).toBeVisible();
    // the browser keeps the device id the server signed for it
    expect(await page.evaluate(() => localStorage.getItem('deviceId'))).toMatch(/^[0-9a-f]{24}-[0-9a-f]{32}$/);

    // a script in the page posts 50 likes, each with a fresh id of its own making
    const statuses = await page.evaluate(async () => {
      const out: number[] = [];
      for (let i = 0; i < 50; i++) {
        const res = await fetch('/rest/vid/vid-1003/likes', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ isAdd: true, deviceId: crypto.randomUUID() }),
        });
        out.push(res.status);
      }
      return out;
    });
    allowFailedResponses(consoleErrors, [400, 429]);
    expect(statuses.every((status) => status === 400 || status === 429)).toBe(true);
    expect(statuses).toContain(429); // past 30 a minute from here, the server stops listening
    await page.reload();
    await expect(page.getByText('4 likes')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a link this browser knows nothing of: not found, and why in this demo (greetings live in the browser that made them)', async ({
    page,
    consoleErrors,
  }) => {
    await openViewer(page, '/vid/made-in-another-browser');
    await expect(page.getByText("We couldn't find that Video Greeting. Please check the link.")).toBeVisible();
    await expect(
      page.getByText(
        'This demo keeps each greeting in the browser that made it: open this link in that browser, or make a greeting here.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the homepage' })).toBeVisible();
    allowFailedResponses(consoleErrors, [404]);
    await expectNoAxeViolations(page);
  });

  test('the share links, the 6-month note, the thank-you and create-your-own links', async ({ page }) => {
    await openViewer(page, '/vid/vid-1003');
    const share = page.getByRole('region', { name: 'Share this Video Greeting' });
    await expect(share.getByRole('link', { name: 'Text message' })).toHaveAttribute('href', /^sms:/);
    await expect(share.getByRole('link', { name: 'Email' })).toHaveAttribute('href', /^mailto:/);
    // the download saves the video (named by the server after the greeting's own text), not a page
    const saved = await saveVideo(page, () => share.getByRole('link', { name: 'Download and save' }).click());
    expect(saved.download.suggestedFilename()).toBe('Riley - Congratulations, graduate - We are so proud.mp4');
    expect(mp4Facts(saved.bytes).ftyp).toBe(true);
    await expect(share).toContainText('The video stays available to download for 6 months.');
    await expect(page.getByRole('link', { name: 'Send a thank-you video' })).toHaveAttribute('href', '/record-thank-you/1003');
    await page
      .getByRole('region', { name: 'Want to create your own Video Greeting?' })
      .getByRole('link', { name: 'Create a Video Greeting' })
      .click();
    await expect(page).toHaveURL(/\/browse$/);
  });

  test('nothing on the first screen moves while the offer, comments and previews arrive (CLS at most 0.02)', async ({ page }) => {
    await watchLayoutShifts(page);
    await openViewer(page, '/vid/vid-1003');
    await expect(comments(page)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Special offer' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Like' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Say thank you' }).locator('video')).toHaveCount(1);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
  });

  test('vid-playlist shows a queue of 3, moves on, and stops at its end instead of going round again', async ({ page }) => {
    await recordPlays(page);
    await openViewer(page, '/vid/vid-playlist');
    const queue = page.getByRole('region', { name: 'Up next' }).getByRole('button');
    await expect(queue).toHaveText(['Video 2', 'Video 3', 'Video 4']);
    const video = player(page, 'Thank you, Coach Taylor!');
    await expect(video).toHaveAttribute('src', /playlist-1\.mp4$/);

    // picking the second queue item plays it; the one that was active goes to the back
    await page.getByRole('button', { name: 'Play Video 3' }).click();
    await expect.poll(() => played(page), { timeout: 20_000 }).toEqual(expect.arrayContaining(['playlist-3.mp4']));
    // each clip that ends goes to the back and the next one plays on its own, each once: 3 → 2 → 4 → 5 → 1
    const round = ['playlist-3.mp4', 'playlist-2.mp4', 'playlist-4.mp4', 'playlist-5.mp4', 'playlist-1.mp4'];
    await expect.poll(() => played(page), { timeout: 45_000 }).toEqual(round);
    await expect(queue).toHaveCount(3);
    // then it stops, back on the first of the round, waiting for a press: no sixth play
    const play = page.getByRole('button', { name: 'Play the video' });
    await expect(play).toBeVisible({ timeout: 15_000 });
    await expect(video).toHaveAttribute('src', /playlist-3\.mp4$/);
    // stopped for good: the player waits for a press (no autoplay) with the video's header read, so
    // nothing but a press can start a sixth play
    await expect
      .poll(() =>
        video.evaluate((v: HTMLVideoElement) => ({
          autoplay: v.autoplay,
          paused: v.paused,
          header: v.readyState >= v.HAVE_METADATA,
        })),
      )
      .toEqual({ autoplay: false, paused: true, header: true });
    expect(await played(page)).toEqual(round);
    // a press starts it again
    await play.click();
    await expectPlaying(video);
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`at ${name} width: one click on the poster's play button plays with sound; the button clears the title; the frame never moves`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await openViewer(page, '/vid/vid-1003');
      const title = page.getByRole('heading', { level: 1, name: 'Congratulations, Riley!' });
      const video = player(page);
      const button = page.getByRole('button', { name: 'Play the video' });
      const icon = button.locator('svg');
      const frame = (await video.evaluate((v) => {
        const r = v.parentElement!.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      }))!;
      // the 16:9 box is there before the video's size is known
      expect(frame.height).toBeCloseTo((frame.width * 9) / 16, 0);

      // the icon sits inside the frame, below the band where the personalised title is drawn
      // (mocks/textPreview.ts centres at most 5 lines: 31-70 % of the frame's height), and off the h1
      const box = (await icon.boundingBox())!;
      const titleBox = (await title.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(frame.x);
      expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
      expect(box.y + box.height).toBeLessThanOrEqual(frame.y + frame.height);
      expect(box.y).toBeGreaterThanOrEqual(frame.y + frame.height * TITLE_BAND.bottom);
      expect(box.y).toBeGreaterThanOrEqual(titleBox.y + titleBox.height);
      expect(box.width).toBeGreaterThanOrEqual(24);

      // one click on the icon plays, with sound
      await icon.click();
      await expectPlaying(video);
      expect(await video.evaluate((v: HTMLVideoElement) => ({ muted: v.muted, volume: v.volume }))).toEqual({
        muted: false,
        volume: 1,
      });
      // mid-play, half a second of the video after its own size is known, the frame has not moved or changed size
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
      const sizeKnownAt = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(sizeKnownAt + 0.5);
      const during = await video.evaluate((v) => {
        const r = v.parentElement!.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      });
      expect(during).toEqual(frame);
    });
  }

  test('vid-komen shows the charity donate banner', async ({ page }) => {
    await openViewer(page, '/vid/vid-komen');
    await expect(page.getByRole('heading', { level: 1, name: 'Get well soon, Morgan!' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Together we can end breast cancer' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Donate to Susan G\. Komen/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.komen\.org\//,
    );
  });

  test('a video that fails to load shows its poster and a retry; the retry plays it', async ({ page, consoleErrors }) => {
    await page.route('**/media/videos/greeting-1.mp4', (route) => route.abort('connectionreset'));
    await openViewer(page, '/vid/vid-1003');
    const alert = page.getByRole('alert').filter({ hasText: "The video couldn't be loaded." });
    await expect(alert).toBeVisible();
    await expect(page.getByRole('main').locator('img[src$="greeting-1.jpg"]')).toBeVisible();
    await expect(player(page)).toHaveCount(0);

    await page.unroute('**/media/videos/greeting-1.mp4');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expectPlaying(player(page));
    // the refused video is the only thing the console may report
    const rest = consoleErrors.filter((e) => !/ERR_CONNECTION_RESET/.test(e));
    consoleErrors.splice(0, consoleErrors.length, ...rest);
  });

  test('a comment holding markup shows its characters and runs nothing; a name holding markup is refused with a message', async ({
    page,
  }) => {
    await openViewer(page, '/vid/vid-1003');
    await expect(comments(page)).toBeVisible();
    const xss = '<img src=x onerror="window.__pwned=1"> <script>window.__pwned=2</script>';
    const form = page.getByRole('form', { name: 'Add a comment' });
    // a name is one line of plain text (the person-written name policy): said, not silently ignored
    await postComment(form, '<b>Eve</b>', 'X', xss);
    await expect(form.getByText('Please write your first name as plain text (no < or > or line breaks).')).toBeVisible();
    await expect(form.getByLabel('First name')).toBeFocused();
    await form.getByLabel('First name').fill('Eve');
    await form.getByRole('button', { name: 'Post comment' }).click();
    const posted = page.getByRole('article', { name: 'Comment by Eve X' });
    await expect(posted).toContainText(xss);
    await expect(posted.locator('img, script, b')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('article', { name: 'Comment by Eve X' })).toContainText(xss);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test('a comment with a hidden direction character says why and is not posted (it would read "EvilhtimS exe.png")', async ({
    page,
  }) => {
    await openViewer(page, '/vid/vid-1003');
    await expect(comments(page)).toBeVisible();
    const form = page.getByRole('form', { name: 'Add a comment' });
    await postComment(form, 'Eve', 'X', 'Evil\u202Egnp.exe');
    await expect(
      form.getByText('Your comment has hidden characters that change the direction of the text. Please remove them.'),
    ).toBeVisible();
    await expect(form.getByLabel('Your comment')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('article', { name: 'Comment by Eve X' })).toHaveCount(0);
    expect(await readFakeServer(page, (db) => db.comments.filter((c) => c.body.includes('\u202E')).length)).toBe(0);
    await expectNoAxeViolations(page);
  });

  test("an unknown uuid shows the server's message and a way home", async ({ page, consoleErrors }) => {
    await openViewer(page, '/vid/vid-nope');
    await expect(
      page.getByRole('alert').filter({ hasText: "We couldn't find that Video Greeting. Please check the link." }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Go to the homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
    allowFailedResponses(consoleErrors, [404]);
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`axe finds nothing at ${name} width, with the offer popup open and after it`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openWithPopupOffer(page);
      const dialog = page.getByRole('dialog', { name: 'A free Video Greeting for you' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'Redeem my free greeting' })).toHaveAttribute('href', '/offer-register');
      await expect(comments(page)).toBeVisible();
      await expectNoAxeViolations(page);

      const skip = page.waitForRequest((r) => r.url().includes('/rest/user/actor-info?result=skip'));
      await dialog.getByRole('button', { name: 'Skip' }).click();
      await skip;
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: 'Like' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
