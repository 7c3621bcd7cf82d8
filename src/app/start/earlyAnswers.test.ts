import { describe, expect, it } from 'vitest';
import { server } from '#mocks/node';
import { createApiClient, type RequestConfig } from '@/api/client';
import { startSession } from '@/shared/lib/session';
import { z } from '@/api/zod';
import { callKey, withEarlyAnswers, type EarlyCall, type EarlyCalls } from './earlyAnswers';

const anything = z.unknown();

/** One call sent by an API client whose transport has these early calls. */
const request = (calls: EarlyCalls, config: RequestConfig) => createApiClient(withEarlyAnswers(calls)).request(config, anything);

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

describe('the start’s transport: the API client takes a GET the start already sent', () => {
  it('answers from the early call once, parsed by the schema, and asks the server the next time', async () => {
    const calls = { '/rest/vid/vid-1003/fizz': early({ status: 'success', from: 'start' }) };
    const first = await sentDuring(() => request(calls, { url: '/rest/vid/vid-1003/fizz' }));
    expect(first).toEqual({ sent: [], result: { status: 'success', from: 'start' } });
    const second = await sentDuring(() => request(calls, { url: '/rest/vid/vid-1003/fizz' }));
    expect(second.sent).toEqual(['GET /rest/vid/vid-1003/fizz']);
  });

  it('matches a cache-busted call by its path and other parameters', async () => {
    const calls = { '/rest/theme-v3': early({ status: 'success', rows: [] }) };
    const { sent, result } = await sentDuring(() => request(calls, { url: '/rest/theme-v3', params: { cache: 'r4nd' } }));
    expect({ sent, result }).toEqual({ sent: [], result: { status: 'success', rows: [] } });
  });

  it('an early failure answer is the call’s failure, with the spec’s message', async () => {
    const calls = { '/rest/vid/nope/fizz': early({ status: 'error', message: 'Not found' }, undefined, 404) };
    await expect(request(calls, { url: '/rest/vid/nope/fizz' })).rejects.toMatchObject({
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
    const { sent } = await sentDuring(() =>
      request({ '/rest/config/sample-videos': call }, { url: '/rest/config/sample-videos' }),
    );
    expect(sent).toEqual(['GET /rest/config/sample-videos']);
  });

  it('never answers a write', async () => {
    const calls = { '/rest/vid/vid-1003/viewed': early({ status: 'success', from: 'start' }) };
    const { sent } = await sentDuring(() => request(calls, { method: 'POST', url: '/rest/vid/vid-1003/viewed' }));
    expect(sent).toEqual(['POST /rest/vid/vid-1003/viewed']);
  });
});
