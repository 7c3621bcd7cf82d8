import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { request } from '@/api/client';
import { EARLY_CALLS } from '@/shared/config/earlyCalls';
import { startSession } from '@/shared/lib/session';
import { z } from '@/api/zod';
import { callKey, type EarlyCall } from './earlyCalls';

const anything = z.unknown();
const store = window as unknown as Record<string, Record<string, EarlyCall> | undefined>;

/** The GETs that reach the fake server while `run` runs. */
async function sentDuring(run: () => Promise<unknown>) {
  const sent: string[] = [];
  const listener = ({ request: r }: { request: Request }) => void sent.push(`${r.method} ${new URL(r.url).pathname}`);
  server.events.on('request:start', listener);
  const result = await run();
  server.events.removeListener('request:start', listener);
  return { sent, result };
}

const early = (body: unknown, session?: string, status = 200, at = performance.now()): EarlyCall => ({
  at,
  session,
  answer: Promise.resolve({ status, body: JSON.stringify(body), type: 'application/json' }),
});

afterEach(() => {
  delete store[EARLY_CALLS];
});

describe('callKey: a call’s identity without its cache-buster', () => {
  it.each([
    ['/rest/theme-v3', { cache: 'x1' }, '/rest/theme-v3'],
    ['/rest/theme-v3?cache=abc', undefined, '/rest/theme-v3'],
    ['/rest/fizz/1/detail?type=edit-flow', undefined, '/rest/fizz/1/detail?type=edit-flow'],
    ['/rest/fizz/1/detail', { type: 'edit-flow', cache: 'z' }, '/rest/fizz/1/detail?type=edit-flow'],
    ['/rest/theme/1/theme-animation-v2', { key: 'k', cache: 'z' }, '/rest/theme/1/theme-animation-v2?key=k'],
    ['/rest/x', { b: 2, a: 1, gone: null }, '/rest/x?a=1&b=2'],
  ])('%s %j → %s', (url, params, key) => {
    expect(callKey(url, params)).toBe(key);
  });
});

describe('the API client takes a GET the start already sent', () => {
  it('answers from the early call once, parsed by the schema, and asks the server the next time', async () => {
    store[EARLY_CALLS] = { '/rest/vid/vid-1003/fizz': early({ status: 'success', from: 'start' }) };
    const first = await sentDuring(() => request({ url: '/rest/vid/vid-1003/fizz' }, anything));
    expect(first).toEqual({ sent: [], result: { status: 'success', from: 'start' } });
    const second = await sentDuring(() => request({ url: '/rest/vid/vid-1003/fizz' }, anything));
    expect(second.sent).toEqual(['GET /rest/vid/vid-1003/fizz']);
  });

  it('matches a cache-busted call by its path and other parameters', async () => {
    store[EARLY_CALLS] = { '/rest/theme-v3': early({ status: 'success', rows: [] }) };
    const { sent, result } = await sentDuring(() => request({ url: '/rest/theme-v3', params: { cache: 'r4nd' } }, anything));
    expect({ sent, result }).toEqual({ sent: [], result: { status: 'success', rows: [] } });
  });

  it('an early failure answer is the call’s failure, with the spec’s message', async () => {
    store[EARLY_CALLS] = { '/rest/vid/nope/fizz': early({ status: 'error', message: 'Not found' }, undefined, 404) };
    await expect(request({ url: '/rest/vid/nope/fizz' }, anything)).rejects.toMatchObject({
      name: 'ApiError',
      message: 'Not found',
      httpStatus: 404,
    });
  });

  it.each([
    [
      'the early call failed on the network',
      (): EarlyCall => ({ session: 'sess-demo', at: performance.now(), answer: Promise.reject(new TypeError('Failed')) }),
    ],
    ['it was sent with another session', () => early({ status: 'success' }, 'sess-old')],
    ['its answer is over 30 s old', () => early({ status: 'success' }, 'sess-demo', 200, performance.now() - 30_001)],
  ])('asks the server when %s', async (_, makeCall: () => EarlyCall) => {
    const call = makeCall();
    call.answer.catch(() => undefined); // as the start script does
    startSession('sess-demo', false);
    store[EARLY_CALLS] = { '/rest/config/sample-videos': call };
    const { sent } = await sentDuring(() => request({ url: '/rest/config/sample-videos' }, anything));
    expect(sent).toEqual(['GET /rest/config/sample-videos']);
  });

  it('never answers a write', async () => {
    store[EARLY_CALLS] = { '/rest/vid/vid-1003/viewed': early({ status: 'success', from: 'start' }) };
    const { sent } = await sentDuring(() => request({ method: 'POST', url: '/rest/vid/vid-1003/viewed' }, anything));
    expect(sent).toEqual(['POST /rest/vid/vid-1003/viewed']);
  });
});
