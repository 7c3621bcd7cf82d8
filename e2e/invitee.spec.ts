import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { switchScenario } from './faults';
import {
  allowFailedResponses,
  expect,
  expectNoAxeViolations,
  freshAsDemo,
  openFresh,
  readFakeServer,
  signInAsDemo,
  test,
  VIEWPORTS,
} from './support';

// Invitees (issues 16, 28): /in/{uuid} (several photos and videos in one visit, a first name the
// creator sees), the thank-you and contact pages, the trial path, and uploads that survive a reload.

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const PHOTO = path.join(FIXTURES, 'photo.jpg');
const CLIP = path.join(FIXTURES, 'clip.mp4');

/** Counts the add-clip calls the page sends from now on. */
function countAddClips(page: Page) {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/rest\/fizz\/\d+\/add-clip/.test(r.url())) seen.push(r.url());
  });
  return seen;
}

/** Arriving on a page loads its chunk first: on a busy machine that can take a while. */
const ARRIVE = { timeout: 30_000 };

/** Every file of the visit arrived: the invitee is on the thank-you page, no button pressed (spec part 2 §2). */
async function landsOnSuccess(page: Page) {
  await expect(page).toHaveURL(/\/view-invite-thank-you$/, ARRIVE);
  await expect(page.getByRole('heading', { level: 1, name: 'Success!' })).toBeVisible(ARRIVE);
}

async function openInvite(page: Page, code = 'inv-1001', scenarios: string[] = []) {
  await openFresh(page, `/in/${code}`, scenarios);
  await expect(page.getByRole('heading', { level: 1, name: "You're invited!" })).toBeVisible(ARRIVE);
  await expect(page.getByRole('status', { name: 'Loading the invitation…' })).toHaveCount(0);
}

test.describe('invitee', () => {
  // journeys of several pages, each with its own chunk, uploads and axe runs: on a busy machine they need longer
  test.describe.configure({ timeout: 90_000 });

  test("adds a photo to inv-1001, reaches 'Success!', skips the offer popup and sees the free promotion", async ({ page }) => {
    await openInvite(page);
    await expect(page.getByRole('heading', { level: 2, name: "Alex's Birthday" })).toBeVisible();
    await expect(page.getByText(/Please add a photo or a short video!/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Record a video' })).toHaveAttribute('href', '/in/inv-1001/record/1001');

    const upload = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().includes('/rest/fizz/1001/add-clip?type=invite&uuid=inv-1001'),
    );
    await page.getByLabel('ADD PHOTOS OR VIDEO').setInputFiles(PHOTO);
    await upload;
    await landsOnSuccess(page);

    const popup = page.getByRole('dialog', { name: 'A free Video Greeting for you' });
    await expect(popup.getByRole('heading', { name: 'Thanks for adding to the surprise!' })).toBeVisible();
    const skip = page.waitForRequest((r) => r.method() === 'GET' && r.url().includes('/rest/user/actor-info?result=skip'));
    await popup.getByRole('button', { name: 'Skip' }).click();
    await skip;
    await expect(popup).toBeHidden();
    const promotion = page.getByRole('region', { name: 'Make your own Video Greeting, free' });
    await expect(promotion.getByText('Digital delivery only (via text or email)')).toBeVisible();
    await expect(promotion.getByText('This offer expires in 7 days.')).toBeVisible();
  });

  test("two photos picked at once: a row each with its progress, both arrive, and the invitee lands on 'Success!'", async ({
    page,
  }) => {
    await openInvite(page, 'inv-1001', ['slow']); // each call waits 1.5 s: time to see both rows
    await expect(page.getByRole('button', { name: "I'm done" })).toHaveCount(0);
    const calls = countAddClips(page);
    const photo = readFileSync(PHOTO);
    await page.getByLabel('ADD PHOTOS OR VIDEO').setInputFiles([
      { name: 'first.jpg', mimeType: 'image/jpeg', buffer: photo },
      { name: 'second.jpg', mimeType: 'image/jpeg', buffer: photo },
    ]);
    const rows = page.getByRole('list', { name: 'Uploads' }).getByRole('listitem');
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: 'first.jpg' })).toBeVisible();
    await expect(rows.filter({ hasText: 'second.jpg' })).toBeVisible();
    await expect(page.getByText('Uploading...').first()).toBeVisible();

    await landsOnSuccess(page);
    expect(calls).toHaveLength(2);
    const received = await readFakeServer(page, (db) =>
      db.clips.filter((c) => c.fizzId === 1001 && c.addedBy === 'invitee' && c.uploadId).map((c) => c.isImage),
    );
    expect(received).toEqual([true, true]);
    // the visit is over: coming back starts a new one
    await page.goto('/in/inv-1001');
    await expect(page.getByRole('heading', { level: 2, name: "Alex's Birthday" })).toBeVisible(ARRIVE);
    await expect(page.getByRole('list', { name: "What you've added" })).toHaveCount(0);
  });

  test('a photo and a video at once, one of them refused by the server: the other arrives and is listed, the refused one stays with Dismiss; dismissed, on to Success!', async ({
    page,
    consoleErrors,
  }) => {
    await openInvite(page, 'inv-1001', ['slow']);
    const first = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/add-clip'));
    await page.getByLabel('ADD PHOTOS OR VIDEO').setInputFiles([
      { name: 'clip.mp4', mimeType: 'video/mp4', buffer: readFileSync(CLIP) },
      { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: readFileSync(PHOTO) },
    ]);
    const request = await first;
    await switchScenario(page, 'server-error:add-clip', true);
    await request.response();
    await switchScenario(page, 'server-error:add-clip', false);
    allowFailedResponses(consoleErrors, [500]);

    const rows = page.getByRole('list', { name: 'Uploads' }).getByRole('listitem');
    await expect(rows).toHaveCount(1, ARRIVE);
    await expect(rows.getByRole('alert')).toHaveText('Something went wrong on our side. Please try again.');
    const added = page.getByRole('list', { name: "What you've added" }).getByRole('listitem');
    await expect(added).toHaveCount(1);
    await expect(page).toHaveURL(/\/in\/inv-1001$/);
    await expectNoAxeViolations(page);

    await rows.getByRole('button', { name: /^Dismiss / }).click();
    await landsOnSuccess(page);
  });

  test("a contributor's first name reaches the creator: 'Photo by Jamie' in the editor's clip list", async ({ page }) => {
    await openInvite(page);
    await page.getByLabel('Your first name (optional)').fill('Jamie');
    await page.getByLabel('ADD PHOTOS OR VIDEO').setInputFiles(PHOTO);
    await landsOnSuccess(page);
    const names = await readFakeServer(page, (db) =>
      db.clips.filter((c) => c.fizzId === 1001 && c.addedBy === 'invitee' && c.uploadId).map((c) => c.contributorName),
    );
    expect(names).toEqual(['Jamie']);

    // the creator, in this browser: the demo account opens the greeting
    await signInAsDemo(page);
    await page.goto('/edit/1001');
    await expect(page.getByText('Photo by Jamie')).toBeVisible(ARRIVE);
  });

  test('the whole trial path: /in → upload → Success! → claim → contact → trial register → a signed-in trial user on /browse', async ({
    page,
  }) => {
    await openInvite(page);
    await page.getByLabel('Your first name (optional)').fill('Tess');
    await page.getByLabel('ADD PHOTOS OR VIDEO').setInputFiles(PHOTO);
    await landsOnSuccess(page);
    await page
      .getByRole('dialog', { name: 'A free Video Greeting for you' })
      .getByRole('link', { name: 'Claim my free greeting' })
      .click();

    await expect(page.getByRole('heading', { level: 1, name: 'Claim your free Video Greeting' })).toBeVisible(ARRIVE);
    const submit = page.getByRole('button', { name: 'Continue' });
    await expect(submit).toBeDisabled();
    // the first name given on the invite page is already there
    await expect(page.getByLabel('First name')).toHaveValue('Tess');
    await page.getByLabel('Last name').fill('Trial');
    await page.getByLabel('Email').fill('tess.trial@example.com');
    await submit.click();

    await expect(page).toHaveURL(/\/view-invite-trial-register$/, ARRIVE);
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account for your free Video Greeting' })).toBeVisible(
      ARRIVE,
    );
    // the details just given are carried over, the email's confirmation too: only the password is left
    await expect(page.getByLabel('First name')).toHaveValue('Tess');
    await expect(page.getByLabel('Last name')).toHaveValue('Trial');
    await expect(page.getByLabel('Email', { exact: false }).first()).toHaveValue('tess.trial@example.com');
    await expect(page.getByLabel('Confirm email')).toHaveValue('tess.trial@example.com');
    await page.getByLabel('Password', { exact: false }).first().fill('secret99');
    await page.getByLabel('Confirm password').fill('secret99');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(/\/browse$/, ARRIVE);
    expect(await page.evaluate(() => localStorage.getItem('isAccount'))).toBe('true');
  });

  test('a 500 on file 2 of 5: the other four arrive, file 2 stays with its message and Retry; every row has a thumbnail', async ({
    page,
    consoleErrors,
  }) => {
    await openInvite(page, 'inv-1001', ['slow']); // each call waits 1.5 s: time to switch the fault on and off around file 2
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/add-clip')) sent.push(r.url());
    });
    const second = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/add-clip') && sent.length === 2);
    const names = ['1.jpg', '2.jpg', '3.jpg', '4.jpg'];
    const photo = readFileSync(PHOTO);
    const video = { name: 'clip.mp4', mimeType: 'video/mp4', buffer: readFileSync(CLIP) };
    await page
      .getByLabel('ADD PHOTOS OR VIDEO')
      .setInputFiles([...names.map((name) => ({ name, mimeType: 'image/jpeg', buffer: photo })), video]);

    const rows = page.getByRole('list', { name: 'Uploads' }).getByRole('listitem');
    await expect(rows).toHaveCount(5);
    // a picture per upload: the photo scaled down, a frame of the video
    await expect(rows.locator('img[src^="blob:"]')).toHaveCount(5);

    const secondRequest = await second;
    await switchScenario(page, 'server-error:add-clip', true);
    await secondRequest.response();
    await switchScenario(page, 'server-error:add-clip', false);
    allowFailedResponses(consoleErrors, [500]);

    await expect(rows).toHaveCount(1, ARRIVE);
    await expect(rows.getByText('2.jpg')).toBeVisible();
    await expect(rows.getByRole('alert')).toHaveText('Something went wrong on our side. Please try again.');
    expect(sent).toHaveLength(5);
    await expect(page).toHaveURL(/\/in\/inv-1001$/);

    await rows.getByRole('button', { name: 'Retry 2.jpg' }).click();
    await landsOnSuccess(page);
    expect(sent).toHaveLength(6);
  });

  test('an invite link this browser knows nothing of says why in this demo', async ({ page, consoleErrors }) => {
    await openInvite(page, 'inv-made-in-another-browser');
    await expect(page.getByText("We couldn't find that invitation. Please check the link.")).toBeVisible();
    await expect(
      page.getByText(
        'This demo keeps each greeting in the browser that made it: open this link in that browser, or make a greeting here.',
      ),
    ).toBeVisible();
    allowFailedResponses(consoleErrors, [404]);
  });

  test("a first name the field refuses ('Jo<3' after 'Jo') holds the files; fixed, they go with the name shown, never as 'Jo'", async ({
    page,
  }) => {
    await openInvite(page);
    const name = page.getByLabel('Your first name (optional)');
    await name.fill('Jo');
    await name.pressSequentially('<3');
    await expect(page.getByText('Please write your name as plain text (no < or > or line breaks).')).toBeVisible();
    const calls = countAddClips(page);
    await page.getByLabel('ADD PHOTOS OR VIDEO').setInputFiles(PHOTO);
    await expect(page.getByText('Your photos and videos wait until the name is fixed or the field is empty.')).toBeVisible();
    // the file is in the list, made ready (its thumbnail drawn): the queue has decided, and held it
    await expect(page.getByText('Uploading...').first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Uploads' }).getByRole('listitem').locator('img')).toBeVisible();
    expect(calls).toEqual([]);
    await name.fill('Joanna');
    await landsOnSuccess(page);
    const names = await readFakeServer(page, (db) =>
      db.clips.filter((c) => c.fizzId === 1001 && c.addedBy === 'invitee' && c.uploadId).map((c) => c.contributorName),
    );
    expect(names).toEqual(['Joanna']);
  });

  test('inv-1002 is finished: both messages, and no picker', async ({ page }) => {
    await openInvite(page, 'inv-1002');
    await expect(page.getByRole('heading', { level: 2, name: 'This Video Greeting has already been finished' })).toBeVisible();
    await expect(page.getByText('The Video Greeting has already been sent.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'ADD PHOTOS OR VIDEO' })).toHaveCount(0);
    await expect(page.getByLabel('ADD PHOTOS OR VIDEO')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Record a video' })).toHaveCount(0);
  });

  test("a file failed by a scenario survives a reload and uploads with 'Upload now'", async ({ page, consoleErrors }) => {
    await openInvite(page, 'inv-1001', ['server-error:add-clip']);
    await page.getByLabel('ADD PHOTOS OR VIDEO').setInputFiles(PHOTO);
    const row = page.getByRole('list', { name: 'Uploads' }).getByRole('listitem');
    await expect(row.getByText('Error Uploading')).toBeVisible();
    await expect(row.getByRole('alert')).toHaveText('Something went wrong on our side. Please try again.');
    allowFailedResponses(consoleErrors, [500]);

    // the fault is gone (?scenario= clears it); the page comes back with the file, and sends nothing on its own
    const calls = countAddClips(page);
    await page.clock.install();
    await page.goto('/in/inv-1001?scenario=');
    await expect(page.getByText('1 file did not finish uploading')).toBeVisible(ARRIVE);
    await expect(row.getByText('photo.jpg')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove' })).toBeVisible();
    // a minute of the page's timers goes by: the file is still held (one sent leaves that state)
    await page.clock.runFor(60_000);
    await expect(page.getByText('1 file did not finish uploading')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload now' })).toBeVisible();
    expect(calls).toEqual([]);

    await page.getByRole('button', { name: 'Upload now' }).click();
    await landsOnSuccess(page);
    expect(calls).toHaveLength(1);
    // it arrived: nothing is kept to offer again
    await page.goto('/in/inv-1001');
    await expect(page.getByRole('heading', { level: 2, name: "Alex's Birthday" })).toBeVisible(ARRIVE);
    await expect(page.getByText(/did not finish uploading/)).toHaveCount(0);
  });

  test("the editor too: a failed upload survives a reload and goes with 'Upload now'", async ({ page, consoleErrors }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await freshAsDemo(page, ['server-error:add-clip']);
    await page.goto('/edit/1001');
    await expect(page.getByRole('button', { name: 'Add photos or videos' })).toBeVisible(ARRIVE);
    await page.getByLabel('Add photos or videos').setInputFiles(PHOTO);
    await expect(page.getByText('Something went wrong on our side. Please try again.')).toBeVisible();
    allowFailedResponses(consoleErrors, [500]);

    await page.goto('/edit/1001?scenario=');
    await expect(page.getByText('1 file did not finish uploading')).toBeVisible(ARRIVE);
    await page.getByRole('button', { name: 'Upload now' }).click();
    await expect(page.getByText('Upload successful!')).toBeVisible();
    await expect(page.getByText(/did not finish uploading/)).toHaveCount(0);
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`axe finds nothing on /in, with a failed upload too, at ${name} width`, async ({ page, consoleErrors }) => {
      await page.setViewportSize(viewport);
      await openInvite(page, 'inv-1001', ['server-error:add-clip']);
      await expect(page.getByRole('heading', { level: 2, name: "Alex's Birthday" })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByLabel('ADD PHOTOS OR VIDEO').setInputFiles(PHOTO);
      await expect(page.getByText('Error Uploading')).toBeVisible();
      allowFailedResponses(consoleErrors, [500]);
      await expectNoAxeViolations(page);
    });

    test(`axe finds nothing on the thank-you page (offer popup, then the promotion) at ${name} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openInvite(page); // ties this visitor to inv-1001, whose offer is a popup
      // (once its session is kept: leaving before would lose the tie)
      await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'sessionId')).toBe(true);
      await page.goto('/view-invite-thank-you');
      await expect(page.getByRole('heading', { level: 1, name: 'Success!' })).toBeVisible(ARRIVE);
      // 'Success!' shows at once; the offer arrives after it (its own section)
      await expect(page.getByRole('dialog', { name: 'A free Video Greeting for you' })).toBeVisible(ARRIVE);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Skip' }).click();
      await expect(page.getByRole('region', { name: 'Make your own Video Greeting, free' })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test(`axe finds nothing on the contact page, with a field message, at ${name} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openFresh(page, '/view-invite-contact');
      await expect(page.getByRole('heading', { level: 1, name: 'Claim your free Video Greeting' })).toBeVisible(ARRIVE);
      await page.getByLabel('First name').focus();
      await page.getByLabel('Last name').focus(); // the first name's message shows
      await expect(page.getByText('Please enter your first name.')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
