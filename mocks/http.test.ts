import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import type { greetingIdResponseSchema } from '@/api/greetings/schemas';
import { BODY_TOO_LARGE, numericParam, ok, parseId, readJson, tooLong } from './http';

describe('parseId: only plain decimal ids', () => {
  it.each([
    ['1001', 1001],
    ['1', 1],
    ['999999999999999', 999999999999999],
    ['0x3E9', null],
    ['+1001', null],
    ['-1001', null],
    ['1001.0', null],
    ['01001', null],
    [' 1001', null],
    ['1001 ', null],
    ['1e3', null],
    ['0', null],
    ['', null],
    ['1001\u0000', null],
    ['١٠٠١', null],
    ['9999999999999999', null],
    [undefined, null],
    [1001, null],
    [['1001', '1002'], 1001],
  ])('%j → %s', (value, expected) => {
    expect(parseId(value)).toBe(expected);
  });

  it('numericParam answers the not-found JSON error (404) for anything else', async () => {
    expect(numericParam('1001')).toBe(1001);
    let thrown: unknown;
    try {
      numericParam('0x3E9', 'Video Greeting');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    const res = thrown as Response;
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ status: 'error', message: "We couldn't find that Video Greeting." });
  });
});

describe('readJson: bodies up to LIMITS.jsonBodyBytes (1 MB)', () => {
  const schema = z.object({ body: z.string() });
  const post = (body: string, headers: Record<string, string> = {}) =>
    new Request('http://x/rest/anything', { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });
  const refusalOf = async (promise: Promise<unknown>) => {
    try {
      await promise;
    } catch (error) {
      const res = error as Response;
      return [res.status, await res.json()];
    }
    throw new Error('not refused');
  };

  it('reads a body just under 1 MB', async () => {
    const text = 'x'.repeat(1024 * 1024 - 20);
    await expect(readJson(post(JSON.stringify({ body: text })), schema)).resolves.toEqual({ body: text });
  });

  it('refuses a larger one with 413 and a message, by what arrived', async () => {
    const big = JSON.stringify({ body: 'x'.repeat(1024 * 1024) });
    expect(await refusalOf(readJson(post(big), schema))).toEqual([413, { status: 'error', message: BODY_TOO_LARGE }]);
  });

  it('refuses by the declared length before reading', async () => {
    const request = post('{"body":"small"}');
    const declared = {
      headers: new Headers({ 'content-length': String(20 * 1024 * 1024) }),
      clone: () => request.clone(),
    } as Request;
    expect(await refusalOf(readJson(declared, schema))).toEqual([413, { status: 'error', message: BODY_TOO_LARGE }]);
  });

  it('refuses a body that is not JSON, and a missing field, with 400', async () => {
    expect(await refusalOf(readJson(post('{"body": '), schema))).toEqual([
      400,
      { status: 'error', message: 'The request body must be JSON.' },
    ]);
    expect((await refusalOf(readJson(post('{}'), schema)))[0]).toBe(400);
  });

  it("names the field and zod's English wording (zod/mini loads no locale; http.ts does)", async () => {
    expect(await refusalOf(readJson(post('{}'), schema))).toEqual([
      400,
      { status: 'error', message: 'Invalid request. body: Invalid input: expected string, received undefined' },
    ]);
  });
});

describe('tooLong: the first text over its limit', () => {
  it.each([
    [[['First name', 'A'.repeat(100), 100]], null],
    [[['First name', 'A'.repeat(101), 100]], 'First name can be at most 100 characters.'],
    [
      [
        ['A', 'ok', 5],
        ['Comment', 'x'.repeat(2001), 2000],
      ],
      'Comment can be at most 2,000 characters.',
    ],
    [
      [
        ['Phone', null, 10],
        ['Email', undefined, 10],
      ],
      null,
    ],
  ] as [[string, string | null | undefined, number][], string | null][])('%j → %s', (fields, expected) => {
    expect(tooLong(fields)).toBe(expected);
  });
});

describe('ok: typed against the api schemas', () => {
  it('answers {status: success, ...body}', async () => {
    expect(await ok<z.input<typeof greetingIdResponseSchema>>({ id: 1001 }).json()).toEqual({ status: 'success', id: 1001 });
  });

  it('refuses, at compile time, a body the schema would not parse', () => {
    // @ts-expect-error an id is a number or a string, never a boolean
    expect(() => ok<z.input<typeof greetingIdResponseSchema>>({ id: true })).not.toThrow();
    // @ts-expect-error the schema requires an id
    expect(() => ok<z.input<typeof greetingIdResponseSchema>>({})).not.toThrow();
  });
});
