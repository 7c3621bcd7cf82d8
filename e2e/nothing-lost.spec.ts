import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  allowCutCalls,
  canLoseAnswers,
  clipsOf1001,
  closeTabAndReopen,
  cutNetwork,
  keptRecordings,
  recordFor,
  keptUploads,
  loseAnswer,
  lostAnswers,
  newClips,
  noScenariosAfterReload,
  reloadNow,
  restGet,
  restoreNetwork,
  switchScenario,
  watchCalls,
} from './faults';
import { expect, fillCard, freshAsDemo, openFresh, payButton, test } from './support';

// Issue 20 part 2, "Nothing lost": journeys that cut the network, reload or close the tab at the
// worst moment, and count what was at risk, what was kept, what the server has, what was lost and
// what arrived twice. Each journey prints one line; the last worker to finish prints the total.
// How the faults are made: faults.ts.
//
// Already proven elsewhere, not repeated: a failed upload kept across a reload (invitee.spec, both
// pages), a reload mid-recording (recorder.spec), a reload mid-payment (checkout.spec), typed text
// across a failed save and a reload (personalise.spec).

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const PHOTO = readFileSync(path.join(FIXTURES, 'photo.jpg'));
const photos = (...names: string[]) => names.map((name) => ({ name, mimeType: 'image/jpeg', buffer: PHOTO }));

/** Arriving on a page loads its chunk first: on a busy machine that can take a while. */
const ARRIVE = { timeout: 30_000 };

/** Once every file is in, the invitee goes on to the thank-you page by itself (spec part 2 §2). */
async function finishInviteeVisit(page: Page) {
  await expect(page).toHaveURL(/\/view-invite-thank-you$/, ARRIVE);
}

// ------------------------------------------------------------------ the tally

type Outcome = {
  journey: string;
  /** Things the user made that the fault could destroy: files, a recording, a payment, an order, typed fields, a comment. */
  atRisk: number;
  /** Where they were right after the fault: on screen and in storage. */
  kept: string;
  /** What the server holds at the end. */
  server: string;
  lost: number;
  duplicates: number;
};

/** Every journey of this file, by the name its line is printed with. */
const J = {
  editorCut: 'editor, network cut mid-upload',
  editorClosed: 'editor, tab closed mid-upload',
  inviteeCut: 'invitee, network cut mid-upload',
  inviteeReload: 'invitee, reload mid-upload',
  recorderClosed: 'recorder, tab closed mid-recording',
  recorderCut: 'recorder, network cut as the recording uploads',
  payCut: 'checkout, network cut as the payment is taken',
  payClosed: 'checkout, tab closed while paying',
  reorderReload: 'reorder, reload right after',
  personaliseClosed: 'personalise, tab closed while typing',
  editFieldsReload: 'edit dialog, reload while typing',
  commentCut: 'comment, network cut as it is posted',
  commentReload: 'comment, reload while posting',
} as const;
const tallyDir = () => path.join(test.info().project.outputDir, 'nothing-lost');

/** One journey's line (printed, and filed for the total); it must have lost nothing and doubled nothing. */
function report(outcome: Outcome) {
  const { journey, atRisk, kept, server, lost, duplicates } = outcome;
  console.info(
    `nothing lost · ${journey}: ${atRisk} at risk; kept: ${kept}; server: ${server}; ${lost} lost, ${duplicates} duplicates`,
  );
  mkdirSync(tallyDir(), { recursive: true });
  writeFileSync(path.join(tallyDir(), `${journey.replace(/[^a-z0-9]+/gi, '-')}.json`), JSON.stringify(outcome));
  expect(lost, `${journey}: items lost`).toBe(0);
  expect(duplicates, `${journey}: duplicates`).toBe(0);
}

// ------------------------------------------------------------------ pages

const uploadRows = (page: Page) => page.getByRole('list', { name: 'Uploads' }).getByRole('listitem');

async function openEditor(page: Page) {
  await freshAsDemo(page);
  await page.goto('/edit/1001');
  await expect(page.getByRole('heading', { level: 1, name: "Alex's Birthday" })).toBeVisible(ARRIVE);
  await expect(page.locator('[data-clip-id]').first()).toBeVisible();
}

async function openInvite(page: Page) {
  await openFresh(page, '/in/inv-1001');
  await expect(page.getByRole('heading', { level: 2, name: "Alex's Birthday" })).toBeVisible(ARRIVE);
}

/** The demo user on the recorder of greeting 1001, the camera live. */
async function openRecorder(page: Page) {
  await freshAsDemo(page);
  await page.goto('/record/1001');
  await expect(page.getByRole('button', { name: 'Start recording' })).toBeEnabled(ARRIVE);
  await expect
    .poll(() =>
      page.getByLabel('Your camera (shown mirrored, as in a mirror)').evaluate((v: HTMLVideoElement) => v.videoWidth > 0),
    )
    .toBe(true);
}

/** The demo user finishes 1001 (the combine request and the lock, as the preview page would) and opens its checkout. */
async function openCheckout(page: Page) {
  await freshAsDemo(page);
  await page.evaluate(async () => {
    for (const [method, url] of [
      ['PUT', '/rest/fizz/1001/new-finalize'],
      ['POST', '/rest/fizz/1001/lockdown'],
    ]) {
      const res = await fetch(url, { method, headers: { 'X-Session-Id': 'sess-demo' } });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status}`);
    }
  });
  await page.goto('/checkout/1001');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible(ARRIVE);
}

/** The pay calls of this tab, and those the server answered with a charge (200). */
function watchCharges(page: Page) {
  const seen = { calls: 0, length: 0 };
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/rest/payments/fizz/1001/pay')) seen.calls += 1;
  });
  page.on('response', (r) => {
    if (r.request().method() === 'POST' && r.url().endsWith('/rest/payments/fizz/1001/pay') && r.status() === 200)
      seen.length += 1;
  });
  return seen;
}

const isPaid = async (page: Page) =>
  (await restGet<{ item: { hasPaid: boolean } }>(page, '/rest/fizz/1001/detail', 'sess-demo')).item.hasPaid;

/** The clip order on screen. */
const shownOrder = (page: Page) =>
  page.locator('[data-clip-id]').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-clip-id'))));

async function openViewer(page: Page) {
  await openFresh(page, '/vid/vid-1003');
  await expect(comments(page)).toBeVisible(ARRIVE);
}

const comments = (page: Page) => page.getByRole('list', { name: /^\d+ comments?$/ });

async function fillComment(form: ReturnType<Page['getByRole']>, body: string) {
  await form.getByLabel('First name').fill('Ana');
  await form.getByLabel('Last name').fill('Ruiz');
  await form.getByLabel('Your comment').fill(body);
}

/** How many of vid-1003's comments (roots and replies) the server holds with this text. */
async function commentsSaying(page: Page, body: string): Promise<number> {
  type Answer = { comments: { body: string; childComments: { body: string }[] }[] };
  const { comments: roots } = await restGet<Answer>(page, '/rest/fizz/vid-1003/comment');
  return roots.flatMap((c) => [c, ...c.childComments]).filter((c) => c.body === body).length;
}

/** Waits until the `n`th call (1-based) matching `pattern` has been sent. */
const nthRequest = (page: Page, pattern: RegExp, n: number) => {
  let seen = 0;
  return page.waitForRequest((r) => r.method() === 'POST' && pattern.test(r.url()) && ++seen === n);
};

const ADD_CLIP = /\/rest\/fizz\/1001\/add-clip\?/;

// ------------------------------------------------------------------ journeys

test.describe('nothing lost', () => {
  test.describe.configure({ timeout: 60_000 });

  // the worker that finishes last has every journey's line: it prints the total (one of two finishing together)
  test.afterAll(() => {
    const dir = tallyDir();
    if (!existsSync(dir)) return;
    const outcomes = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Outcome);
    if (outcomes.length < Object.keys(J).length) return;
    try {
      closeSync(openSync(path.join(dir, 'printed'), 'wx'));
    } catch {
      return;
    }
    const sum = (key: 'atRisk' | 'lost' | 'duplicates') => outcomes.reduce((n, o) => n + o[key], 0);
    console.info(
      `nothing lost: ${outcomes.length} journeys, ${sum('atRisk')} items at risk, ${sum('lost')} lost, ${sum('duplicates')} duplicates`,
    );
  });

  test('editor: the network drops mid-upload, after the server took file 2 of 3', async ({ page }) => {
    await canLoseAnswers(page);
    await openEditor(page);
    const before = await clipsOf1001(page);
    const sent = watchCalls(page, ADD_CLIP);
    await loseAnswer(page, '^POST /rest/fizz/1001/add-clip$', 1);
    await page.getByLabel('Add photos or videos').setInputFiles(photos('one.jpg', 'two.jpg', 'three.jpg'));

    // file 2's answer never came: it shows the connection message; file 3 waits for the connection
    await expect(uploadRows(page).filter({ hasText: 'two.jpg' }).getByRole('alert')).toHaveText('Upload Failed');
    await expect(page.getByText('1 file did not finish uploading')).toBeVisible();
    expect(await lostAnswers(page)).toBe(1);
    await cutNetwork(page);
    const keptOnScreen = await uploadRows(page).count();
    const keptInStorage = await keptUploads(page, 'edit:1001');
    await restoreNetwork(page);
    const atFault = newClips(before, await clipsOf1001(page));

    // the connection is back: both are offered; file 2 is looked up first, not sent again
    await expect(page.getByText('2 files did not finish uploading')).toBeVisible();
    await page.getByRole('button', { name: 'Upload now' }).click();
    await expect(page.getByText(/did not finish uploading/)).toHaveCount(0);
    await expect(uploadRows(page)).toHaveCount(0);
    await expect(page.locator('[data-clip-id]')).toHaveCount(before.length + 3);
    const after = newClips(before, await clipsOf1001(page));
    report({
      journey: J.editorCut,
      atRisk: 3,
      kept: `${keptOnScreen} on screen, ${keptInStorage} in IndexedDB, ${atFault.added} already on the server`,
      server: `${after.added} new clips from ${after.distinct} uploads (${sent.length} add-clip calls)`,
      lost: 3 - after.distinct,
      duplicates: after.added - after.distinct,
    });
  });

  test('editor: the tab closes while file 2 of 3 is on its way', async ({ page, consoleErrors }) => {
    await openEditor(page);
    const before = await clipsOf1001(page);
    await switchScenario(page, 'slow', true); // each call waits 1.5 s: the close lands while file 2 is out
    const second = nthRequest(page, ADD_CLIP, 2);
    await page.getByLabel('Add photos or videos').setInputFiles(photos('one.jpg', 'two.jpg', 'three.jpg'));
    await second;
    const tab = await closeTabAndReopen(page, consoleErrors);

    await tab.goto('/edit/1001');
    await expect(tab.getByText('2 files did not finish uploading')).toBeVisible(ARRIVE);
    const keptOnScreen = await uploadRows(tab).count();
    const keptInStorage = await keptUploads(tab, 'edit:1001');
    const atFault = newClips(before, await clipsOf1001(tab));
    await tab.getByRole('button', { name: 'Upload now' }).click();
    await expect(tab.getByText(/did not finish uploading/)).toHaveCount(0);
    await expect(uploadRows(tab)).toHaveCount(0);
    await expect(tab.locator('[data-clip-id]')).toHaveCount(before.length + 3);
    const after = newClips(before, await clipsOf1001(tab));
    report({
      journey: J.editorClosed,
      atRisk: 3,
      kept: `${keptOnScreen} offered in a new tab, ${keptInStorage} in IndexedDB, ${atFault.added} on the server`,
      server: `${after.added} new clips from ${after.distinct} uploads`,
      lost: 3 - after.distinct,
      duplicates: after.added - after.distinct,
    });
  });

  test('invitee: the network drops while file 2 of 3 is on its way', async ({ page, consoleErrors }) => {
    await openInvite(page);
    const before = await clipsOf1001(page);
    await switchScenario(page, 'slow', true);
    const second = nthRequest(page, ADD_CLIP, 2);
    await page.getByLabel('ADD PHOTOS OR VIDEO').setInputFiles(photos('one.jpg', 'two.jpg', 'three.jpg'));
    await second;
    await cutNetwork(page);
    await expect(uploadRows(page).filter({ hasText: 'two.jpg' }).getByRole('alert')).toHaveText('Upload Failed', ARRIVE);
    await expect(page.getByText('1 file did not finish uploading')).toBeVisible();
    const keptOnScreen = await uploadRows(page).count();
    const keptInStorage = await keptUploads(page, 'invite:inv-1001');
    await switchScenario(page, 'slow', false);
    await restoreNetwork(page);
    allowCutCalls(consoleErrors);
    const atFault = newClips(before, await clipsOf1001(page));

    await expect(page.getByText('2 files did not finish uploading')).toBeVisible();
    await page.getByRole('button', { name: 'Upload now' }).click();
    await finishInviteeVisit(page);
    const after = newClips(before, await clipsOf1001(page));
    report({
      journey: J.inviteeCut,
      atRisk: 3,
      kept: `${keptOnScreen} on screen, ${keptInStorage} in IndexedDB, ${atFault.added} on the server`,
      server: `${after.added} new clips from ${after.distinct} uploads`,
      lost: 3 - after.distinct,
      duplicates: after.added - after.distinct,
    });
  });

  test('invitee: a reload while file 2 of 3 is on its way', async ({ page }) => {
    await openInvite(page);
    const before = await clipsOf1001(page);
    await switchScenario(page, 'slow', true);
    const second = nthRequest(page, ADD_CLIP, 2);
    await page.getByLabel('ADD PHOTOS OR VIDEO').setInputFiles(photos('one.jpg', 'two.jpg', 'three.jpg'));
    await second;
    await noScenariosAfterReload(page);
    await reloadNow(page);
    await expect(page.getByText('2 files did not finish uploading')).toBeVisible(ARRIVE);
    const keptOnScreen = await uploadRows(page).count();
    const keptInStorage = await keptUploads(page, 'invite:inv-1001');
    const atFault = newClips(before, await clipsOf1001(page));

    await page.getByRole('button', { name: 'Upload now' }).click();
    await finishInviteeVisit(page);
    const after = newClips(before, await clipsOf1001(page));
    report({
      journey: J.inviteeReload,
      atRisk: 3,
      kept: `${keptOnScreen} offered after the reload, ${keptInStorage} in IndexedDB, ${atFault.added} on the server`,
      server: `${after.added} new clips from ${after.distinct} uploads`,
      lost: 3 - after.distinct,
      duplicates: after.added - after.distinct,
    });
  });

  test('recorder: the tab closes 2 s into a recording', async ({ page, consoleErrors }) => {
    await openRecorder(page);
    const before = await clipsOf1001(page);
    await recordFor(page, 2, { stored: true });
    const tab = await closeTabAndReopen(page, consoleErrors);

    await tab.goto('/record/1001');
    const kept = tab.getByRole('region', { name: 'Your recording' });
    await expect(kept.getByText('We kept a video you recorded here that was not uploaded.')).toBeVisible(ARRIVE);
    const keptInStorage = await keptRecordings(tab);
    await kept.getByRole('button', { name: 'Upload' }).click();
    await expect(tab).toHaveURL('/edit/1001', ARRIVE);
    await expect(tab.locator('[data-clip-id]')).toHaveCount(before.length + 1);
    const after = newClips(before, await clipsOf1001(tab));
    report({
      journey: J.recorderClosed,
      atRisk: 1,
      kept: `offered in a new tab, ${keptInStorage} in IndexedDB`,
      server: `${after.added} new clip from ${after.distinct} recording; ${await keptRecordings(tab)} left in IndexedDB`,
      lost: 1 - after.distinct,
      duplicates: after.added - after.distinct,
    });
  });

  test('recorder: the network drops as the recording uploads, after the server took it', async ({ page }) => {
    await canLoseAnswers(page);
    await openRecorder(page);
    const before = await clipsOf1001(page);
    const sent = watchCalls(page, ADD_CLIP);
    await recordFor(page, 2);
    await page.getByRole('button', { name: 'Stop recording' }).click();
    await loseAnswer(page, '^POST /rest/fizz/1001/add-clip$');
    await page.getByRole('dialog', { name: 'Ready to upload?' }).getByRole('button', { name: 'Upload' }).click();

    const kept = page.getByRole('region', { name: 'Your recording' });
    await expect(kept.getByText('Your video did not upload. It is kept here: upload it again, or download it.')).toBeVisible();
    await expect(page.getByRole('main').getByText('Upload Failed', { exact: true })).toBeVisible();
    const keptInStorage = await keptRecordings(page);
    const atFault = newClips(before, await clipsOf1001(page));
    await kept.getByRole('button', { name: 'Upload' }).click();
    await expect(page).toHaveURL('/edit/1001', ARRIVE);
    await expect(page.locator('[data-clip-id]')).toHaveCount(before.length + 1);
    const after = newClips(before, await clipsOf1001(page));
    report({
      journey: J.recorderCut,
      atRisk: 1,
      kept: `on screen with Upload, ${keptInStorage} in IndexedDB, ${atFault.added} already on the server`,
      server: `${after.added} new clip from ${after.distinct} recording (${sent.length} add-clip calls)`,
      lost: 1 - after.distinct,
      duplicates: after.added - after.distinct,
    });
  });

  test('checkout: the network drops as the payment is taken; the page finds it paid and charges nothing more', async ({
    page,
  }) => {
    await canLoseAnswers(page);
    const charges = watchCharges(page);
    await openCheckout(page);
    await fillCard(page, '4242 4242 4242 4242');
    await loseAnswer(page, '^POST /rest/payments/fizz/1001/pay$');
    await payButton(page).click();

    // the answer is lost, the payment was taken: the page asks the greeting, and this is its success
    await expect(page).toHaveURL(/\/thank-you-digital\/1001$/, ARRIVE);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your purchase' })).toBeVisible();
    expect(await lostAnswers(page)).toBe(1);
    const purchases = await page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'purchase').length);
    const paid = await isPaid(page);
    report({
      journey: J.payCut,
      atRisk: 1,
      kept: `the page asked the greeting and went on to the thank-you page (${purchases} purchase event)`,
      server: `paid: ${paid}, ${charges.length} successful charge(s) of ${charges.calls} pay call(s)`,
      lost: paid && purchases === 1 ? 0 : 1,
      duplicates: Math.max(0, charges.length - 1),
    });
  });

  test('checkout: the tab closes while the payment is on its way', async ({ page, consoleErrors }) => {
    const charges = watchCharges(page);
    await openCheckout(page);
    await fillCard(page, '4242 4242 4242 4242');
    await switchScenario(page, 'slow', true);
    const paying = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/rest/payments/fizz/1001/pay'));
    await payButton(page).click();
    await paying;
    const tab = await closeTabAndReopen(page, consoleErrors);
    const moreCharges = watchCharges(tab);

    await tab.goto('/checkout/1001');
    await expect(tab.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible(ARRIVE);
    const paidAtFault = await isPaid(tab);
    await fillCard(tab, '4242 4242 4242 4242');
    await payButton(tab).click();
    await expect(tab).toHaveURL(/\/thank-you-digital\/1001$/, ARRIVE);
    const paid = await isPaid(tab);
    const total = charges.length + moreCharges.length;
    report({
      journey: J.payClosed,
      atRisk: 1,
      kept: `checkout offered again in a new tab; paid on the server: ${paidAtFault}`,
      server: `paid: ${paid}, ${total} successful charge(s)`,
      lost: paid ? 0 : 1,
      duplicates: Math.max(0, total - 1),
    });
  });

  test('reorder: a move by keyboard, one by a move button, and a reload before the saves are answered', async ({ page }) => {
    await openEditor(page);
    const order = [5001, 5002, 5003, 5004, 5005];
    expect(await shownOrder(page)).toEqual(order);
    await switchScenario(page, 'slow', true); // the saves are still out when the reload comes
    const saving = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/rest/video/rearrange'));
    // keyboard: Space picks up, an arrow moves, Space drops (each step waits for what a screen reader hears)
    const heard = page.locator('[id^="DndLiveRegion"]');
    await page.getByRole('button', { name: 'Reorder Best day ever' }).focus();
    await page.keyboard.press('Space');
    await expect(heard).toHaveText(/^Picked up Best day ever/);
    await page.keyboard.press('ArrowDown');
    await expect(heard).toHaveText('Best day ever is over position 2 of 5.');
    await page.keyboard.press('Space');
    await saving;
    await page.getByRole('button', { name: 'Move Love you! up' }).click();
    const wanted = [5002, 5001, 5003, 5005, 5004];
    await expect.poll(() => shownOrder(page)).toEqual(wanted);
    const keptInStorage = await page.evaluate(() => localStorage.getItem('draft:clip-order:1001'));
    await noScenariosAfterReload(page);
    await reloadNow(page);

    await expect(page.locator('[data-clip-id]').first()).toBeVisible(ARRIVE);
    const shown = await shownOrder(page);
    const savedOrder = async () => (await clipsOf1001(page)).map((c) => c.id);
    // a kept order may still be on its way to the server: give it a moment, then read what is there
    await expect
      .poll(savedOrder, { timeout: 5_000 })
      .toEqual(wanted)
      .catch(() => undefined);
    const saved = await savedOrder();
    report({
      journey: J.reorderReload,
      atRisk: 1,
      kept: `in storage ${keptInStorage ?? 'nothing'}; after the reload the screen shows ${shown.join(',')}`,
      server: `order ${saved.join(',')}`,
      lost: saved.join() === wanted.join() ? 0 : 1,
      duplicates: 0,
    });
  });

  test('personalise: the tab closes while typing on /create/101', async ({ page, consoleErrors }) => {
    await freshAsDemo(page);
    await page.goto('/create/101');
    const typed = { Name: 'Kim', 'Line 1': 'Happy day, Kim!' };
    for (const [field, text] of Object.entries(typed)) await page.getByRole('textbox', { name: new RegExp(field) }).fill(text);
    const tab = await closeTabAndReopen(page, consoleErrors);

    await tab.goto('/create/101');
    await expect(tab.getByRole('heading', { level: 1, name: 'Personalize your Video Greeting' })).toBeVisible(ARRIVE);
    let back = 0;
    for (const [field, text] of Object.entries(typed)) {
      if ((await tab.getByRole('textbox', { name: new RegExp(field) }).inputValue()) === text) back += 1;
    }
    report({
      journey: J.personaliseClosed,
      atRisk: 2,
      kept: `${back} of 2 typed fields back in a new tab`,
      server: 'nothing sent (Next not pressed)',
      lost: 2 - back,
      duplicates: 0,
    });
  });

  test("edit dialog: a reload while typing the greeting's text", async ({ page }) => {
    await openEditor(page);
    const typed = { Name: 'Alexandra', 'Line 1': 'Happy 30th!' };
    await page.getByRole('button', { name: 'Edit My Video Greeting' }).click();
    let dialog = page.getByRole('dialog', { name: 'Edit My Video Greeting' });
    for (const [field, text] of Object.entries(typed)) await dialog.getByRole('textbox', { name: new RegExp(field) }).fill(text);
    await reloadNow(page);

    await page.getByRole('button', { name: 'Edit My Video Greeting' }).click(ARRIVE);
    dialog = page.getByRole('dialog', { name: 'Edit My Video Greeting' });
    let back = 0;
    for (const [field, text] of Object.entries(typed)) {
      if ((await dialog.getByRole('textbox', { name: new RegExp(field) }).inputValue()) === text) back += 1;
    }
    report({
      journey: J.editFieldsReload,
      atRisk: 2,
      kept: `${back} of 2 typed fields back in the dialog after the reload`,
      server: 'nothing sent (Save not pressed)',
      lost: 2 - back,
      duplicates: 0,
    });
  });

  test('comment: the network drops as it is posted, after the server took it; posting again adds no second one', async ({
    page,
  }) => {
    await canLoseAnswers(page);
    await openViewer(page);
    const form = page.getByRole('form', { name: 'Add a comment' });
    await fillComment(form, 'A heartfelt hello from Ana');
    await loseAnswer(page, '^POST /rest/fizz/vid-1003/comment$');
    await form.getByRole('button', { name: 'Post comment' }).click();
    await expect(form.getByText('Could not load. Please try again.')).toBeVisible();
    const keptOnScreen = await form.getByLabel('Your comment').inputValue();
    const atFault = await commentsSaying(page, 'A heartfelt hello from Ana');

    await form.getByRole('button', { name: 'Post comment' }).click();
    await expect(page.getByRole('article', { name: 'Comment by Ana Ruiz' })).toHaveCount(1);
    await expect(form.getByLabel('Your comment')).toHaveValue('');
    const onServer = await commentsSaying(page, 'A heartfelt hello from Ana');
    report({
      journey: J.commentCut,
      atRisk: 1,
      kept: `the form as typed (${keptOnScreen.length} characters); ${atFault} already on the server`,
      server: `${onServer} comment(s) with that text`,
      lost: onServer ? 0 : 1,
      duplicates: Math.max(0, onServer - 1),
    });
  });

  test('comment: a reload while it is being posted', async ({ page }) => {
    await openViewer(page);
    const form = page.getByRole('form', { name: 'Add a comment' });
    await fillComment(form, 'Posted as the page reloaded');
    await switchScenario(page, 'slow', true);
    const posting = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/rest/fizz/vid-1003/comment'));
    await form.getByRole('button', { name: 'Post comment' }).click();
    await posting;
    await noScenariosAfterReload(page);
    await reloadNow(page);

    await expect(comments(page)).toBeVisible(ARRIVE);
    const onServerAtFault = await commentsSaying(page, 'Posted as the page reloaded');
    const keptOnScreen = (await form.getByLabel('Your comment').inputValue()) === 'Posted as the page reloaded';
    // what the page offers: post what it kept (if the server does not have it already)
    if (keptOnScreen) await form.getByRole('button', { name: 'Post comment' }).click();
    await expect(page.getByRole('article', { name: 'Comment by Ana Ruiz' })).toHaveCount(onServerAtFault || keptOnScreen ? 1 : 0);
    const onServer = await commentsSaying(page, 'Posted as the page reloaded');
    report({
      journey: J.commentReload,
      atRisk: 1,
      kept: `in the form after the reload: ${keptOnScreen}; on the server: ${onServerAtFault}`,
      server: `${onServer} comment(s) with that text`,
      lost: onServer ? 0 : 1,
      duplicates: Math.max(0, onServer - 1),
    });
  });
});
