import type { Page } from '@playwright/test';
import {
  allowFailedResponses,
  changeFakeServer,
  expect,
  expectNoAxeViolations,
  readFakeServer,
  test,
  VIEWPORTS,
} from './support';

// The fake server in the browser (msw worker + a db persisted in localStorage, uploads in IndexedDB)
// and its dev panel. Pages are driven through the API with page.evaluate(fetch) where no screen
// exists yet. Each test has a fresh browser context, so a fresh fake db. How a db stored by another
// seed version is replaced is a storage-format matter: mocks/db/persistence.test.ts.

const QUIET_PAGE = '/this/page/does-not-exist'; // the not-found page makes no /rest calls
const PANEL_ROOT = '#fake-server-dev-panel';

/** Opens a page and waits for the fake server (the dev panel mounts once the worker runs). */
async function openWithFakeServer(page: Page, path = QUIET_PAGE) {
  await page.goto(path);
  await expect(page.getByRole('button', { name: /^Fake server/ })).toBeVisible();
}

async function api<T = unknown>(
  page: Page,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ path, init }) => {
      const res = await fetch(path, {
        method: init.method ?? 'GET',
        headers: init.body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      return { status: res.status, body: await res.json() };
    },
    { path, init },
  );
}

type Comments = { comments: { body: string; childComments: { body: string }[] }[] };
const commentBodies = async (page: Page) =>
  (await api<Comments>(page, '/rest/fizz/vid-1003/comment')).body.comments.map((c) => c.body);

const postComment = (page: Page, body: string) =>
  api(page, '/rest/fizz/vid-1003/comment', {
    method: 'POST',
    body: { parentUUID: null, body, firstName: 'E2E', lastName: 'Tester' },
  });

test.describe('the fake server keeps its state in the browser', () => {
  test('a posted comment is still there after a reload', async ({ page }) => {
    await openWithFakeServer(page);
    expect((await postComment(page, 'Saved across reloads')).status).toBe(200);
    expect(await commentBodies(page)).toContain('Saved across reloads');
    await page.reload();
    await expect(page.getByRole('button', { name: /^Fake server/ })).toBeVisible();
    expect(await commentBodies(page)).toContain('Saved across reloads');
    expect((await api<{ likeCount: number }>(page, '/rest/fizz/vid-1003/stats')).body.likeCount).toBe(3);
  });

  test('its public handle (window.fakeServer) reads what the calls wrote, and a change is answered and kept', async ({
    page,
  }) => {
    await openWithFakeServer(page);
    await postComment(page, 'Read through the handle');
    expect(await readFakeServer(page, (db) => db.comments.map((c) => c.body))).toContain('Read through the handle');
    await changeFakeServer(
      page,
      (db, count) => {
        db.views.find((v) => v.fizzUuid === 'vid-1003')!.count = count;
      },
      500,
    );
    const views = async () => (await api<{ viewCount: number }>(page, '/rest/fizz/vid-1003/stats')).body.viewCount;
    expect(await views()).toBe(500);
    await page.reload();
    await expect(page.getByRole('button', { name: /^Fake server/ })).toBeVisible();
    expect(await views()).toBe(500);
  });

  test('an uploaded file is kept as a blob and served after a reload', async ({ page }) => {
    await openWithFakeServer(page);
    const uploaded = await page.evaluate(async () => {
      const form = new FormData();
      // a 1 × 1 GIF's header (the fake server reads a photo's size before it stores it), then made-up bytes
      form.append('files[]', new File(['GIF89a\x01\x00\x01\x00-e2e-bytes'], 'us.gif', { type: 'image/gif' }));
      const res = await fetch('/rest/fizz/thank-you-add-clip', { method: 'POST', body: form });
      return (await res.json()) as { status: string; clips: { image: string }[] };
    });
    expect(uploaded.status).toBe('success');
    const url = uploaded.clips[0].image;
    expect(url).toMatch(/^\/mock-media\//);
    await page.reload();
    await expect(page.getByRole('button', { name: /^Fake server/ })).toBeVisible();
    const served = await page.evaluate(async (u) => {
      const res = await fetch(u);
      return { type: res.headers.get('content-type'), text: await res.text() };
    }, url);
    expect(served).toEqual({ type: 'image/gif', text: 'GIF89a\x01\x00\x01\x00-e2e-bytes' });
  });
});

test.describe('the dev panel (mock mode only)', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`collapsed, it is a small button after the footer that covers nothing (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openWithFakeServer(page);
      const toggle = page.getByRole('button', { name: 'Fake server', exact: true });
      const box = (await toggle.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44); // a comfortable tap target
      expect(box.height).toBeLessThanOrEqual(52);
      expect(box.width).toBeLessThanOrEqual(160);
      // in the page's flow, below the footer: it never sits over the app's content
      const footer = (await page.getByRole('contentinfo').boundingBox())!;
      expect(footer.y + footer.height).toBeLessThanOrEqual(box.y + 1);
      const position = await page.locator(`${PANEL_ROOT} aside`).evaluate((el) => getComputedStyle(el).position);
      expect(position).not.toBe('fixed');
      await expectNoAxeViolations(page);
    });
  }

  test('opens; axe finds nothing; a scenario switched on applies to the next call', async ({ page }) => {
    await openWithFakeServer(page);
    await page.getByRole('button', { name: 'Fake server', exact: true }).click();
    const panel = page.getByRole('complementary', { name: 'Fake server tools' });
    await expect(panel.getByRole('heading', { name: 'Fake server' })).toBeVisible();
    await expectNoAxeViolations(page, { include: PANEL_ROOT });
    await expectNoAxeViolations(page);

    await panel.getByRole('checkbox', { name: 'slow' }).check();
    await expect(page.getByRole('button', { name: 'Fake server (1 on)' })).toBeVisible();
    const took = await page.evaluate(async () => {
      const started = performance.now();
      await fetch('/rest/fizz/vid-1003/stats');
      return performance.now() - started;
    });
    expect(took).toBeGreaterThanOrEqual(1_400);
    // scenarios survive a reload in the same tab
    await page.reload();
    await expect(page.getByRole('button', { name: 'Fake server (1 on)' })).toBeVisible();
    await page.getByRole('button', { name: 'Fake server (1 on)' }).click();
    await panel.getByRole('checkbox', { name: 'slow' }).uncheck();
    await expect(page.getByRole('button', { name: 'Fake server', exact: true })).toBeVisible();

    await panel.getByRole('textbox', { name: 'Server error on a call' }).fill('/rest/tutorial');
    await panel.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(panel.getByText('server-error:/rest/tutorial')).toBeVisible();
    await expectNoAxeViolations(page, { include: PANEL_ROOT });
    await panel.getByRole('button', { name: 'Remove server-error:/rest/tutorial' }).click();
    await expect(page.getByRole('button', { name: 'Fake server', exact: true })).toHaveAttribute('aria-expanded', 'true');
  });

  test('a ?scenario= URL flag switches scenarios on, and the panel shows them', async ({ page }) => {
    await openWithFakeServer(page, `${QUIET_PAGE}?scenario=payment-declined,processing-stuck`);
    await page.getByRole('button', { name: 'Fake server (2 on)' }).click();
    await expect(page.getByRole('checkbox', { name: 'payment-declined' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'processing-stuck' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'slow' })).not.toBeChecked();
  });

  test('a URL flag puts a server error or a network failure on a named call only', async ({ page, consoleErrors }) => {
    await openWithFakeServer(page, `${QUIET_PAGE}?scenario=server-error:/rest/tutorial`);
    expect(await api(page, '/rest/tutorial')).toEqual({
      status: 500,
      body: { status: 'error', message: 'Something went wrong on our side. Please try again.' },
    });
    expect((await api(page, '/rest/config/sample-videos')).status).toBe(200);

    await openWithFakeServer(page, `${QUIET_PAGE}?scenario=offline:/rest/tutorial`);
    const failed = await page.evaluate(() =>
      fetch('/rest/tutorial').then(
        () => 'answered',
        () => 'network error',
      ),
    );
    expect(failed).toBe('network error');
    expect((await api(page, '/rest/config/sample-videos')).status).toBe(200);
    // Chromium logs the provoked 500 and the failed load; nothing else may be logged
    allowFailedResponses(consoleErrors, [500]);
    const rest = consoleErrors.filter((e) => !/^Failed to load resource: net::ERR_FAILED|Failed to fetch/.test(e));
    consoleErrors.splice(0, consoleErrors.length, ...rest);
  });

  test('Reset data brings back the demo fixtures', async ({ page }) => {
    await openWithFakeServer(page);
    await postComment(page, 'Gone after a reset');
    expect(await commentBodies(page)).toContain('Gone after a reset');
    await page.getByRole('button', { name: 'Fake server', exact: true }).click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reset data' }).click()]);
    await expect(page.getByRole('button', { name: 'Fake server', exact: true })).toBeVisible();
    const bodies = await commentBodies(page);
    expect(bodies).not.toContain('Gone after a reset');
    expect(bodies).toHaveLength(3);
  });

  test('Sign in as demo user starts the demo session', async ({ page }) => {
    await openWithFakeServer(page);
    await page.getByRole('button', { name: 'Fake server', exact: true }).click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Sign in as demo user' }).click()]);
    await expect(page.getByRole('button', { name: 'Fake server', exact: true })).toBeVisible();
    const session = await page.evaluate(() => ({ cookie: document.cookie, isAccount: localStorage.getItem('isAccount') }));
    expect(session.cookie).toContain('sessionId=sess-demo');
    expect(session.isAccount).toBe('true');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  test('Simulate an invitee clip adds a clip to greeting 1001, and a finished greeting refuses', async ({ page }) => {
    await openWithFakeServer(page);
    await page.getByRole('button', { name: 'Fake server', exact: true }).click();
    await page.getByRole('button', { name: 'Add a clip' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'An invitee added' })).toHaveText(
      /^An invitee added a photo \(clip \d+\) to greeting 1001\.$/,
    );
    await page.getByRole('textbox', { name: 'Greeting id' }).fill('1003');
    await page.getByRole('button', { name: 'Add a clip' }).click();
    await expect(page.getByText('This Video Greeting has already been finished')).toBeVisible();
  });
});

test.describe('the fake server under bad input, in the browser (the same handlers as npm run mock:server)', () => {
  /** Any method and body, with the demo session's header; the answer's status, JSON and two headers. */
  const raw = (page: Page, path: string, method = 'GET') =>
    page.evaluate(
      async ({ path, method }) => {
        const res = await fetch(path, { method, headers: { 'X-Session-Id': 'sess-demo' } });
        return {
          status: res.status,
          allow: res.headers.get('allow'),
          body: (await res.json()) as { status: string; message: string },
        };
      },
      { path, method },
    );

  test('ids, paths and methods: 404, 400 and 405 with a JSON message, and nothing is locked', async ({ page, consoleErrors }) => {
    await openWithFakeServer(page);
    for (const id of ['0x3E9', '+1001', '01001', '1001.0', '%201001']) {
      expect(await raw(page, `/rest/fizz/${id}/lockdown`, 'POST'), id).toMatchObject({ status: 404, body: { status: 'error' } });
    }
    expect((await raw(page, '/rest/fizz/1001?screen=inviteCode')).body).toMatchObject({
      status: 'success',
      item: { isLocked: false },
    });
    expect(await raw(page, '/rest/video/5001/caption/%E0%A4%A', 'PUT')).toMatchObject({
      status: 400,
      body: { status: 'error', message: 'The request path is not valid: it has broken percent-encoding.' },
    });
    expect(await raw(page, '/rest/fizz/1001', 'PATCH')).toMatchObject({
      status: 405,
      allow: 'DELETE, GET, PUT',
      body: { status: 'error' },
    });
    allowFailedResponses(consoleErrors, [400, 404, 405]);
  });

  test('an upload is what its bytes are: HTML named .jpg and SVG are refused, a photo is served as image/jpeg with nosniff', async ({
    page,
    consoleErrors,
  }) => {
    await openWithFakeServer(page);
    const results = await page.evaluate(async () => {
      const send = async (file: File) => {
        const form = new FormData();
        form.append('files[]', file);
        const res = await fetch('/rest/fizz/thank-you-add-clip', { method: 'POST', body: form });
        return { status: res.status, body: (await res.json()) as { message?: string; clips?: { image: string }[] } };
      };
      const html = await send(new File(['<html><script>alert(1)</script></html>'], 'cat.jpg', { type: 'image/jpeg' }));
      const svg = await send(new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' }));
      const photoBytes = await (await fetch('/media/photos/photo-1.jpg')).blob();
      const photo = await send(new File([photoBytes], 'named-oddly.txt', { type: 'text/plain' }));
      const served = await fetch(photo.body.clips![0].image);
      return {
        html,
        svg,
        photoStatus: photo.status,
        served: [served.headers.get('content-type'), served.headers.get('x-content-type-options')],
      };
    });
    const refused = {
      status: 400,
      body: { message: 'Only photos (.jpg, .png or .gif) and videos (.mov, .mp4, .avi, .webm or .m4v) can be added.' },
    };
    expect(results.html).toMatchObject(refused);
    expect(results.svg).toMatchObject(refused);
    expect(results.photoStatus).toBe(200);
    expect(results.served).toEqual(['image/jpeg', 'nosniff']);
    allowFailedResponses(consoleErrors, [400]);
  });
});
