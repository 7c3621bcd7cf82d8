import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { server } from '../../mocks/node';
import { getSessionId, SESSION_HEADER, startSession } from '../shared/lib/session';
import { API_TIMEOUT_MS, http as client, request } from './client';
import { MESSAGES } from './errors';

const schema = z.object({ status: z.literal('success'), value: z.number() });
const call = () => request({ url: '/rest/probe' }, schema);
const answer = (resolver: Parameters<typeof http.get>[1]) => server.use(http.get('*/rest/probe', resolver));

describe('request: the one API client', () => {
  it('sends the session id header and parses the body', async () => {
    startSession('sess-xyz', true);
    let header: string | null = null;
    answer(({ request: req }) => {
      header = req.headers.get(SESSION_HEADER);
      return HttpResponse.json({ status: 'success', value: 3 });
    });
    await expect(call()).resolves.toEqual({ status: 'success', value: 3 });
    expect(header).toBe('sess-xyz');
  });

  it.each([
    ['a server message', () => HttpResponse.json({ status: 'error', message: 'Nope.' }), 'Nope.'],
    ['no body', () => new HttpResponse(null, { status: 200 }), MESSAGES.noBody],
    ['malformed JSON', () => new HttpResponse('{"status":', { status: 200, headers: { 'Content-Type': 'application/json' } }), MESSAGES.noBody],
    ['a network failure', () => HttpResponse.error(), MESSAGES.network],
    ['a body that does not match the contract', () => HttpResponse.json({ status: 'success', value: 'three' }), MESSAGES.noBody],
  ])('%s → "%s"', async (_, resolver, message) => {
    answer(resolver);
    await expect(call()).rejects.toMatchObject({ name: 'ApiError', message });
  });

  it('a call that takes too long is a network failure (the client has a timeout)', async () => {
    expect(client.defaults.timeout).toBe(API_TIMEOUT_MS);
    // what axios raises when the timeout fires (msw's jsdom XHR interceptor does not run the timer itself)
    const timedOut = (config: InternalAxiosRequestConfig) => Promise.reject(new AxiosError('timeout of 30000ms exceeded', AxiosError.ECONNABORTED, config));
    await expect(request({ url: '/rest/probe', adapter: timedOut }, schema)).rejects.toMatchObject({ message: MESSAGES.network, kind: 'network' });
  });

  it('a 403 clears the session cookie and still shows the message', async () => {
    startSession('stale', true);
    answer(() => HttpResponse.json({ status: 'error', message: 'Please sign in to continue.' }, { status: 403 }));
    await expect(call()).rejects.toMatchObject({ message: 'Please sign in to continue.' });
    expect(getSessionId()).toBeUndefined();
  });

  it('a late 403 for a call sent before a sign-in leaves the new session alone', async () => {
    let answerNow!: () => void;
    answer(async () => {
      await new Promise<void>((resolve) => (answerNow = resolve));
      return HttpResponse.json({ status: 'error', message: 'Please sign in to continue.' }, { status: 403 });
    });
    const pending = call(); // sent with no session
    await vi.waitFor(() => expect(answerNow).toBeTypeOf('function'));
    startSession('fresh', true);
    answerNow();
    await expect(pending).rejects.toMatchObject({ message: 'Please sign in to continue.' });
    expect(getSessionId()).toBe('fresh');
  });

  it('other errors keep the session', async () => {
    startSession('keep', true);
    answer(() => HttpResponse.json({ status: 'error', message: 'x' }, { status: 500 }));
    await expect(call()).rejects.toBeTruthy();
    expect(getSessionId()).toBe('keep');
  });
});
