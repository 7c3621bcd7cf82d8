import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { server } from '#mocks/node';
import { SESSION_HEADER } from '@/shared/config/session';
import { getSessionId, startSession } from '@/shared/lib/session';
import { API_TIMEOUT_MS, request } from './client';
import { MESSAGES } from './errors';

const schema = z.object({ status: z.literal('success'), value: z.number() });
const call = () => request({ url: '/rest/probe' }, schema);
const answer = (resolver: Parameters<typeof http.get>[1]) => server.use(http.get('*/rest/probe', resolver));

describe('request: the one API client', () => {
  it('sends the session id header (from the cookie) and parses the body', async () => {
    startSession('sess-xyz', true);
    let headers: (string | null)[] = [];
    answer(({ request: req }) => {
      headers = [req.headers.get(SESSION_HEADER), req.headers.get('Accept')];
      return HttpResponse.json({ status: 'success', value: 3 });
    });
    await expect(call()).resolves.toEqual({ status: 'success', value: 3 });
    expect(headers).toEqual(['sess-xyz', 'application/json']);
  });

  it.each([
    ['a server message', () => HttpResponse.json({ status: 'error', message: 'Nope.' }), 'Nope.'],
    ['no body', () => new HttpResponse(null, { status: 200 }), MESSAGES.noBody],
    [
      'malformed JSON',
      () => new HttpResponse('{"status":', { status: 200, headers: { 'Content-Type': 'application/json' } }),
      MESSAGES.noBody,
    ],
    ['a network failure', () => HttpResponse.error(), MESSAGES.network],
    ['a body that does not match the contract', () => HttpResponse.json({ status: 'success', value: 'three' }), MESSAGES.noBody],
  ])('%s → "%s"', async (_, resolver, message) => {
    answer(resolver);
    await expect(call()).rejects.toMatchObject({ name: 'ApiError', message });
  });

  /** A stand-in XMLHttpRequest that never answers (msw's cannot time out): the test plays the browser's timer. */
  class SilentXhr {
    static last: SilentXhr | undefined;
    timeout = 0;
    onloadend = null; // axios's XHR adapter listens for loadend when the browser has it
    ontimeout: (() => void) | null = null;
    constructor() {
      SilentXhr.last = this;
    }
    open() {}
    setRequestHeader() {}
    send() {}
    abort() {}
  }

  it('a call that takes too long is a network failure (the client has a timeout)', async () => {
    SilentXhr.last = undefined;
    vi.stubGlobal('XMLHttpRequest', SilentXhr);
    try {
      const pending = call();
      await vi.waitFor(() => expect(SilentXhr.last?.timeout).toBe(API_TIMEOUT_MS));
      SilentXhr.last!.ontimeout?.(); // the browser's timer ran out
      await expect(pending).rejects.toMatchObject({ message: MESSAGES.network, kind: 'network' });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('an aborted call rejects with an AbortError, not a message (the caller left on purpose)', async () => {
    let reached = false;
    answer(async () => {
      reached = true;
      await delay('infinite');
      return HttpResponse.json({ status: 'success', value: 1 });
    });
    const abort = new AbortController();
    const pending = request({ url: '/rest/probe', signal: abort.signal }, schema);
    await vi.waitFor(() => expect(reached).toBe(true)); // the call is out
    abort.abort();
    // a DOMException named AbortError: what the upload queue recognises as a cancel
    await expect(pending).rejects.toSatisfy((e) => e instanceof DOMException && e.name === 'AbortError');
    // already aborted: nothing is sent
    await expect(request({ url: '/rest/probe', signal: abort.signal }, schema)).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sends JSON bodies as JSON, FormData as multipart, and the query without empty values', async () => {
    let seen: { type: string | null; body: string; url: string } | null = null;
    server.use(
      http.post('*/rest/probe', async ({ request: req }) => {
        seen = { type: req.headers.get('Content-Type'), body: await req.text(), url: req.url };
        return HttpResponse.json({ status: 'success', value: 1 });
      }),
    );
    await request(
      { method: 'POST', url: '/rest/probe', params: { a: 1, b: undefined, c: null, d: 'x y' }, data: { n: 1 } },
      schema,
    );
    expect(seen).toMatchObject({ type: 'application/json', body: '{"n":1}' });
    expect(new URL(seen!.url).search).toBe('?a=1&d=x+y');
    // a spec URL that carries its own query keeps it
    await request({ method: 'POST', url: '/rest/probe?type=a', params: { b: 2 } }, schema);
    expect(new URL(seen!.url).search).toBe('?type=a&b=2');
  });

  it('reports real upload progress', async () => {
    server.use(http.post('*/rest/probe', () => HttpResponse.json({ status: 'success', value: 1 })));
    const form = new FormData();
    form.append('files[]', new File(['x'.repeat(1000)], 'a.jpg', { type: 'image/jpeg' }));
    const events: { loaded: number; total: number | undefined }[] = [];
    await request({ method: 'POST', url: '/rest/probe', data: form, onUploadProgress: (e) => events.push(e) }, schema);
    expect(events.length).toBeGreaterThan(0);
    const last = events.at(-1)!;
    expect(last.loaded).toBeGreaterThan(1000); // the whole multipart body went
    expect(last.total).toBe(last.loaded);
  });

  it('a 403 clears the session cookie and still shows the message', async () => {
    startSession('stale', true);
    answer(() => HttpResponse.json({ status: 'error', message: 'Please sign in to continue.' }, { status: 403 }));
    await expect(call()).rejects.toMatchObject({ message: 'Please sign in to continue.' });
    expect(getSessionId()).toBeUndefined();
  });

  it.each([
    ['no session', undefined],
    ['another session', 'sess-old'],
  ])('a late 403 for a call sent with %s leaves the session started since alone', async (_, sentWith) => {
    if (sentWith) startSession(sentWith, true);
    let answerNow!: () => void;
    answer(async () => {
      await new Promise<void>((resolve) => (answerNow = resolve));
      return HttpResponse.json({ status: 'error', message: 'Please sign in to continue.' }, { status: 403 });
    });
    const pending = call();
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
