import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { NOT_MEDIA } from '#mocks/uploads';
import { progressPercent } from './rules';
import type { UploadEvent } from './queueTypes';
import type { UploadItem } from './uploadItem';
import { UploadQueue } from './uploadQueue';

type Deferred = {
  item: UploadItem<string>;
  progress: (loaded: number, total?: number) => void;
  signal: AbortSignal;
  resolve: (v: string) => void;
  reject: (e: unknown) => void;
};

function setup() {
  const calls: Deferred[] = [];
  const events: UploadEvent<string>[] = [];
  const queue = new UploadQueue<string>({
    upload: (item, progress, signal) =>
      new Promise<string>((resolve, reject) => calls.push({ item, progress, signal, resolve, reject })),
    onEvent: (e) => events.push(e),
  });
  return { queue, calls, events };
}

const file = (name: string, bytes = 1000, type = name.endsWith('.mp4') ? 'video/mp4' : 'image/jpeg') =>
  new File([new Uint8Array(bytes)], name, { type });
const statuses = (q: UploadQueue<string>) => q.getSnapshot().map((i) => `${i.name}:${i.status}`);
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the upload queue', () => {
  it('sends several files one at a time, in the order chosen', async () => {
    const { queue, calls } = setup();
    queue.add([file('1.jpg'), file('2.mp4'), file('3.jpg')]);
    await flush();
    expect(calls.map((c) => c.item.name)).toEqual(['1.jpg']);
    expect(statuses(queue)).toEqual(['1.jpg:pending', '2.mp4:idle', '3.jpg:idle']);
    expect(calls[0].item).toMatchObject({ isVideo: false, sizeMb: 0.01 });

    calls[0].resolve('r1');
    await flush();
    expect(calls.map((c) => c.item.name)).toEqual(['1.jpg', '2.mp4']);
    expect(calls[1].item.isVideo).toBe(true);
    expect(statuses(queue)).toEqual(['1.jpg:done', '2.mp4:pending', '3.jpg:idle']);

    calls[1].resolve('r2');
    await flush();
    calls[2].resolve('r3');
    await flush();
    expect(queue.getSnapshot()).toEqual([]);
    expect(queue.isBusy()).toBe(false);
  });

  it('progress is 90 % of the bytes sent, 100 % when done', async () => {
    const { queue, calls } = setup();
    queue.add([file('a.jpg', 2000), file('b.jpg', 2000)]);
    await flush();
    calls[0].progress(1000, 2000);
    expect(progressPercent(queue.getSnapshot()[0])).toBe(45);
    calls[0].progress(2000, 2000);
    expect(progressPercent(queue.getSnapshot()[0])).toBe(90);
    calls[0].resolve('ok');
    await flush();
    expect(progressPercent(queue.getSnapshot()[0])).toBe(100);
  });

  it('an unknown total falls back to the file size', async () => {
    const { queue, calls } = setup();
    queue.add([file('a.jpg', 4000)]);
    await flush();
    calls[0].progress(1000, undefined);
    expect(queue.getSnapshot()[0]).toMatchObject({ loaded: 1000, total: 4000 });
  });

  it('a file whose size the browser does not know is sent as 20 MB, and progress is measured against 20 MB', async () => {
    const { queue, calls } = setup();
    const sizeless = file('phone.jpg');
    Object.defineProperty(sizeless, 'size', { value: undefined });
    const { added, rejected } = queue.add([sizeless]);
    expect(rejected).toEqual([]);
    expect(added[0]).toMatchObject({ sizeMb: 20, total: 20 * 1024 * 1024 });
    await flush();
    expect(calls[0].item.sizeMb).toBe(20);
    calls[0].progress(10 * 1024 * 1024, undefined);
    expect(progressPercent(queue.getSnapshot()[0])).toBe(45);
  });

  it("says 'slow' once an upload has run for 5 s, and not for a quick one", async () => {
    const { queue, calls, events } = setup();
    queue.add([file('quick.jpg'), file('slow.jpg')]);
    await flush();
    await vi.advanceTimersByTimeAsync(4_999);
    calls[0].resolve('ok');
    await flush();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(events.filter((e) => e.type === 'slow')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(events.filter((e) => e.type === 'slow').map((e) => (e as { item: UploadItem }).item.name)).toEqual(['slow.jpg']);
  });

  it('a server error on file 2 of 5 still uploads 1, 3, 4 and 5; file 2 stays listed with its message', async () => {
    const { queue, calls, events } = setup();
    queue.add(['1', '2', '3', '4', '5'].map((n) => file(`${n}.jpg`)));
    for (let i = 0; i < 5; i++) {
      await flush();
      if (i === 1) calls[i].reject(new ApiError('Something went wrong on our side. Please try again.', 'server', 500));
      else calls[i].resolve(`r${i}`);
    }
    await flush();
    expect(calls.map((c) => c.item.name)).toEqual(['1.jpg', '2.jpg', '3.jpg', '4.jpg', '5.jpg']);
    expect(queue.getSnapshot()).toEqual([
      expect.objectContaining({ name: '2.jpg', status: 'error', message: 'Something went wrong on our side. Please try again.' }),
    ]);
    expect(events.filter((e) => e.type === 'success')).toHaveLength(4);
    expect(events.at(-1)).toEqual({ type: 'drained', failed: 1, held: 0 });
  });

  it('a dropped connection keeps the file; retry sends the same file again', async () => {
    const { queue, calls } = setup();
    const photo = file('a.jpg');
    queue.add([photo]);
    await flush();
    calls[0].reject(new ApiError('Could not load. Please try again.', 'network'));
    await flush();
    const [failed] = queue.getSnapshot();
    expect(failed).toMatchObject({ status: 'error', message: 'Upload Failed', offline: true, retryable: true });
    expect(queue.isBusy()).toBe(false);

    queue.retry(failed.id);
    await flush();
    expect(calls).toHaveLength(2);
    expect(calls[1].item.file).toBe(photo);
    expect(queue.getSnapshot()[0].status).toBe('pending');
    calls[1].resolve('ok');
    await flush();
    expect(queue.getSnapshot()).toEqual([]);
  });

  it('a file the server refused for its content stays with its message and cannot be retried, only dismissed', async () => {
    const { queue, calls } = setup();
    queue.add([file('notes.jpg'), file('b.jpg')]);
    await flush();
    calls[0].reject(new ApiError(NOT_MEDIA, 'server', 400));
    await flush();
    const [refused] = queue.getSnapshot();
    expect(refused).toMatchObject({ status: 'error', message: NOT_MEDIA, retryable: false });
    queue.retry(refused.id);
    await flush();
    // the next file went on; the refused one was not sent again
    expect(calls.map((c) => c.item.name)).toEqual(['notes.jpg', 'b.jpg']);
    expect(statuses(queue)).toEqual(['notes.jpg:error', 'b.jpg:pending']);
    queue.dismiss(refused.id);
    expect(statuses(queue)).toEqual(['b.jpg:pending']);
  });

  it('a server fault can be retried; a retried file that fails again is judged again', async () => {
    const { queue, calls } = setup();
    queue.add([file('a.jpg')]);
    await flush();
    calls[0].reject(new ApiError('Something went wrong on our side. Please try again.', 'server', 500));
    await flush();
    expect(queue.getSnapshot()[0].retryable).toBe(true);
    queue.retry(queue.getSnapshot()[0].id);
    await flush();
    expect(queue.getSnapshot()[0]).toMatchObject({ status: 'pending', retryable: true });
    calls[1].reject(new ApiError(NOT_MEDIA, 'server', 400));
    await flush();
    expect(queue.getSnapshot()[0]).toMatchObject({ status: 'error', retryable: false });
  });

  it('pause lets the file under way finish but starts no other until resume', async () => {
    const { queue, calls, events } = setup();
    queue.add([file('a.jpg'), file('b.jpg')]);
    await flush();
    queue.pause();
    calls[0].resolve('ra');
    await flush();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
    expect(statuses(queue)).toEqual(['a.jpg:done', 'b.jpg:idle']);
    expect(events.some((e) => e.type === 'drained')).toBe(false);

    queue.resume();
    await flush();
    expect(calls.map((c) => c.item.name)).toEqual(['a.jpg', 'b.jpg']);
    calls[1].resolve('rb');
    await flush();
    expect(events.at(-1)).toEqual({ type: 'drained', failed: 0, held: 0 });
  });

  it('pauses count: two holds (a refusal looked into, a screen hold) need two resumes', async () => {
    const { queue, calls } = setup();
    queue.pause();
    queue.pause();
    queue.add([file('a.jpg')]);
    await flush();
    queue.resume();
    await flush();
    expect(calls).toHaveLength(0);
    queue.resume();
    await flush();
    expect(calls.map((c) => c.item.name)).toEqual(['a.jpg']);
    // a resume too many is no pause in credit
    queue.resume();
    queue.pause();
    queue.add([file('b.jpg')]);
    calls[0].resolve('ra');
    await flush();
    expect(calls).toHaveLength(1);
  });

  it('dismiss removes a failed file only', async () => {
    const { queue, calls } = setup();
    queue.add([file('a.jpg'), file('b.jpg')]);
    await flush();
    queue.dismiss(queue.getSnapshot()[0].id); // pending: stays
    expect(queue.getSnapshot()).toHaveLength(2);
    calls[0].reject(new Error('boom'));
    await flush();
    queue.dismiss(queue.getSnapshot()[0].id);
    expect(statuses(queue)).toEqual(['b.jpg:pending']);
  });

  it('refuses an unsupported type and a 0-byte file before anything is sent', async () => {
    const { queue, calls } = setup();
    const { added, rejected } = queue.add([file('notes.txt', 10, 'text/plain'), file('empty.jpg', 0), file('ok.jpg')]);
    await flush();
    expect(added.map((i) => i.name)).toEqual(['ok.jpg']);
    expect(rejected).toEqual([
      {
        name: 'notes.txt',
        message: "“notes.txt” can't be added. Photos can be .jpg, .png or .gif, and videos .mov, .mp4, .avi, .webm or .m4v.",
      },
      { name: 'empty.jpg', message: '“empty.jpg” is empty (0 bytes). Please choose another photo or video.' },
    ]);
    expect(calls.map((c) => c.item.name)).toEqual(['ok.jpg']);
  });

  it('files added while one is uploading wait their turn', async () => {
    const { queue, calls } = setup();
    queue.add([file('a.jpg')]);
    await flush();
    queue.add([file('b.jpg')]);
    await flush();
    expect(calls).toHaveLength(1);
    calls[0].resolve('ok');
    await flush();
    expect(calls.map((c) => c.item.name)).toEqual(['a.jpg', 'b.jpg']);
  });

  it('detach cancels the upload under way and keeps it queued; attach carries on', async () => {
    const { queue, calls, events } = setup();
    queue.add([file('a.jpg')]);
    await flush();
    queue.detach();
    expect(calls[0].signal.aborted).toBe(true);
    expect(statuses(queue)).toEqual(['a.jpg:idle']);
    calls[0].reject(new DOMException('aborted', 'AbortError'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(events).toEqual([]);
    queue.attach();
    await flush();
    expect(calls).toHaveLength(2);
  });

  it("configure: the screen's latest callbacks take over, for the next file and the next event", async () => {
    const { queue, calls, events } = setup();
    queue.add([file('a.jpg'), file('b.jpg')]);
    await flush();
    const heard: UploadEvent<string>[] = [];
    const upload = vi.fn(() => Promise.resolve('rb'));
    queue.configure({ upload, onEvent: (e) => heard.push(e) });
    calls[0].resolve('ra');
    await flush();
    expect(upload).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);
    expect(events).toEqual([]);
    expect(heard.map((e) => e.type)).toEqual(['success', 'success', 'drained']);
  });

  it('notifies subscribers with a new snapshot on every change', async () => {
    const { queue, calls } = setup();
    const seen: number[] = [];
    queue.subscribe(() => seen.push(queue.getSnapshot().length));
    const before = queue.getSnapshot();
    queue.add([file('a.jpg')]);
    expect(queue.getSnapshot()).not.toBe(before);
    await flush();
    calls[0].resolve('ok');
    await flush();
    expect(seen.at(-1)).toBe(0);
    expect(seen.length).toBeGreaterThan(2);
  });
});

describe('a file with an upload id of its own (a recording)', () => {
  it('goes with that id; a second add of the same id (a double click) queues nothing', async () => {
    const { queue, calls } = setup();
    const take = file('recording.webm', 1000, 'video/webm');
    queue.add([{ file: take, uploadId: 'rec-1' }]);
    queue.add([{ file: take, uploadId: 'rec-1' }]);
    await flush();
    expect(queue.getSnapshot()).toHaveLength(1);
    expect(calls.map((c) => [c.item.uploadId, c.item.isVideo])).toEqual([['rec-1', true]]);
  });

  it('one that may have gone up already (kept from an earlier visit) is checked first, and not sent when it arrived', async () => {
    const calls: string[] = [];
    const check = vi.fn(async (item: UploadItem<string>) => (item.uploadId === 'arrived' ? 'the clip it made' : null));
    const events: UploadEvent<string>[] = [];
    const queue = new UploadQueue<string>({
      upload: async (item) => {
        calls.push(item.uploadId);
        return 'sent';
      },
      alreadyUploaded: check,
      onEvent: (e) => events.push(e),
    });
    queue.add([
      { file: file('a.webm', 10, 'video/webm'), uploadId: 'arrived', sentBefore: true },
      { file: file('b.webm', 10, 'video/webm'), uploadId: 'fresh' },
    ]);
    await flush();
    await flush();
    expect(check.mock.calls.map(([item]) => item.uploadId)).toEqual(['arrived']);
    expect(calls).toEqual(['fresh']);
    expect(events.filter((e) => e.type === 'success').map((e) => e.type === 'success' && e.response)).toEqual([
      'the clip it made',
      'sent',
    ]);
  });
});

describe('what the queue tells its storage', () => {
  function kept() {
    const removed: string[] = [];
    const queue = new UploadQueue<string>({
      upload: (item) =>
        item.name === 'refused.jpg'
          ? Promise.reject(new ApiError(NOT_MEDIA, 'server', 400))
          : item.name === 'fault.jpg'
            ? Promise.reject(new ApiError('Something went wrong on our side. Please try again.', 'server', 500))
            : Promise.resolve('ok'),
      persistence: {
        save: () => undefined,
        patch: () => undefined,
        remove: (uploadId, why) => void removed.push(`${uploadId}:${why}`),
        load: async () => [],
      },
    });
    return { queue, removed };
  }

  it('why it lets each file go: arrived, refused, or dropped by the user; a fault is kept', async () => {
    const { queue, removed } = kept();
    queue.add([
      { file: file('ok.jpg'), uploadId: 'ok' },
      { file: file('refused.jpg'), uploadId: 'refused' },
      { file: file('fault.jpg'), uploadId: 'fault' },
    ]);
    await flush();
    expect(removed).toEqual(['ok:arrived', 'refused:refused']);
    queue.dismiss(queue.getSnapshot().find((i) => i.uploadId === 'fault')!.id);
    expect(removed).toEqual(['ok:arrived', 'refused:refused', 'fault:dropped']);
  });
});
