import { describe, expect, it } from 'vitest';
import { yieldToMain } from './yieldToMain';

describe('yieldToMain', () => {
  it('resumes in a later task: work already queued for this one runs first', async () => {
    const order: string[] = [];
    const resumed = yieldToMain().then(() => order.push('resumed'));
    queueMicrotask(() => order.push('this task'));
    void Promise.resolve().then(() => order.push('this task, later'));
    await resumed;
    expect(order).toEqual(['this task', 'this task, later', 'resumed']);
  });
});
