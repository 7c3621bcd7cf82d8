import { waitForFakeServer, type FakeServerWindow } from './app';
import type { Driver } from './driver';
import { expect, test } from './fixtures';

// Every journey starts from nothing, as in Chromium's fresh contexts: the fake server keeps its
// state in the browser (localStorage and IndexedDB), so what one test leaves must not reach the next.

type MarkWindow = FakeServerWindow & { fakeServer: { update(change: (db: { users: { firstName: string }[] }) => void): void } };

/** What this browser keeps for the app's origin: the marks a test may have left, and the demo user's first name. */
const kept = (d: Driver) =>
  d.evaluate(async () => {
    const databases = (await indexedDB.databases?.()) ?? [];
    return {
      cookie: document.cookie.includes('lane-mark='),
      localStorage: localStorage.getItem('lane-mark'),
      indexedDb: databases.some((db) => db.name === 'lane-mark'),
      firstName: (window as unknown as FakeServerWindow).fakeServer.read().users[0].firstName,
    };
  });

// two browsers one after the other: WebKitGTK's may take a while to start on a busy machine
test.describe.configure({ timeout: 90_000 });

test('a fresh profile for each test: a cookie, localStorage, IndexedDB and the fake server changed in one browser are not in the next', async ({
  openDriver,
}) => {
  const first = await openDriver();
  await first.goto('/terms');
  await waitForFakeServer(first);
  const seeded = (await kept(first)).firstName;
  await first.evaluate(async () => {
    document.cookie = 'lane-mark=1; path=/; max-age=3600; samesite=lax';
    localStorage.setItem('lane-mark', '1');
    await new Promise((resolve, reject) => {
      const open = indexedDB.open('lane-mark', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('marks');
      open.onsuccess = () => (open.result.close(), resolve(null));
      open.onerror = () => reject(open.error);
    });
    (window as unknown as MarkWindow).fakeServer.update((db) => (db.users[0].firstName = 'Marked'));
  });
  // kept there, over a reload
  await first.reload();
  await waitForFakeServer(first);
  expect(await kept(first)).toEqual({ cookie: true, localStorage: '1', indexedDb: true, firstName: 'Marked' });
  await first.close();

  const second = await openDriver();
  await second.goto('/terms');
  await waitForFakeServer(second);
  expect(await kept(second)).toEqual({ cookie: false, localStorage: null, indexedDb: false, firstName: seeded });
});
