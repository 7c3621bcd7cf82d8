import { describe, expect, it, vi } from 'vitest';
import { createLatestSaver } from './latestSaver';

function deferredSave() {
  const sent: { value: number[]; resolve: () => void; reject: (e: unknown) => void }[] = [];
  const save = (value: number[]) => new Promise<void>((resolve, reject) => sent.push({ value, resolve, reject }));
  return { sent, save };
}
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('latest-wins saver', () => {
  it('after rapid changes the last value is the last one saved, and never overtaken', async () => {
    const { sent, save } = deferredSave();
    const saved: number[][] = [];
    const saver = createLatestSaver((v: number[]) => save(v).then(() => saved.push(v)));
    saver.push([1, 2, 3]);
    saver.push([2, 1, 3]);
    saver.push([2, 3, 1]);
    saver.push([3, 2, 1]);
    expect(sent.map((s) => s.value)).toEqual([[1, 2, 3]]);
    expect(saver.isBusy()).toBe(true);
    sent[0].resolve();
    await tick();
    expect(sent.map((s) => s.value)).toEqual([
      [1, 2, 3],
      [3, 2, 1],
    ]);
    sent[1].resolve();
    await saver.idle();
    expect(saved.at(-1)).toEqual([3, 2, 1]);
    expect(saver.isBusy()).toBe(false);
  });

  it('a failure is reported, saying whether a newer value will follow; the newer one is still sent', async () => {
    const { sent, save } = deferredSave();
    const onError = vi.fn();
    const onIdle = vi.fn();
    const saver = createLatestSaver(save, { onError, onIdle });
    saver.push([1]);
    saver.push([2]);
    sent[0].reject(new Error('boom'));
    await tick();
    expect(onError).toHaveBeenCalledWith(expect.any(Error), [1], true);
    expect(sent.map((s) => s.value)).toEqual([[1], [2]]);
    sent[1].reject(new Error('again'));
    await tick();
    expect(onError).toHaveBeenLastCalledWith(expect.any(Error), [2], false);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });
});
