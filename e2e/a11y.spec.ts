import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { documentTitle } from '@/app/routeHeads';
import { PAGE_ROUTES } from '@/app/routeManifest';
import { expect, expectNoAxeViolations, expectPlaying, freshAsDemo, openFresh, test, VIEWPORTS } from './support';

// Issue 20 part 4: axe (wcag2a/aa, 2.1 a/aa, 2.2 aa) at 1280 and 375 px on every route of the route
// table and on every dialog those routes open, and journeys by keyboard alone with the focus visible.

const PHOTO = readFileSync(path.join(import.meta.dirname, 'fixtures', 'photo.jpg'));
/** `count` photos with names of their own. */
const photos = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ name: `photo-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer: PHOTO }));

type Who = 'anyone' | 'demo';
type RouteCase = {
  /** the path pattern exactly as the route manifest (src/app/routeManifest.ts) writes it */
  route: string;
  /** a concrete URL for it, with fixture ids and codes (docs/fake-server.md "Demo fixtures") */
  url: string;
  /** 'anyone': a fresh visitor, not signed in; 'demo': the demo account */
  as: Who;
  /** the page's h1 to wait for */
  h1: string | RegExp;
  /** something that shows once the page's later content (after its first data) is in */
  ready?: (page: Page) => Locator;
  /** the document's title where the page names itself from its data (else its route head's) */
  title?: string;
};

/**
 * The route table, row by row (src/app/routeManifest.ts; the table-check test below fails when a path
 * is missing here). None of these URLs redirects: every page is checked where it is.
 */
const ROUTES: RouteCase[] = [
  // discovery
  {
    route: '/',
    url: '/',
    as: 'anyone',
    h1: 'A video greeting from everyone',
    ready: (p) => p.getByRole('link', { name: 'See all Birthday designs' }),
  },
  {
    route: '/browse',
    url: '/browse',
    as: 'anyone',
    h1: 'Choose an occasion',
    ready: (p) => p.getByRole('region', { name: 'All occasions' }),
  },
  {
    route: '/theme/:themeId',
    url: '/theme/1?back=landing',
    as: 'anyone',
    h1: 'Birthday',
    ready: (p) => p.getByRole('list', { name: 'Birthday designs' }),
    title: 'Birthday Video Greetings',
  },
  {
    route: '/video-greeting/:slug',
    url: '/video-greeting/birthday-balloons',
    as: 'anyone',
    h1: /^Birthday Balloons/,
    title: 'Birthday Balloons: a video greeting from everyone',
  },
  {
    route: '/:slug',
    url: '/wedding-bells',
    as: 'anyone',
    h1: 'Wedding Bells: a video greeting from everyone',
    title: 'Wedding Bells: a video greeting from everyone',
  },
  { route: '/free-july', url: '/free-july', as: 'anyone', h1: 'A free Video Greeting this July' },
  { route: '/free-adobe', url: '/free-adobe', as: 'anyone', h1: 'Your free Video Greeting from Adobe' },
  { route: '/free-hmkhq-event', url: '/free-hmkhq-event', as: 'anyone', h1: 'The event offer is over' },
  // help
  { route: '/faq', url: '/faq', as: 'anyone', h1: 'Frequently Asked Questions' },
  { route: '/tutorials', url: '/tutorials', as: 'anyone', h1: 'Tutorials' },
  { route: '/terms', url: '/terms', as: 'anyone', h1: 'Terms of Use' },
  { route: '/privacy-policy', url: '/privacy-policy?inapp=1', as: 'anyone', h1: 'Privacy Policy' },
  { route: '/template-base-markup', url: '/template-base-markup', as: 'anyone', h1: 'Style guide' },
  // accounts
  { route: '/login', url: '/login', as: 'anyone', h1: 'Sign In' },
  { route: '/login/:redirect', url: '/login/%2Finvite-others%2F1001', as: 'anyone', h1: 'Sign In' },
  { route: '/register', url: '/register', as: 'anyone', h1: 'Create an account' },
  { route: '/register/:redirect', url: '/register/%2Fcreate%2F101', as: 'anyone', h1: 'Create an account' },
  { route: '/password-reset', url: '/password-reset', as: 'anyone', h1: 'Reset your password' },
  { route: '/change-password/:otp', url: '/change-password/otp-demo', as: 'anyone', h1: 'Change password' },
  {
    route: '/alert-reset-viewed/:otp/:greetingId',
    url: '/alert-reset-viewed/otp-demo/1004',
    as: 'anyone',
    h1: 'Your Alert Has Been Reset',
  },
  { route: '/signup-checkout/:greetingId', url: '/signup-checkout/1002', as: 'anyone', h1: 'Create an account to check out' },
  {
    route: '/signup-thank-you/:greetingId',
    url: '/signup-thank-you/1002',
    as: 'anyone',
    h1: 'Create an account to save your Video Greeting',
  },
  { route: '/offer-login', url: '/offer-login', as: 'anyone', h1: 'Sign in to claim your offer' },
  { route: '/offer-register', url: '/offer-register', as: 'anyone', h1: 'Create an account to claim your offer' },
  {
    route: '/view-invite-trial-login',
    url: '/view-invite-trial-login',
    as: 'anyone',
    h1: 'Sign in to start your free Video Greeting',
  },
  {
    route: '/view-invite-trial-register',
    url: '/view-invite-trial-register',
    as: 'anyone',
    h1: 'Create an account for your free Video Greeting',
  },
  { route: '/change-password', url: '/change-password', as: 'demo', h1: 'Change password' },
  // making a greeting (the demo account's greeting in progress, 1001)
  { route: '/create/:taId', url: '/create/101', as: 'demo', h1: 'Personalize your Video Greeting' },
  { route: '/change/:greetingId', url: '/change/1001', as: 'demo', h1: 'Personalize your Video Greeting' },
  {
    route: '/list',
    url: '/list',
    as: 'demo',
    h1: 'My Video Greetings',
    ready: (p) => p.getByRole('heading', { name: "Alex's Birthday" }),
  },
  {
    route: '/edit/:greetingId',
    url: '/edit/1001',
    as: 'demo',
    h1: "Alex's Birthday",
    ready: (p) => p.locator('[data-clip-id]').first(),
  },
  { route: '/invite', url: '/invite?fizzId=1001', as: 'demo', h1: 'Invite Friends to Contribute' },
  { route: '/invite-others/:greetingId', url: '/invite-others/1001', as: 'demo', h1: 'Invite Friends to Contribute' },
  {
    route: '/record/:greetingId',
    url: '/record/1001',
    as: 'demo',
    h1: 'Record a video',
    ready: (p) => p.getByRole('button', { name: 'Start recording' }),
  },
  {
    route: '/record-thank-you',
    url: '/record-thank-you',
    as: 'demo',
    h1: 'Record a thank-you video',
    ready: (p) => p.getByRole('button', { name: 'Start recording' }),
  },
  {
    route: '/record-thank-you/:greetingId',
    url: '/record-thank-you/1003',
    as: 'demo',
    h1: 'Record a thank-you video',
    ready: (p) => p.getByRole('button', { name: 'Start recording' }),
  },
  { route: '/preview/:greetingId', url: '/preview/1001', as: 'demo', h1: 'Preview your Video Greeting' },
  { route: '/preview-thank-you/:greetingId', url: '/preview-thank-you/1003', as: 'demo', h1: 'Preview your Video Greeting' },
  // checkout and thank-you pages (1002 finished and unpaid, 1003 paid, 1004 a physical card)
  {
    route: '/checkout/:greetingId',
    url: '/checkout/1002',
    as: 'demo',
    h1: 'Checkout',
    ready: (p) => p.getByLabel(/^Card number/),
  },
  { route: '/thank-you-digital/:greetingId', url: '/thank-you-digital/1003', as: 'demo', h1: 'Thank you for your purchase' },
  { route: '/thank-you-free/:greetingId', url: '/thank-you-free/1002', as: 'demo', h1: 'Woo hoo!' },
  { route: '/thank-you-qr/:greetingId', url: '/thank-you-qr/1004', as: 'demo', h1: 'Thank you! Now for the best part…' },
  { route: '/thank-you-reply/:greetingId', url: '/thank-you-reply/1003', as: 'demo', h1: 'Thank you for your purchase' },
  { route: '/thankyou/:greetingId', url: '/thankyou/1003', as: 'demo', h1: 'Thank you for your purchase' },
  { route: '/thankyou-thank-you/:greetingId', url: '/thankyou-thank-you/1003', as: 'demo', h1: 'Thank you for your purchase' },
  { route: '/thank-you-qr-box/:greetingId', url: '/thank-you-qr-box/1003', as: 'demo', h1: 'Your Boxed Set is ready!' },
  {
    route: '/qrbox-scan-more/:greetingId',
    url: '/qrbox-scan-more/1003',
    as: 'demo',
    h1: "This Video Greeting isn't linked to a boxed set",
  },
  // recipients and invitees
  {
    route: '/vid/:uuid',
    url: '/vid/vid-1003',
    as: 'anyone',
    h1: 'Congratulations, Riley!',
    ready: (p) => p.getByRole('list', { name: /^\d+ comments?$/ }),
  },
  {
    route: '/in/:code',
    url: '/in/inv-1001',
    as: 'anyone',
    h1: "You're invited!",
    ready: (p) => p.getByRole('heading', { level: 2, name: "Alex's Birthday" }),
  },
  {
    route: '/in/:code/record/:greetingId',
    url: '/in/inv-1001/record/1001',
    as: 'anyone',
    h1: 'Record a video',
    ready: (p) => p.getByRole('button', { name: 'Start recording' }),
  },
  { route: '/view-invite-thank-you', url: '/view-invite-thank-you', as: 'anyone', h1: 'Success!' },
  { route: '/view-invite-contact', url: '/view-invite-contact', as: 'anyone', h1: 'Claim your free Video Greeting' },
  // card scans
  { route: '/qr/:key', url: '/qr/QR-NEW', as: 'anyone', h1: 'Make your card a Video Greeting' },
  { route: '/qr-setup/:qrKey', url: '/qr-setup/QR-OTHER', as: 'anyone', h1: 'sign in and continue editing' },
  { route: '/qr-setup/:qrKey/login', url: '/qr-setup/QR-NEW/login', as: 'anyone', h1: 'Sign In' },
  { route: '/qr-setup/:qrKey/register', url: '/qr-setup/QR-NEW/register', as: 'anyone', h1: 'Create an account' },
  { route: '/qr-setup/:qrKey/password-reset', url: '/qr-setup/QR-NEW/password-reset', as: 'anyone', h1: 'Reset your password' },
  { route: '/qr-setup/:qrKey/terms', url: '/qr-setup/QR-NEW/terms?inapp=1', as: 'anyone', h1: 'Terms of Use' },
  { route: '/qr-setup/:qrKey/privacy-policy', url: '/qr-setup/QR-NEW/privacy-policy', as: 'anyone', h1: 'Privacy Policy' },
  { route: '/qr-setup/:qrKey/faq', url: '/qr-setup/QR-BOX/faq', as: 'anyone', h1: 'Frequently Asked Questions' },
  { route: '/qr-setup/:qrKey/tutorials', url: '/qr-setup/QR-NEW/tutorials', as: 'anyone', h1: 'Tutorials' },
  { route: '/qr-setup/:qrKey/:taId/add', url: '/qr-setup/QR-BOX/601/add', as: 'demo', h1: 'Set up your boxed set' },
  { route: '/qr-setup/:qrKey/list', url: '/qr-setup/QR-BOX/list', as: 'demo', h1: 'Choose a Video Greeting for your boxed set' },
  {
    route: '/qr-setup/:qrKey/:greetingId/link',
    url: '/qr-setup/QR-BOX/1003/link',
    as: 'demo',
    h1: "Let's give it one last check",
  },
  { route: '/qr-setup/:qrKey/:sku/:skuId', url: '/qr-setup/QR-BOX/BOX-601/601', as: 'demo', h1: 'Your Video Greeting boxed set' },
  { route: '/qr-setup/:qrKey/change-password', url: '/qr-setup/QR-OWNED/change-password', as: 'demo', h1: 'Change password' },
  {
    route: '/qr-setup/:qrKey/create/:taId',
    url: '/qr-setup/QR-NEW/create/101',
    as: 'demo',
    h1: 'Personalize your Video Greeting',
  },
];

/** Each page route's head, by its pattern. */
const HEADS = new Map(PAGE_ROUTES.map((r) => [r.path, r.head]));

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const loading = (page: Page) => page.getByRole('status').filter({ hasText: /^Loading/ });

/** axe at 1280 px, then at 375 px (the same page, no reload), then back to 1280 px. */
async function expectNoAxeViolationsAtBothWidths(page: Page) {
  await page.setViewportSize(VIEWPORTS.desktop);
  await expectNoAxeViolations(page);
  await page.setViewportSize(VIEWPORTS.phone);
  await expectNoAxeViolations(page);
  await page.setViewportSize(VIEWPORTS.desktop);
}

/** Opens a route's page at 1280 px, waits for it, runs axe; then at 375 px (no reload), axe again. */
async function checkRoute(page: Page, row: RouteCase) {
  await test.step(`${row.url} (${row.route}, ${row.as})`, async () => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto(row.url);
    await expect(h1(page, row.h1)).toBeVisible();
    if (row.ready) await expect(row.ready(page).first()).toBeVisible();
    await expect(loading(page)).toHaveCount(0);
    expect(new URL(page.url()).pathname, 'no redirect').toBe(new URL(row.url, 'http://x').pathname);
    // WCAG 2.4.2: the page's own title; personal pages are kept out of search engines
    const head = HEADS.get(row.route)!;
    await expect(page).toHaveTitle(row.title ?? documentTitle(head.title));
    await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(head.personal ? 1 : 0);
    await expectNoAxeViolationsAtBothWidths(page);
  });
}

/** Rows per test: enough to share a browser context's first load, few enough to spread over workers. */
const GROUP = 4;

test.describe('accessibility: every route at 1280 and 375 px', () => {
  test('the table names every page route of the route manifest, once', async () => {
    const table = ROUTES.map((r) => r.route);
    expect(new Set(table).size, 'a path listed twice').toBe(table.length);
    expect(table.toSorted()).toEqual(PAGE_ROUTES.map((r) => r.path).toSorted());
    // each URL is one of its own pattern's
    for (const { route, url } of ROUTES) {
      const pattern = new RegExp(`^${route.replace(/:\w+/g, '[^/]+')}$`);
      expect(new URL(url, 'http://x').pathname, route).toMatch(pattern);
    }
  });

  for (const who of ['anyone', 'demo'] as const) {
    const rows = ROUTES.filter((r) => r.as === who);
    for (let i = 0; i < rows.length; i += GROUP) {
      const group = rows.slice(i, i + GROUP);
      test(`axe, ${who === 'demo' ? 'the demo account' : 'a visitor'}: ${group.map((r) => r.route).join(' ')}`, async ({
        page,
      }) => {
        // a page load and two full axe runs per row, on a machine that may be busy
        test.setTimeout(15_000 + group.length * 20_000);
        // every test has its own browser context: a fresh fake server, nobody signed in
        if (who === 'demo') await freshAsDemo(page);
        for (const row of group) await checkRoute(page, row);
      });
    }
  }
});

/*
 * Dialogs. Each one the routes above can open, and where axe checks it with the dialog open at
 * both widths:
 *   - theme-animation preview (/, /theme)          here (moved from discovery.spec)
 *   - sample video (/)                             here
 *   - tutorial video (/tutorials, /qr-setup/…)     here (moved from help.spec)
 *   - invitee how-to video (/in)                   here
 *   - upload leave question (/in, /record)         here, on /in (the one LeaveUploadsDialog)
 *   - editor leave question (/edit)                editor.spec 'leaving during an upload asks first' (1280), here (375)
 *   - clip edit, clip delete, edit greeting, music (/edit)   editor.spec 'axe finds nothing on the page and its dialogs'
 *   - share, delete (/list)                        projects.spec 'axe finds nothing on /list and its popups'
 *   - finish (/preview)                            preview.spec 'axe finds nothing on the preview…'
 *   - card in progress, boxed-set card (/create, /qr-setup/…/create)   personalise.spec (1280), here
 *   - quick sign-up (/record-thank-you, /record for visitors)          here
 *   - ready to upload, your video, record again?, delete this recording? (/record)   here, in the keyboard journey
 *     (recorder.spec checks ready, your video and delete at 1280)
 *   - low volume (/record)                         recorder.spec (1280), here (375)
 *   - offer popup (/vid, /view-invite-thank-you)   viewer.spec and invitee.spec 'axe finds nothing … offer popup'
 *   - remove comment (/vid, the owner)             here
 *   - boxed set 'Are you sure?' (/qr-setup/…/link), 'not finished' (/qr-setup/…/list)   cards.spec
 *   - boxed set 'Sign in to continue' (/qr-setup/…/add, signed out)   here
 */

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/** Opens by keyboard: focus on the control, then Enter. */
async function pressOn(control: Locator) {
  await control.focus();
  await control.page().keyboard.press('Enter');
}

test.describe('accessibility: dialogs at 1280 and 375 px', () => {
  test("the landing page's preview and sample videos; a tutorial", async ({ page }) => {
    await page.goto('/');
    await pressOn(page.getByRole('button', { name: 'Preview Birthday Balloons' }));
    const preview = dialog(page, 'Birthday Balloons');
    // playing before axe and before it closes (closing a starting player rejects its play())
    await expectPlaying(preview.locator('video'));
    await expectNoAxeViolationsAtBothWidths(page);
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();

    const sample = page.getByRole('button', { name: /^Play sample:/ }).first();
    const title = (await sample.getAttribute('aria-label'))!.replace(/^Play sample: /, '');
    await pressOn(sample);
    await expectPlaying(dialog(page, title).locator('video'));
    await expectNoAxeViolationsAtBothWidths(page);

    await page.goto('/tutorials');
    await pressOn(page.getByRole('button', { name: 'Play tutorial: Start a Video Greeting' }));
    await expectPlaying(dialog(page, 'Start a Video Greeting').locator('video'));
    await expectNoAxeViolationsAtBothWidths(page);
  });

  test("an invitee's how-to video, and the question when leaving during an upload", async ({ page }) => {
    test.slow(); // every call waits 1.5 s, so the upload is still on its way
    await openFresh(page, '/in/inv-1001', ['slow']);
    await expect(page.getByRole('heading', { level: 2, name: "Alex's Birthday" })).toBeVisible({ timeout: 30_000 });
    await pressOn(page.getByRole('button', { name: 'How does it work?' }));
    await expectPlaying(dialog(page, 'How to add your photos and videos').locator('video'));
    await expectNoAxeViolationsAtBothWidths(page);
    await page.keyboard.press('Escape');

    // five photos, sent one at a time: the question stays up while axe runs twice
    await page.getByLabel('ADD PHOTOS OR VIDEO').setInputFiles(photos(5));
    await expect(page.getByText('Uploading...').first()).toBeVisible();
    await pressOn(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }));
    await expect(dialog(page, "Your upload hasn't finished. Are you sure you want to leave?")).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
    await pressOn(page.getByRole('button', { name: 'Stay' }));
    await expect(page).toHaveURL(/\/(in\/inv-1001|view-invite-thank-you)$/);
  });

  test("the editor's leave question at 375 px", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await freshAsDemo(page, ['slow']);
    await page.goto('/edit/1001');
    await expect(h1(page, "Alex's Birthday")).toBeVisible();
    await page.getByLabel('Add photos', { exact: true }).setInputFiles(photos(3));
    await expect(page.getByText('Uploading...').first()).toBeVisible();
    await pressOn(page.getByRole('button', { name: /menu/i }));
    await pressOn(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }));
    const leave = dialog(page, "Your upload hasn't finished. Are you sure you want to leave?");
    await expect(leave).toBeVisible();
    await expectNoAxeViolations(page);
    await pressOn(leave.getByRole('button', { name: 'Stay' }));
    await expect(page).toHaveURL(/\/edit\/1001$/);
  });

  test('personalise: the card in progress and the boxed-set card', async ({ page }) => {
    await freshAsDemo(page);
    // a card-scan greeting that stays unlocked
    await page.goto('/qr-setup/QR-NEW/create/101');
    await page.getByRole('textbox', { name: /Name/ }).fill('Pat');
    await page.getByRole('textbox', { name: /Line 1/ }).fill('Hello');
    await pressOn(page.getByRole('button', { name: 'Next' }));
    await expect(page).toHaveURL(/\/edit\/\d+$/);
    await page.goto('/create/102');
    await expect(dialog(page, 'You have a card in progress')).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
    await page.goto('/qr-setup/QR-BOX/create/601');
    await expect(dialog(page, 'This card is part of a boxed set')).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
  });

  test("a visitor's quick sign-up before recording a thank-you", async ({ page }) => {
    await page.goto('/record-thank-you/1003');
    await expect(dialog(page, 'Create your free account')).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolationsAtBothWidths(page);
  });

  test("a boxed set's 'Sign in to continue', signed out", async ({ page }) => {
    await page.goto('/qr-setup/QR-BOX-NEW/602/add');
    await pressOn(page.getByRole('main').getByRole('button', { name: 'Sign In' }));
    await expect(dialog(page, 'Sign in to continue')).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
  });

  test("the owner's 'Remove this comment?' on the recipient page", async ({ page }) => {
    await freshAsDemo(page);
    await page.goto('/vid/vid-1003');
    await pressOn(page.getByRole('button', { name: 'Remove the comment by Chris Moreno' }));
    await expect(dialog(page, 'Remove this comment?')).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
  });

  test("the recorder's 'Low Volume!' at 375 px", async ({ page }) => {
    await page.addInitScript(() => {
      AnalyserNode.prototype.getFloatTimeDomainData = function silent(samples: Float32Array) {
        samples.fill(0);
      };
    });
    await page.setViewportSize(VIEWPORTS.phone);
    await freshAsDemo(page);
    await page.goto('/record/1001');
    const start = page.getByRole('button', { name: 'Start recording' });
    await expect(start).toBeEnabled({ timeout: 30_000 }); // the camera is live
    await pressOn(start);
    await expect(page.getByRole('timer')).toHaveText('0:01', { timeout: 10_000 });
    await pressOn(page.getByRole('button', { name: 'Stop recording' }));
    await expect(dialog(page, 'Low Volume!')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

/*
 * Keyboard alone: page.keyboard only (no clicks, no drags; files are the one thing handed over,
 * as the system's file picker would). After every key press that moves focus within a page, the
 * focused element must show its focus indicator: :focus-visible matches and it has an outline or
 * a box-shadow, on an element big enough to see. A route change puts focus on the new page's h1
 * (a focus target only, by design without a ring: it is not a control).
 */

type FocusState = { what: string; focusVisible: boolean; ring: boolean; seen: boolean; reached: boolean };

/** What has focus, whether it shows it, and whether it is `target`. One round trip. */
function focusState(target: Locator): Promise<FocusState> {
  return target.evaluate((el) => {
    const active = document.activeElement;
    if (!active || active === document.body)
      return { what: 'nothing (body)', focusVisible: false, ring: false, seen: false, reached: false };
    const style = getComputedStyle(active);
    const box = active.getBoundingClientRect();
    const name = active.getAttribute('aria-label') ?? active.textContent ?? '';
    const what = `<${active.tagName.toLowerCase()}> ${name.trim().slice(0, 60)}`;
    // Tab from a <video controls> walks its native controls, which sit in the browser's own
    // (closed) shadow tree and draw their own focus ring: the host shows as focused, not :focus-visible
    if (active instanceof HTMLMediaElement && active.controls && !active.matches(':focus-visible')) {
      return { what: `${what} (its native controls)`, focusVisible: true, ring: true, seen: true, reached: active === el };
    }
    return {
      what,
      focusVisible: active.matches(':focus-visible'),
      ring: (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none',
      seen: box.width > 2 && box.height > 2,
      reached: active === el,
    };
  });
}

function expectIndicator(state: FocusState) {
  expect({ focusVisible: state.focusVisible, ring: state.ring, seen: state.seen }, `focus indicator on ${state.what}`).toEqual({
    focusVisible: true,
    ring: true,
    seen: true,
  });
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking the indicator at every stop. */
async function tabTo(target: Locator, { back = false, max = 60 } = {}) {
  const page = target.page();
  await expect(target).toBeVisible();
  if ((await focusState(target)).reached) return expectIndicator(await focusState(target));
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const state = await focusState(target);
    expectIndicator(state);
    if (state.reached) return;
  }
  throw new Error(`${max} presses of ${back ? 'Shift+Tab' : 'Tab'} did not reach ${target}`);
}

/** A key press that keeps focus on the page (typing, Space on a handle, Escape in a dialog): the indicator stays. */
async function press(page: Page, key: string) {
  await page.keyboard.press(key);
  expectIndicator(await focusState(page.locator('body')));
}

/** After a route change: the new page's h1 has focus. */
async function expectArrivedAt(page: Page, url: RegExp, heading: string | RegExp) {
  await expect(page).toHaveURL(url);
  await expect(h1(page, heading)).toBeFocused();
}

const clipIds = (page: Page) =>
  page.locator('[data-clip-id]').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-clip-id'))));

test.describe('accessibility: by keyboard alone, the focus always visible', () => {
  test('personalise /create/101, then on to the editor with focus on its heading', async ({ page }) => {
    await freshAsDemo(page);
    await page.goto('/create/101');
    await expect(h1(page, 'Personalize your Video Greeting')).toBeFocused();
    await tabTo(page.getByRole('textbox', { name: /Name/ }));
    await page.keyboard.type('Sam');
    await tabTo(page.getByRole('textbox', { name: /Line 1/ }));
    await page.keyboard.type('Happy birthday!');
    await tabTo(page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await expectArrivedAt(page, /\/edit\/\d+$/, 'Happy birthday, Sam!');
  });

  test('edit with a reorder (no dragging), preview, finish, and pay with the mock card form', async ({ page }) => {
    test.slow(); // four pages, each with its own chunk and data
    await freshAsDemo(page);
    await page.goto('/edit/1001');
    await expect(h1(page, "Alex's Birthday")).toBeFocused();
    await expect(page.locator('[data-clip-id]')).toHaveCount(5);

    // pick up with Space, one place down, drop with Space; focus stays on the handle
    await tabTo(page.getByRole('button', { name: 'Reorder Best day ever' }));
    const saved = page.waitForResponse((r) => r.url().includes('/rest/video/rearrange'));
    const announced = page.locator('[id^="DndLiveRegion"]');
    await press(page, 'Space');
    await expect(announced).toHaveText('Picked up Best day ever. It is at position 1 of 5.');
    await press(page, 'ArrowDown');
    await expect(announced).toHaveText('Best day ever is over position 2 of 5.');
    await press(page, 'Space');
    await expect(announced).toHaveText('Best day ever was dropped at position 2 of 5.');
    await saved;
    await expect.poll(() => clipIds(page)).toEqual([5002, 5001, 5003, 5004, 5005]);
    // the move buttons: Enter on one
    await tabTo(page.getByRole('button', { name: 'Move Party time! up' }));
    await press(page, 'Enter');
    await expect.poll(() => clipIds(page)).toEqual([5002, 5003, 5001, 5004, 5005]);

    // a clip's dialog: open with Enter, leave with Escape, focus back on the opener
    const editClip = page.getByRole('button', { name: 'Edit Best day ever' });
    await tabTo(editClip);
    await press(page, 'Enter');
    await expect(dialog(page, 'Edit Best day ever')).toBeVisible();
    await tabTo(dialog(page, 'Edit Best day ever').getByRole('textbox', { name: 'Caption' }));
    await press(page, 'Escape');
    await expect(dialog(page, 'Edit Best day ever')).toBeHidden();
    await expect(editClip).toBeFocused();

    // step 4, then the preview
    await tabTo(page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Step 4 of 4')).toBeVisible();
    await tabTo(page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await expectArrivedAt(page, /\/preview\/1001$/, 'Preview your Video Greeting');

    await tabTo(page.getByRole('button', { name: "It's finished" }));
    await press(page, 'Enter');
    const finish = dialog(page, 'Is your Video Greeting finished?');
    await tabTo(finish.getByRole('button', { name: "It's finished" }));
    await page.keyboard.press('Enter');
    await expectArrivedAt(page, /\/checkout\/1001$/, 'Checkout');

    await tabTo(page.getByLabel(/^Card number/));
    await page.keyboard.type('4242424242424242');
    await tabTo(page.getByLabel(/^Expiration date/));
    await page.keyboard.type('1234');
    await tabTo(page.getByLabel(/^Security code/));
    await page.keyboard.type('123');
    await tabTo(page.getByLabel(/^Postal code/));
    await page.keyboard.type('12345');
    await expect(page.getByLabel(/^Card number/)).toHaveValue('4242 4242 4242 4242');
    await tabTo(page.getByRole('button', { name: /^Pay \$/ }));
    await page.keyboard.press('Enter');
    await expectArrivedAt(page, /\/thank-you-digital\/1001$/, 'Thank you for your purchase');
  });

  test('record, with every review dialog checked by axe at both widths, upload, and the toast is announced', async ({ page }) => {
    test.slow(); // a real recording, eight axe runs and an upload
    await freshAsDemo(page);
    await page.goto('/record/1001');
    await expect(h1(page, 'Record a video')).toBeFocused();
    await expect
      .poll(() =>
        page.getByLabel('Your camera (shown mirrored, as in a mirror)').evaluate((v: HTMLVideoElement) => v.videoWidth > 0),
      )
      .toBe(true);

    const start = page.getByRole('button', { name: 'Start recording' });
    await expect(start).toBeEnabled();
    await tabTo(start);
    await press(page, 'Enter');
    // at least 2 s recorded (a busy machine's polling can step past 0:02 itself)
    await expect(page.getByRole('timer')).toHaveText(/^0:0[2-9]$/, { timeout: 10_000 });
    await tabTo(page.getByRole('button', { name: 'Stop recording' }));
    await press(page, 'Enter');
    const ready = dialog(page, 'Ready to upload?');
    await expect(ready).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);

    await tabTo(ready.getByRole('button', { name: 'Preview' }));
    await press(page, 'Enter');
    await expect(dialog(page, 'Your video')).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
    await press(page, 'Escape'); // back to the question
    await expect(ready).toBeVisible();
    await press(page, 'Escape'); // closed without a choice: the recording stays, offered on the page
    const kept = page.getByRole('region', { name: 'Your recording' });
    await expect(kept).toBeVisible();

    await tabTo(page.getByRole('button', { name: 'Record Again' }), { back: true });
    await press(page, 'Enter');
    await expect(dialog(page, 'Record again?')).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
    await press(page, 'Escape');

    await tabTo(kept.getByRole('button', { name: 'Discard' }), { back: true });
    await press(page, 'Enter');
    await expect(dialog(page, 'Delete this recording?')).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
    await press(page, 'Escape');

    await tabTo(kept.getByRole('button', { name: 'Upload' }), { back: true });
    await page.keyboard.press('Enter');
    await expectArrivedAt(page, /\/edit\/1001$/, "Alex's Birthday");
    // the toast is in the polite live region
    await expect(page.getByRole('status').filter({ hasText: 'Upload successful!' })).toBeVisible();
  });

  test('watch and comment on /vid/vid-1003 at phone width', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/vid/vid-1003');
    await expect(h1(page, 'Congratulations, Riley!')).toBeFocused({ timeout: 30_000 });
    await tabTo(page.getByRole('button', { name: 'Play the video' }));
    await page.keyboard.press('Enter');
    const video = page.getByRole('main').locator('video[aria-label^="Congratulations, Riley!"]');
    await expectPlaying(video);
    await expect(video).toBeFocused();
    expectIndicator(await focusState(video));

    const like = page.getByRole('button', { name: 'Like' });
    await tabTo(like);
    await press(page, 'Enter');
    await expect(like).toHaveAttribute('aria-pressed', 'true');

    const form = page.getByRole('form', { name: 'Add a comment' });
    await tabTo(form.getByLabel('First name'));
    await page.keyboard.type('Ana');
    await tabTo(form.getByLabel('Last name'));
    await page.keyboard.type('Ruiz');
    await tabTo(form.getByLabel('Your comment'));
    await page.keyboard.type('What a wonderful video!');
    await tabTo(form.getByRole('button', { name: 'Post comment' }));
    await press(page, 'Enter');
    await expect(page.getByRole('article', { name: 'Comment by Ana Ruiz' })).toContainText('What a wonderful video!');
    // the new comment is announced, and focus is still somewhere visible
    await expect(page.getByRole('status').filter({ hasText: /comment/i })).not.toHaveText('');
    expectIndicator(await focusState(page.locator('body')));
  });
});
