import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { getUploadStorageState, ownerPersistence, resetUploadStorage, uploadStore } from './persistence';
import type { UploadEvent } from './queueTypes';
import type { UploadItem } from './uploadItem';
import { UploadQueue } from './uploadQueue';
import { openIdbUploadStore, type UploadStore } from './uploadStore';

type Call = { item: UploadItem<string>; resolve: (v: string) => void; reject: (e: unknown) => void };

let dbSeq = 0;
/** A fresh database per test: one test's files never show up in another. */
const freshStore = () => openIdbUploadStore(`uploads-test-${++dbSeq}`);

const OWNER = 'invite:inv-1001';
const photo = (name: string, text = `bytes of ${name}`) =>
  new File([text], name, { type: 'image/jpeg', lastModified: 1_700_000_000_000 });
const flush = () => vi.advanceTimersByTimeAsync(0);

/** A page's queue over the given store (a "visit"): the calls it makes and the events it hears. */
function visit(store: Promise<UploadStore | null>, check?: (item: UploadItem<string>) => Promise<string | null>) {
  const calls: Call[] = [];
  const events: UploadEvent<string>[] = [];
  const persistence = ownerPersistence(OWNER, () => store);
  const queue = new UploadQueue<string>({
    persistence,
    upload: (item) => new Promise<string>((resolve, reject) => calls.push({ item, resolve, reject })),
    alreadyUploaded: check,
    onEvent: (e) => events.push(e),
  });
  return { queue, calls, events, persistence };
}

/** What the panel's 'Upload now' and 'Remove' do: Retry, or Dismiss, each held file in order. */
function uploadNow(queue: UploadQueue<string>) {
  for (const item of queue.getSnapshot()) if (item.status === 'held') queue.retry(item.id);
}
function removeHeld(queue: UploadQueue<string>) {
  for (const item of queue.getSnapshot()) if (item.status === 'held') queue.dismiss(item.id);
}

const kept = async (store: Promise<UploadStore | null>, owner = OWNER) => (await (await store)!.list(owner)).map((s) => s.name);
const eventually = (fn: () => Promise<void> | void) => vi.waitFor(fn, { timeout: 2_000, interval: 5 });

beforeEach(() => {
  // IndexedDB (fake-indexeddb) schedules with setImmediate: only the queue's own timers are faked
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  resetUploadStorage();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the upload store (idb-keyval)', () => {
  it('keeps files by owner, in queue order, with their bytes; patch changes the description; remove forgets', async () => {
    const store = (await freshStore())!;
    const meta = (uploadId: string, order: number, owner = OWNER) => ({
      owner,
      uploadId,
      order,
      name: `${uploadId}.jpg`,
      type: 'image/jpeg',
      lastModified: 5,
      attempted: false,
      message: null,
    });
    await store.put(meta('b', 2), photo('b.jpg', 'B'));
    await store.put(meta('a', 1), photo('a.jpg', 'AA'));
    await store.put(meta('c', 1, 'edit:1001'), photo('c.jpg'));

    const listed = await store.list(OWNER);
    expect(listed.map((s) => [s.uploadId, s.file.name, s.file.type, s.file.size])).toEqual([
      ['a', 'a.jpg', 'image/jpeg', 2],
      ['b', 'b.jpg', 'image/jpeg', 1],
    ]);
    expect(await listed[0].file.text()).toBe('AA');

    await store.patch(OWNER, 'b', { attempted: true, message: 'Upload Failed' });
    expect((await store.list(OWNER))[1]).toMatchObject({ uploadId: 'b', attempted: true, message: 'Upload Failed' });

    await store.remove(OWNER, 'a');
    expect((await store.list(OWNER)).map((s) => s.uploadId)).toEqual(['b']);
    expect((await store.list('edit:1001')).map((s) => s.uploadId)).toEqual(['c']);
  });
});

describe('the upload queue, kept across a reload', () => {
  it('stores waiting files, forgets each one that arrives, and keeps a failed one with its message', async () => {
    const store = freshStore();
    const { queue, calls } = visit(store);
    queue.add([photo('1.jpg'), photo('2.jpg'), photo('3.jpg')]);
    await eventually(async () => expect(await kept(store)).toEqual(['1.jpg', '2.jpg', '3.jpg']));

    await flush();
    calls[0].resolve('r1');
    await flush();
    calls[1].reject(new ApiError('Something went wrong on our side. Please try again.', 'server', 500));
    await flush();
    calls[2].resolve('r3');
    await flush();

    await eventually(async () => expect(await kept(store)).toEqual(['2.jpg']));
    const [failed] = await (await store)!.list(OWNER);
    expect(failed).toMatchObject({ attempted: true, message: 'Something went wrong on our side. Please try again.' });
  });

  it('after a reload the kept files come back held, in order; nothing is sent until Upload now', async () => {
    const store = freshStore();
    const first = visit(store);
    first.queue.add([photo('a.jpg'), photo('b.jpg')]);
    await flush(); // a.jpg is on its way when the tab closes
    await eventually(async () => expect(await kept(store)).toEqual(['a.jpg', 'b.jpg']));

    const second = visit(store, async () => null);
    second.queue.restore(await second.persistence.load());
    expect(second.queue.getSnapshot().map((i) => `${i.name}:${i.status}`)).toEqual(['a.jpg:held', 'b.jpg:held']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(second.calls).toEqual([]);

    // a second restore (React's double effect in development) lists nothing twice
    second.queue.restore(await second.persistence.load());
    expect(second.queue.getSnapshot()).toHaveLength(2);

    uploadNow(second.queue);
    await flush();
    expect(second.calls.map((c) => c.item.name)).toEqual(['a.jpg']);
    expect(await second.calls[0].item.file.text()).toBe('bytes of a.jpg');
    second.calls[0].resolve('ra');
    await flush();
    second.calls[1].resolve('rb');
    await flush();
    expect(second.queue.getSnapshot()).toEqual([]);
    expect(second.events.at(-1)).toEqual({ type: 'drained', failed: 0, held: 0 });
    await eventually(async () => expect(await kept(store)).toEqual([]));
  });

  it('a kept file may have arrived (sent, answer lost; or sent from another tab): each is checked first and, if the server has it, never sent again', async () => {
    const store = freshStore();
    const first = visit(store);
    first.queue.add([photo('lost-answer.jpg'), photo('never-sent.jpg')]);
    await flush();
    await eventually(async () => expect((await (await store)!.list(OWNER))[0]?.attempted).toBe(true));

    const check = vi.fn(async (item: UploadItem<string>) =>
      item.name === 'lost-answer.jpg' ? 'the clip the server made' : null,
    );
    const second = visit(store, check);
    second.queue.restore(await second.persistence.load());
    uploadNow(second.queue);
    await flush();
    await flush();
    // checked and found: not sent; the next one is checked too (another tab may have sent it), not found, sent
    expect(check.mock.calls.map(([item]) => item.name)).toEqual(['lost-answer.jpg', 'never-sent.jpg']);
    expect(second.calls.map((c) => c.item.name)).toEqual(['never-sent.jpg']);
    expect(second.events).toContainEqual(expect.objectContaining({ type: 'success', response: 'the clip the server made' }));
    second.calls[0].resolve('ok');
    await flush();
    await eventually(async () => expect(await kept(store)).toEqual([]));
  });

  it('a check that finds nothing sends it again, once; a failed check keeps the file with its message', async () => {
    const store = freshStore();
    const first = visit(store);
    first.queue.add([photo('a.jpg')]);
    await flush();
    first.calls[0].reject(new ApiError('Could not load. Please try again.', 'network'));
    await flush();
    await eventually(async () => expect((await (await store)!.list(OWNER))[0]?.message).toBe('Upload Failed'));

    const check = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('Could not load. Please try again.', 'network'))
      .mockResolvedValue(null);
    const second = visit(store, check);
    second.queue.restore(await second.persistence.load());
    expect(second.queue.getSnapshot()[0]).toMatchObject({ status: 'held', message: 'Upload Failed' });
    uploadNow(second.queue);
    await flush();
    expect(second.calls).toEqual([]);
    expect(second.queue.getSnapshot()[0]).toMatchObject({
      status: 'error',
      message: 'Upload Failed',
      offline: true,
    });

    second.queue.retry(second.queue.getSnapshot()[0].id);
    await flush();
    expect(check).toHaveBeenCalledTimes(2);
    expect(second.calls).toHaveLength(1);
  });

  it('Remove forgets the held files; dismiss forgets a failed one', async () => {
    const store = freshStore();
    const first = visit(store);
    first.queue.add([photo('a.jpg'), photo('b.jpg')]);
    await flush();
    first.calls[0].reject(new Error('boom'));
    await flush();
    first.calls[1].reject(new Error('boom'));
    await flush();
    first.queue.dismiss(first.queue.getSnapshot()[0].id);
    await eventually(async () => expect(await kept(store)).toEqual(['b.jpg']));

    const second = visit(store);
    second.queue.restore(await second.persistence.load());
    removeHeld(second.queue);
    expect(second.queue.getSnapshot()).toEqual([]);
    await eventually(async () => expect(await kept(store)).toEqual([]));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(second.calls).toEqual([]);
  });

  it('a quick upload is forgotten even when it arrives before the write that kept it finished', async () => {
    const store = freshStore();
    const { queue, calls } = visit(store);
    queue.add([photo('quick.jpg')]);
    await flush();
    calls[0].resolve('ok'); // before IndexedDB has answered the put
    await flush();
    await eventually(async () => expect(await kept(store)).toEqual([]));
    // and stays forgotten
    await new Promise((r) => setImmediate(r));
    expect(await kept(store)).toEqual([]);
  });

  it('a lost connection: the file fails, the ones after it wait (not sent); when it returns all are offered again, sent only on Upload now', async () => {
    const store = freshStore();
    const { queue, calls, events } = visit(store);
    queue.add([photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]);
    await flush();
    calls[0].reject(new ApiError('Could not load. Please try again.', 'network'));
    await flush();
    expect(queue.getSnapshot().map((i) => `${i.name}:${i.status}`)).toEqual(['a.jpg:error', 'b.jpg:held', 'c.jpg:held']);
    expect(calls).toHaveLength(1);
    expect(events.map((e) => e.type)).toEqual(['error']);
    // all three still kept, should the tab close before the connection returns
    await eventually(async () => expect(await kept(store)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']));

    queue.offerResume();
    expect(queue.getSnapshot().map((i) => `${i.name}:${i.status}`)).toEqual(['a.jpg:held', 'b.jpg:held', 'c.jpg:held']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
    uploadNow(queue);
    await flush();
    expect(calls.map((c) => c.item.name)).toEqual(['a.jpg', 'a.jpg']);
  });

  it('refuseWaiting (the greeting was finished): what waits fails with the message, is never sent, and storage forgets it', async () => {
    const store = freshStore();
    const { queue, calls } = visit(store);
    queue.add([photo('a.jpg'), photo('b.jpg')]);
    await flush();
    queue.pause();
    calls[0].reject(new ApiError('This Video Greeting has already been finished', 'server', 400));
    await flush();
    // refused: it can never go, so it is forgotten at once; the next one waits, kept
    await eventually(async () => expect(await kept(store)).toEqual(['b.jpg']));
    queue.refuseWaiting('This Video Greeting has already been finished');
    queue.resume();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
    expect(queue.getSnapshot().map((i) => `${i.name}:${i.status}:${i.message}`)).toEqual([
      'a.jpg:error:This Video Greeting has already been finished',
      'b.jpg:error:This Video Greeting has already been finished',
    ]);
    await eventually(async () => expect(await kept(store)).toEqual([]));
  });
});

describe('when the browser cannot keep files', () => {
  it('no IndexedDB: the queue runs in memory, uploads succeed, and the state says the files are not kept', async () => {
    const store = uploadStore(() => Promise.reject(new Error('IndexedDB is not available')));
    const { queue, calls, events } = visit(store);
    queue.add([photo('a.jpg')]);
    await flush();
    calls[0].resolve('ok');
    await flush();
    expect(events).toContainEqual(expect.objectContaining({ type: 'success' }));
    expect(getUploadStorageState()).toBe('not-kept');
  });

  it('storage full: a refused write never fails the upload; the state says so', async () => {
    const real = (await freshStore())!;
    const full: UploadStore = { ...real, put: () => Promise.reject(new DOMException('full', 'QuotaExceededError')) };
    const store = uploadStore(async () => full);
    const { queue, calls, events } = visit(store);
    queue.add([photo('big.jpg')]);
    await flush();
    await eventually(() => expect(getUploadStorageState()).toBe('not-kept'));
    calls[0].resolve('ok');
    await flush();
    expect(events.map((e) => e.type)).toEqual(['success', 'drained']);
  });
});
