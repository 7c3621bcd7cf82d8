import { describe, expect, it } from 'vitest';
import { NameGate } from './nameGate';

const settled = async <T>(p: Promise<T>) => {
  let result: { value: T } | { error: unknown } | null = null;
  p.then(
    (value) => (result = { value }),
    (error: unknown) => (result = { error }),
  );
  await new Promise((r) => setTimeout(r, 0));
  return result as { value: T } | { error: unknown } | null;
};

describe('the name an upload goes with', () => {
  it.each([
    ['a fine name', { ready: true as const, name: 'Jamie' }, 'Jamie'],
    ['no name', { ready: true as const, name: undefined }, undefined],
  ])('%s goes at once', async (_case, state, name) => {
    expect(await settled(new NameGate(state).next())).toEqual({ value: name });
  });

  it('a refused name holds the file until the field is fixed, then it goes with the fixed name', async () => {
    const gate = new NameGate({ ready: false });
    const next = gate.next();
    expect(await settled(next)).toBeNull();
    gate.set({ ready: false });
    expect(await settled(next)).toBeNull();
    gate.set({ ready: true, name: 'Jo' });
    expect(await next).toBe('Jo');
  });

  it('a cleared field lets the file go without a name', async () => {
    const gate = new NameGate({ ready: false });
    const next = gate.next();
    gate.set({ ready: true, name: undefined });
    expect(await next).toBeUndefined();
  });

  it('a cancelled upload stops waiting', async () => {
    const gate = new NameGate({ ready: false });
    const controller = new AbortController();
    const next = gate.next(controller.signal);
    controller.abort();
    await expect(next).rejects.toMatchObject({ name: 'AbortError' });
    await expect(gate.next(controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });
});
