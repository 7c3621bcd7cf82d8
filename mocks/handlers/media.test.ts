// Stored uploads are served with byte ranges, so a video element can seek in them.
import { describe, expect, it } from 'vitest';
import { storeUpload } from '../uploads';
import { byteRange } from './media';

describe('byteRange (a Range header against a 100-byte file)', () => {
  it.each([
    [null, null],
    ['', null],
    ['bytes=-', null],
    ['items=0-9', null],
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=10-', { start: 10, end: 99 }],
    ['bytes=90-200', { start: 90, end: 99 }],
    ['bytes=-10', { start: 90, end: 99 }],
    ['bytes=-500', { start: 0, end: 99 }],
    ['bytes=100-', 'unsatisfiable'],
    ['bytes=9-3', 'unsatisfiable'],
    ['bytes=0-9,20-29', null], // several ranges: the whole file, as many servers answer
  ])('%s → %j', (header, expected) => {
    expect(byteRange(header, 100)).toEqual(expected);
  });
});

describe('GET /mock-media/{id}', () => {
  const stored = async () => {
    const bytes = new Uint8Array(64).map((_, i) => i);
    return storeUpload({ file: new File([bytes], 'clip.webm', { type: 'video/webm' }), kind: 'video', type: 'video/webm' });
  };

  it('answers a range with 206, the slice and its Content-Range', async () => {
    const { url } = await stored();
    const res = await fetch(`http://localhost${url}`, { headers: { Range: 'bytes=10-19' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('bytes 10-19/64');
    expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
  });

  it('answers no range with the whole file, saying ranges are accepted', async () => {
    const { url } = await stored();
    const res = await fetch(`http://localhost${url}`);
    expect([res.status, res.headers.get('accept-ranges'), res.headers.get('content-type'), (await res.arrayBuffer()).byteLength]).toEqual([
      200,
      'bytes',
      'video/webm',
      64,
    ]);
  });

  it('answers a range past the end with 416', async () => {
    const { url } = await stored();
    const res = await fetch(`http://localhost${url}`, { headers: { Range: 'bytes=64-' } });
    expect([res.status, res.headers.get('content-range')]).toEqual([416, 'bytes */64']);
  });
});
