// Stored uploads are served with byte ranges, so a video element can seek in them.
import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from '@/shared/media/fileName';
import { givenFinishedVideo, givenGreeting, GREETINGS } from '@/testing/builders';
import { FizzStatus } from '../db/types';
import { setScenarios } from '../scenarios/scenarios';
import { storeUpload } from '../uploads';
import { byteRange, VIDEO_NOT_READY } from './media';

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
    expect([
      res.status,
      res.headers.get('accept-ranges'),
      res.headers.get('content-type'),
      (await res.arrayBuffer()).byteLength,
    ]).toEqual([200, 'bytes', 'video/webm', 64]);
  });

  it('answers a range past the end with 416', async () => {
    const { url } = await stored();
    const res = await fetch(`http://localhost${url}`, { headers: { Range: 'bytes=64-' } });
    expect([res.status, res.headers.get('content-range')]).toEqual([416, 'bytes */64']);
  });
});

describe("GET {shareUrl}/download: the greeting's finished video, saved under its name", () => {
  const download = (uuid: string, init?: RequestInit) => fetch(`http://localhost/vid/${uuid}/download`, init);

  it('serves the file the pipeline made, as an attachment named after the greeting, with byte ranges', async () => {
    const bytes = new Uint8Array(100).map((_, i) => i);
    await givenFinishedVideo(GREETINGS.paid, bytes, 'Grandma Rose - Happy 80th Birthday.mp4');
    const res = await download('vid-1003');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(fileNameFromDisposition(res.headers.get('content-disposition'))).toBe('Grandma Rose - Happy 80th Birthday.mp4');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    const part = await download('vid-1003', { headers: { Range: 'bytes=90-' } });
    expect([part.status, part.headers.get('content-range')]).toEqual([206, 'bytes 90-99/100']);
  });

  it("sends a demo greeting's stock video on to its static file", async () => {
    const res = await download('vid-1003', { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://localhost/media/videos/greeting-1.mp4');
  });

  it('answers 409 while the video is being made, and 404 for a greeting nobody can see', async () => {
    givenGreeting({ video: null, finalizedAt: Date.now(), status: FizzStatus.producer | FizzStatus.inProcess }, GREETINGS.paid);
    setScenarios(['processing-stuck']);
    const busy = await download('vid-1003');
    expect([busy.status, await busy.json()]).toEqual([409, { status: 'error', message: VIDEO_NOT_READY }]);
    expect((await download('vid-1001')).status).toBe(404);
    expect((await download('no-such-greeting')).status).toBe(404);
  });
});
