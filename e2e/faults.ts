import type { Page } from '@playwright/test';
import { expect } from './support';

// Faults a journey can meet at the worst moment, and what a page keeps: used by nothing-lost.spec.
//
//  - The fake server runs in the page (msw: its service worker hands each /rest call to the page),
//    so context.setOffline() never reaches it. A network cut is the 'offline' scenario (every /rest
//    call fails as a network error) with setOffline around it, so the page also hears 'offline' and
//    'online' as it would.
//  - "The server took it, the answer was lost" is made in the page: the app's transport (axios's
//    XHR adapter) hears an error instead of the answer the server sent (loseAnswer).
//  - A reload or a closed tab kills the fake server's call under way with the page, exactly as a
//    request cut off on its way; with the 'slow' scenario the cut lands while the call is out.

/**
 * Lets a test lose the answer of a call the server did take (the network dropped on the way back):
 * the XMLHttpRequest under axios reports 'error' instead of the answer. Hooked at loadend, where
 * axios's XHR adapter reads the answer (it sets no onload). Installed before the page's scripts.
 */
export async function canLoseAnswers(page: Page) {
  await page.addInitScript(() => {
    type Rule = { call: string; skip: number; left: number };
    const w = window as unknown as { __loseAnswers?: Rule[]; __lostAnswers?: number };
    const open = XMLHttpRequest.prototype.open as (this: XMLHttpRequest, ...args: unknown[]) => void;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest & { __call?: string }, ...args: unknown[]) {
      this.__call = `${String(args[0]).toUpperCase()} ${new URL(String(args[1]), location.href).pathname}`;
      return open.apply(this, args);
    } as typeof XMLHttpRequest.prototype.open;
    const onloadend = Object.getOwnPropertyDescriptor(XMLHttpRequestEventTarget.prototype, 'onloadend')!;
    Object.defineProperty(XMLHttpRequest.prototype, 'onloadend', {
      configurable: true,
      get(this: XMLHttpRequest) {
        return onloadend.get!.call(this) as unknown;
      },
      set(this: XMLHttpRequest, handler: unknown) {
        if (typeof handler !== 'function') return onloadend.set!.call(this, handler);
        onloadend.set!.call(this, function (this: XMLHttpRequest & { __call?: string }, event: ProgressEvent) {
          // loadend also ends a failed or aborted call (status 0): only an answer that came can be lost
          const answered = this.status !== 0;
          const rule = answered && (w.__loseAnswers ?? []).find((r) => r.left > 0 && new RegExp(r.call).test(this.__call ?? ''));
          if (rule && rule.skip > 0) rule.skip -= 1;
          else if (rule) {
            rule.left -= 1;
            w.__lostAnswers = (w.__lostAnswers ?? 0) + 1;
            (this.onerror as ((e: ProgressEvent) => void) | null)?.call(this, new ProgressEvent('error'));
            return;
          }
          (handler as (e: ProgressEvent) => void).call(this, event);
        });
      },
    });
  });
}

/** The answer to the call matching `call` ('METHOD /path' pattern) after `skip` others is lost. */
export async function loseAnswer(page: Page, call: string, skip = 0) {
  await page.evaluate(
    ([c, s]) => {
      const w = window as unknown as { __loseAnswers?: { call: string; skip: number; left: number }[] };
      w.__loseAnswers = [...(w.__loseAnswers ?? []), { call: c, skip: s, left: 1 }];
    },
    [call, skip] as const,
  );
}

export const lostAnswers = (page: Page) =>
  page.evaluate(() => (window as unknown as { __lostAnswers?: number }).__lostAnswers ?? 0);

/** Switches a fake-server scenario from the dev panel, mid-journey (through the DOM: a toast may cover the panel). */
export async function switchScenario(page: Page, name: string, on: boolean) {
  const toggle = page.getByRole('button', { name: /^Fake server/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.evaluate((b: HTMLButtonElement) => b.click());
  const box = page.getByRole('checkbox', { name });
  await box.evaluate((el: HTMLInputElement, want) => {
    if (el.checked !== want) el.click();
  }, on);
  await expect(box).toBeChecked({ checked: on });
  await page.getByRole('button', { name: 'Close the fake server panel' }).evaluate((b: HTMLButtonElement) => b.click());
}

/** The network goes: the browser says so, and every /rest call fails on its way. */
export async function cutNetwork(page: Page) {
  await page.context().setOffline(true);
  await switchScenario(page, 'offline', true);
}

export async function restoreNetwork(page: Page) {
  await switchScenario(page, 'offline', false);
  await page.context().setOffline(false);
}

/** Scenarios on now stay on for the call under way; the next load of this tab starts with none. */
export async function noScenariosAfterReload(page: Page) {
  await page.evaluate(() => sessionStorage.setItem('vg-mock-scenarios', '[]'));
}

/** A call the 'offline' scenario fails is logged by Chromium as a failed load: expected in a network cut. */
export function allowCutCalls(consoleErrors: string[]) {
  const rest = consoleErrors.filter((e) => e !== 'Failed to load resource: net::ERR_FAILED');
  consoleErrors.splice(0, consoleErrors.length, ...rest);
}

/** Closes the tab (no beforeunload: the tab is just gone) and opens a new one in the same browser. */
export async function closeTabAndReopen(page: Page, consoleErrors: string[]): Promise<Page> {
  const context = page.context();
  await page.close();
  const next = await context.newPage();
  next.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  next.on('pageerror', (err) => consoleErrors.push(`pageerror: ${err.message}`));
  return next;
}

/** Reloads at once, whatever the page says (a 'leave this page?' prompt is accepted, as a user in a hurry would). */
export async function reloadNow(page: Page) {
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
}

/** The POST calls matching `pattern` the page sends from now on. */
export function watchCalls(page: Page, pattern: RegExp) {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && pattern.test(r.url())) urls.push(r.url());
  });
  return urls;
}

// ------------------------------------------------------------------ reading what is kept

/** A /rest GET through the page, as the app sends it (the session header from the cookie, or the one given). */
export async function restGet<T>(page: Page, url: string, session?: string): Promise<T> {
  return page.evaluate(
    async ([u, s]) => {
      const sessionId = s ?? /(?:^|; )sessionId=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const res = await fetch(u, { headers: { 'X-Session-Id': sessionId } });
      const body = (await res.json()) as { status?: string; message?: string };
      if (!res.ok) throw new Error(`GET ${u}: ${res.status} ${body.message}`);
      return body as T;
    },
    [url, session] as const,
  );
}

export type ServerClip = { id: number; uploadId?: string };

/** Greeting 1001's clips as its owner sees them. */
export async function clipsOf1001(page: Page): Promise<ServerClip[]> {
  const detail = await restGet<{ fizz: { videos: ServerClip[] } }>(page, '/rest/fizz/1001/detail?type=edit-flow', 'sess-demo');
  return detail.fizz.videos;
}

/** New clips (not in `before`): how many, how many different uploads they came from. */
export function newClips(before: ServerClip[], after: ServerClip[]) {
  const known = new Set(before.map((c) => c.id));
  const added = after.filter((c) => !known.has(c.id));
  const uploads = new Set(added.map((c) => c.uploadId ?? `clip-${c.id}`));
  return { added: added.length, distinct: uploads.size };
}

/**
 * How many keys of an IndexedDB store begin with `prefix` (the app's stores key their entries as
 * ['meta', …] and ['chunk', …]); 0 when the store was never made.
 */
async function countStoredKeys(page: Page, database: string, store: string, prefix: string[]): Promise<number> {
  return page.evaluate(
    ([database, store, prefix]) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(store)) return resolve(0);
          const keys = db.transaction(store).objectStore(store).getAllKeys();
          keys.onsuccess = () =>
            resolve(keys.result.filter((k) => Array.isArray(k) && prefix.every((p, i) => k[i] === p)).length);
          keys.onerror = () => reject(keys.error);
        };
      }),
    [database, store, prefix] as const,
  );
}

/** How many files the page keeps in IndexedDB for `owner` ('edit:1001', 'invite:inv-1001') to send later. */
export async function keptUploads(page: Page, owner: string): Promise<number> {
  return countStoredKeys(page, 'vg-pending-uploads', 'files', ['meta', owner]);
}

/** Recordings the recorder keeps in IndexedDB (not yet uploaded). */
export async function keptRecordings(page: Page): Promise<number> {
  return countStoredKeys(page, 'vg-recordings', 'chunks', ['meta']);
}

/** How many recorded chunks the recorder has stored in IndexedDB (about one a second). */
export async function storedChunks(page: Page): Promise<number> {
  return countStoredKeys(page, 'vg-recordings', 'chunks', ['chunk']);
}

const clockSeconds = (text: string | null) => {
  const [m, s] = (text ?? '').split(':').map(Number);
  return m * 60 + s || 0;
};

/**
 * Records until the clock reaches `seconds` (on a loaded machine it can skip one). With `stored`,
 * also until that much is in IndexedDB (a WebM chunk a second; the chunks can trail the clock), for
 * a test that reloads or closes the tab next.
 */
export async function recordFor(page: Page, seconds: number, { stored = false } = {}) {
  await page.getByRole('button', { name: 'Start recording' }).click();
  await expect
    .poll(async () => clockSeconds(await page.getByRole('timer').textContent()), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(seconds);
  if (stored) await expect.poll(() => storedChunks(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(seconds);
}
