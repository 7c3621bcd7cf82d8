import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, expectNoAxeViolations, expectPlaying, freshAsDemo, test, VIEWPORTS } from './support';

// the machine may be busy: waiting longer for pages and calls makes no check weaker
const expect = baseExpect.configure({ timeout: 30_000 });

// The marks the page sets: 'Watch it now' pressed, and the instant preview's first frame on screen.
const WATCH_MARK = 'instant-preview:requested';
const FIRST_FRAME_MARK = 'instant-preview:first-frame';
/** 1001's saved order: the intro, then its five clips (photo, mp4, photo, png, webm with sound option 1). */
const SAVED_ORDER = ['intro', 'clip-5001', 'clip-5002', 'clip-5003', 'clip-5004', 'clip-5005', 'end-card'];

/**
 * These journeys watch the instant preview. The fake server makes the finished video on this
 * device as the preview opens; on a test machine already running other journeys that render would
 * take the CPU the player's clock is measured against, so here it waits ('processing-stuck').
 * The finished video's journeys are e2e/finished-video*.spec.ts.
 */
const WATCHING = ['processing-stuck'];

const player = (page: Page) => page.getByRole('group', { name: "Instant preview of Alex's Birthday" });
/** The <video> deck holding a part (`key`: its segment key); the player keeps two. */
const deck = (page: Page, key: string) => player(page).locator(`video[data-holds="${key}"]`);

/**
 * Keeps the Web Audio gain nodes that feed a context's output straight: the music's own (its
 * envelope times the track's measured level; each looped pass has a gain of its own before it), so a
 * test can read the music's real level.
 */
async function watchGainNodes(page: Page) {
  await page.addInitScript(() => {
    const gains: GainNode[] = [];
    (window as unknown as { musicGains: GainNode[] }).musicGains = gains;
    const connect = AudioNode.prototype.connect as (this: AudioNode, ...args: unknown[]) => unknown;
    AudioNode.prototype.connect = function (this: AudioNode, ...args: unknown[]) {
      if (this instanceof GainNode && args[0] instanceof AudioDestinationNode && !gains.includes(this)) gains.push(this);
      return connect.apply(this, args);
    } as typeof AudioNode.prototype.connect;
  });
  const level = () =>
    page.evaluate(() => (window as unknown as { musicGains: GainNode[] }).musicGains.at(-1)?.gain.value ?? null);
  return {
    /** The level of the newest music gain node, or null when there is none. */
    level,
    /**
     * The level once it holds still (the music faded in and is at full): what the others are read
     * against. Still means the same at two moments 0.3 s apart on the music's own clock.
     */
    steady: async () => {
      let held = 0;
      await expect
        .poll(async () => {
          const [before, after] = await page.evaluate(async () => {
            const gain = (window as unknown as { musicGains: GainNode[] }).musicGains.at(-1);
            if (!gain) return [null, null];
            const clock = gain.context;
            const first = gain.gain.value;
            const until = clock.currentTime + 0.3;
            while (clock.state === 'running' && clock.currentTime < until) {
              await new Promise(requestAnimationFrame);
            }
            return [first, gain.gain.value];
          });
          held = after ?? 0;
          return before !== null && held > 0 && Math.abs(before - held) < 1e-4;
        })
        .toBe(true);
      return held;
    },
    count: () => page.evaluate(() => (window as unknown as { musicGains: GainNode[] }).musicGains.length),
  };
}

/** A coarse fingerprint of what the stage's canvas shows now. */
const stagePixels = (canvas: Locator) =>
  canvas.evaluate((c: HTMLCanvasElement) => {
    const { data } = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
    const sums = [0, 0, 0, 0];
    for (let i = 0; i < data.length; i += 4 * 97) sums[Math.floor(i / (data.length / 4))] += data[i] + data[i + 1] + data[i + 2];
    return sums;
  });

/** Sends one call with the demo user's session, the way the app does (to arrange a case). */
async function call(page: Page, method: string, url: string, body: unknown) {
  const status = await page.evaluate(
    async ([method, url, body]) => {
      const session = /(?:^|; )sessionId=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const res = await fetch(url, {
        method,
        headers: { 'Content-Type': 'application/json', 'X-Session-Id': session },
        body: JSON.stringify(body),
      });
      return res.status;
    },
    [method, url, body] as const,
  );
  expect(status).toBe(200);
}

async function openPreview(page: Page, id = 1001) {
  await page.goto(`/preview/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Preview your Video Greeting' })).toBeVisible();
}

/** Presses `next` until the paused stage shows `segment`, one segment a press (at most 6). */
async function stepTo(stage: Locator, segment: string, next: () => Promise<void>) {
  for (let i = 0; i < 6; i++) {
    const now = await stage.getAttribute('data-segment');
    if (now === segment) return;
    await next();
    await expect(stage).not.toHaveAttribute('data-segment', now!);
  }
  await expect(stage).toHaveAttribute('data-segment', segment);
}

/** Records every segment the stage shows, in order (the stage's data-segment attribute). */
async function recordSegments(page: Page) {
  await page.evaluate(() => {
    const seen: [string, number][] = [];
    (window as unknown as { seenSegments: [string, number][] }).seenSegments = seen;
    const note = (el: Element) => {
      const key = el.getAttribute('data-segment');
      if (key && seen[seen.length - 1]?.[0] !== key) seen.push([key, performance.now()]);
    };
    // a segment starts when the player mounts with it, or when its attribute changes
    const noteAdded = (n: Node) => {
      if (!(n instanceof Element)) return;
      if (n.hasAttribute('data-segment')) note(n);
      n.querySelectorAll('[data-segment]').forEach(note);
    };
    new MutationObserver((records) =>
      records.forEach((r) => (r.type === 'childList' ? r.addedNodes.forEach(noteAdded) : note(r.target as Element))),
    ).observe(document.body, { subtree: true, childList: true, attributeFilter: ['data-segment'] });
    document.querySelectorAll('[data-segment]').forEach(note);
  });
  return () => page.evaluate(() => (window as unknown as { seenSegments: [string, number][] }).seenSegments);
}

test.describe('Preview and finish (demo user)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the instant preview plays segment after segment in the saved order, fast', async ({ page }) => {
    await freshAsDemo(page, WATCHING);
    await openPreview(page);
    // the processing notice shows while the server stitches
    await expect(page.getByText('We are putting your Video Greeting together.', { exact: false })).toBeVisible();
    // watching starts before the player opens, so the intro's start is not noted late
    const seen = await recordSegments(page);
    await page.getByRole('button', { name: 'Watch it now' }).click();
    await expect(player(page)).toBeVisible();

    // the first frame: from opening /preview/1001 (navigation start), and from pressing 'Watch it now'
    await expect.poll(() => page.evaluate((m) => performance.getEntriesByName(m).length, FIRST_FRAME_MARK)).toBe(1);
    const [opened, pressed] = await page.evaluate(
      ([watch, frame]) => {
        const at = (name: string) => performance.getEntriesByName(name)[0].startTime;
        return [at(frame), at(frame) - at(watch)];
      },
      [WATCH_MARK, FIRST_FRAME_MARK],
    );
    test.info().annotations.push({
      type: 'instant preview first frame',
      description: `${opened.toFixed(0)} ms after opening, ${pressed.toFixed(0)} ms after 'Watch it now'`,
    });
    console.info(
      `instant preview: first frame ${opened.toFixed(0)} ms after opening /preview/1001, ${pressed.toFixed(0)} ms after pressing 'Watch it now'`,
    );

    // the intro really plays, then everything in saved order, to the end
    await expectPlaying(deck(page, 'intro'));
    // a photo moves gently while it shows: never a frozen frame (the stage's pixels change)
    await expect(player(page)).toHaveAttribute('data-segment', 'clip-5001', { timeout: 15_000 });
    const stage = player(page).getByRole('img', { name: /^Clip 1 of 5, photo/ });
    const before = await stagePixels(stage);
    await expect.poll(() => stagePixels(stage), { timeout: 2_000 }).not.toEqual(before);
    await expect(page.getByRole('button', { name: 'Play again' })).toBeVisible({ timeout: 60_000 });
    const shown = await seen();
    expect(shown.map(([key]) => key)).toEqual(SAVED_ORDER);
    // each stayed on screen for its length until the next began to fade in over it: photos 4 s, the
    // 3 s videos, less the half-second cross-fade (never cut short; a busy machine may stretch them)
    const lasted = shown.slice(0, -1).map(([key, at], i) => [key, (shown[i + 1][1] - at) / 1000] as const);
    for (const [key, seconds] of lasted) {
      const photo = ['clip-5001', 'clip-5003', 'clip-5004'].includes(key);
      expect(seconds, key).toBeGreaterThan(photo ? 3.3 : 2.0);
    }
    // the position reads m:ss of the total, at the end
    await expect(page.getByText(/^(\d+):(\d\d) \/ \1:\2$/)).toBeVisible();
  });

  test('the sound options through Web Audio: 1 mutes the clip, 2 mutes the music, 0 plays both', async ({ page }) => {
    const music = await watchGainNodes(page);
    await freshAsDemo(page, WATCHING);
    // the mp4 (5002) gets sound option 2; the webm (5005) has option 1; the intro plays like option 0
    await call(page, 'POST', '/rest/video/audio-option', { video: 5002, audioOption: 2 });
    await openPreview(page);
    await page.getByRole('button', { name: 'Watch it now' }).click();
    const stage = player(page);
    let video = deck(page, 'intro');
    await expectPlaying(video);
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
    // the music at full under the intro (its level is the track's, measured as the file's is)
    const full = await music.steady();

    // paused, so nothing moves on by itself while the test looks
    await page.getByRole('button', { name: 'Pause' }).click();
    // on to the mp4 (the intro may have handed over to the first photo before the pause, on a busy machine)
    await stepTo(stage, 'clip-5002', () => page.getByRole('button', { name: 'Next clip' }).click());
    await page.getByRole('button', { name: 'Play' }).click();
    video = deck(page, 'clip-5002');
    await expectPlaying(video);
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
    // the music's gain node fades to silence under this clip
    await expect.poll(music.level).toBeLessThan(0.01 * full);

    // keyboard on the focused player: pause, then three clips along to the webm with sound option 1
    await stage.focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
    // (the mp4 may have handed over to the next photo before the pause, on a busy machine)
    await stepTo(stage, 'clip-5005', () => page.keyboard.press('ArrowRight'));
    await page.keyboard.press('Space');
    video = deck(page, 'clip-5005');
    await expectPlaying(video);
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    // its caption is on the picture, and named with it (read first: the last clip is short, and on a
    // busy machine the end card can follow it while the music is measured)
    await expect(stage.getByRole('img', { name: 'Clip 5 of 5, video: Love you!' })).toBeVisible();
    // the music comes back under it (option 1: no clip sound to duck under)
    await expect.poll(music.level).toBeGreaterThan(0.99 * full);
    // one track for the whole greeting
    expect(await music.count()).toBe(1);
  });

  test("'No music' plays no track", async ({ page }) => {
    const music = await watchGainNodes(page);
    await freshAsDemo(page, WATCHING);
    await call(page, 'PUT', '/rest/fizz/1001/music', { musicId: 0 });
    await openPreview(page);
    await page.getByRole('button', { name: 'Watch it now' }).click();
    await expectPlaying(deck(page, 'intro'));
    expect(await music.count()).toBe(0);
    expect(await page.evaluate(() => document.querySelectorAll('audio').length)).toBe(0);
  });

  test("the editor's 'Watch it now' link (?watch=1) starts the instant preview on arrival, fast", async ({ page }) => {
    await freshAsDemo(page, WATCHING);
    await page.goto('/preview/1001?watch=1');
    await expectPlaying(deck(page, 'intro'));
    // the stage marks its first frame as it draws it, which can be a frame after the intro plays
    await expect.poll(() => page.evaluate((m) => performance.getEntriesByName(m).length, FIRST_FRAME_MARK)).toBe(1);
    const frame = await page.evaluate((m) => performance.getEntriesByName(m)[0].startTime, FIRST_FRAME_MARK);
    test
      .info()
      .annotations.push({ type: 'instant preview first frame (?watch=1)', description: `${frame.toFixed(0)} ms after opening` });
    console.info(`instant preview: first frame ${frame.toFixed(0)} ms after opening /preview/1001?watch=1`);
    // the goal is under 1 s; a machine shared with other runs gets slack, but never a render's minutes
    expect(frame).toBeLessThan(10_000);
    await expect(page.getByRole('button', { name: 'Watch it now' })).toHaveCount(0);
  });

  test('finishing 1001 locks it and leads to checkout', async ({ page }) => {
    await freshAsDemo(page);
    await openPreview(page);
    await page.getByRole('button', { name: "It's finished" }).click();
    const dialog = page.getByRole('dialog', { name: 'Is your Video Greeting finished?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: "It's finished" }).dblclick();
    await expect(page).toHaveURL(/\/checkout\/1001$/);
    // locked: the list offers Purchase instead of Edit, and the preview now sends it to /list
    await page.goto('/list');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: "Alex's Birthday", exact: true }) });
    await expect(card.getByRole('link', { name: /^Purchase/ })).toHaveAttribute('href', '/checkout/1001');
    await page.goto('/preview/1001');
    await expect(page).toHaveURL(/\/list$/);
  });

  test('a finished greeting (1002) opened at /preview goes to /list', async ({ page }) => {
    await freshAsDemo(page);
    await page.goto('/preview/1002');
    await expect(page).toHaveURL(/\/list$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Video Greetings' })).toBeVisible();
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`axe finds nothing on the preview, the instant player and the dialog at ${name} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await freshAsDemo(page, WATCHING);
      await openPreview(page);
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Watch it now' }).click();
      await expect(player(page)).toBeVisible();
      // a still page for axe; nothing spills sideways on a phone
      await page.getByRole('button', { name: 'Pause' }).click();
      await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: "It's finished" }).click();
      await expect(page.getByRole('dialog', { name: 'Is your Video Greeting finished?' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
