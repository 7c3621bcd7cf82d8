import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ownerPersistence, resetUploadStorage } from './persistence';
import { uploadRowLabel, uploadRowPercent, UPLOAD_LABELS } from './rules';
import type { PrepareFn } from './queueTypes';
import type { UploadItem } from './uploadItem';
import { UploadQueue } from './uploadQueue';
import { openIdbUploadStore, type UploadStore } from './uploadStore';

// Issue 29: each file is made ready on the device (smaller, upright, playable everywhere) as the
// first step of its upload; the made file is what goes and what a reload keeps.

type Prep = {
  file: File;
  options: Parameters<PrepareFn>[1];
  resolve: (v: { file: File; note: string | null }) => void;
  reject: (e: unknown) => void;
};
type Call = { item: UploadItem<string>; resolve: (v: string) => void; reject: (e: unknown) => void };

let dbSeq = 0;
const OWNER = 'edit:1001';
const video = (name: string, text = `bytes of ${name}`) => new File([text], name, { type: 'video/mp4' });
const flush = () => vi.advanceTimersByTimeAsync(0);
const eventually = (fn: () => Promise<void> | void) => vi.waitFor(fn, { timeout: 2_000, interval: 5 });

function visit(store: Promise<UploadStore | null>) {
  const preps: Prep[] = [];
  const calls: Call[] = [];
  const queue = new UploadQueue<string>({
    persistence: ownerPersistence(OWNER, () => store),
    prepare: (file, options) => new Promise((resolve, reject) => preps.push({ file, options, resolve, reject })),
    upload: (item) => new Promise<string>((resolve, reject) => calls.push({ item, resolve, reject })),
  });
  return { queue, preps, calls };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  resetUploadStorage();
});
afterEach(() => vi.useRealTimers());

describe('preparing before the upload', () => {
  it('converts first ("Preparing…" with its progress), then sends the made file, with its note, and a reload keeps the made file', async () => {
    const store = openIdbUploadStore(`prepared-${++dbSeq}`);
    const { queue, preps, calls } = visit(store);
    queue.add([video('party.mov', 'x'.repeat(4000))]);
    await flush();
    expect(calls).toHaveLength(0);
    expect(preps.map((p) => p.file.name)).toEqual(['party.mov']);

    preps[0]!.options.onConverting();
    preps[0]!.options.onProgress(0.42);
    const row = queue.getSnapshot()[0]!;
    expect([uploadRowLabel(row), uploadRowPercent(row)]).toEqual(['Preparing…', 42]);
    expect(queue.isBusy()).toBe(true);

    const made = video('party.mp4', 'y'.repeat(1000));
    preps[0]!.resolve({ file: made, note: 'Made smaller for a faster upload: 4 KB → 1 KB' });
    await flush();
    expect(calls.map((c) => c.item.file)).toEqual([made]);
    const sending = queue.getSnapshot()[0]!;
    expect(sending).toMatchObject({
      name: 'party.mov',
      prepared: true,
      preparing: null,
      note: expect.stringContaining('4 KB → 1 KB'),
    });
    expect(uploadRowLabel(sending)).toBe(UPLOAD_LABELS.pending);
    await eventually(async () => {
      const kept = await (await store)!.list(OWNER);
      expect(kept.map((k) => [k.name, k.prepared, k.file.size])).toEqual([['party.mp4', true, 1000]]);
    });

    // a reload: the made file comes back and is sent as it is, never prepared again
    const again = visit(store);
    again.queue.restore(await (await store)!.list(OWNER));
    again.queue.retry(again.queue.getSnapshot()[0]!.id);
    await flush();
    expect(again.preps).toHaveLength(0);
    expect(again.calls[0]!.item.file.name).toBe('party.mp4');
  });

  it('a file that cannot be made ready fails for good with its reason: never sent, Dismiss only, not kept', async () => {
    const store = openIdbUploadStore(`prepared-${++dbSeq}`);
    const { queue, preps, calls } = visit(store);
    queue.add([video('broken.mp4'), video('fine.mp4')]);
    await flush();
    preps[0]!.reject(new Error('“broken.mp4” can’t be opened: it is damaged.'));
    await flush();
    expect(queue.getSnapshot()[0]).toMatchObject({
      status: 'error',
      retryable: false,
      message: '“broken.mp4” can’t be opened: it is damaged.',
    });
    expect(calls).toHaveLength(0);
    expect(preps.map((p) => p.file.name)).toEqual(['broken.mp4', 'fine.mp4']);
    await eventually(async () => expect((await (await store)!.list(OWNER)).map((k) => k.name)).toEqual(['fine.mp4']));
  });

  it('Cancel while preparing stops it (its signal aborts), drops the file, and the next one goes', async () => {
    const store = openIdbUploadStore(`prepared-${++dbSeq}`);
    const { queue, preps } = visit(store);
    queue.add([video('long.mov'), video('short.mp4')]);
    await flush();
    preps[0]!.options.onConverting();
    queue.cancel(queue.getSnapshot()[0]!.id);
    expect(preps[0]!.options.signal.aborted).toBe(true);
    preps[0]!.reject(new DOMException('cancelled', 'AbortError'));
    await flush();
    expect(queue.getSnapshot().map((i) => i.name)).toEqual(['short.mp4']);
    expect(preps.map((p) => p.file.name)).toEqual(['long.mov', 'short.mp4']);
    await eventually(async () => expect((await (await store)!.list(OWNER)).map((k) => k.name)).toEqual(['short.mp4']));
  });

  it('a queue without a preparer sends files as picked', async () => {
    const calls: File[] = [];
    const queue = new UploadQueue<string>({ upload: (item) => (calls.push(item.file), new Promise(() => {})) });
    const picked = video('clip.webm');
    queue.add([picked]);
    await flush();
    expect(calls).toEqual([picked]);
    expect(queue.getSnapshot()[0]).toMatchObject({ prepared: true, preparing: null, note: null });
  });
});

describe('the row while preparing (table)', () => {
  it.each([
    [{ status: 'pending', preparing: 0, loaded: 0, total: 100 }, 'Preparing…', 0],
    [{ status: 'pending', preparing: 0.5, loaded: 0, total: 100 }, 'Preparing…', 50],
    [{ status: 'pending', preparing: 1.2, loaded: 0, total: 100 }, 'Preparing…', 100],
    [{ status: 'pending', preparing: null, loaded: 50, total: 100 }, 'Uploading...', 45],
    [{ status: 'idle', preparing: null, loaded: 0, total: 100 }, 'Uploading...', 0],
    [{ status: 'error', preparing: null, loaded: 0, total: 100 }, 'Error Uploading', 0],
  ] as const)('%o reads %s at %i%%', (row, label, percent) => {
    expect(uploadRowLabel(row)).toBe(label);
    expect(uploadRowPercent(row)).toBe(percent);
  });
});
