// Stored uploads are served with byte ranges, so a video element can seek in them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from '@/media/fileName';
import { givenFailedVideo, givenFinishedVideo, givenGreeting, GREETINGS } from '@/testing/builders';
import { FizzStatus } from '../db/types';
import { setScenarios } from '../scenarios/scenarios';
import { storeUpload } from '../uploads';
import { VIDEO_FAILED, VIDEO_NOT_READY } from './media';

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

  // RFC 9110 (the parser's table: mocks/byteRange.test.ts)
  it.each([
    ['Bytes=0-1', 206, 'bytes 0-1/64', 2],
    ['bytes=5-2', 200, null, 64],
    ['bytes=-4', 206, 'bytes 60-63/64', 4],
    ['bytes=60-1000', 206, 'bytes 60-63/64', 4],
    ['bytes=0-1,4-5', 200, null, 64],
    ['bytes=-0', 416, 'bytes */64', 0],
  ])('%s → %i %s', async (range, status, contentRange, length) => {
    const { url } = await stored();
    const res = await fetch(`http://localhost${url}`, { headers: { Range: range } });
    expect([res.status, res.headers.get('content-range'), (await res.arrayBuffer()).byteLength]).toEqual([
      status,
      contentRange,
      length,
    ]);
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

  it("serves a demo greeting's stock video itself: an attachment named after the greeting, with byte ranges", async () => {
    const stock = readFileSync('public/media/videos/greeting-1.mp4');
    const res = await download('vid-1003', { redirect: 'manual' });
    expect([res.status, res.headers.get('content-type'), res.headers.get('accept-ranges')]).toEqual([200, 'video/mp4', 'bytes']);
    expect(fileNameFromDisposition(res.headers.get('content-disposition'))).toMatch(/\.mp4$/);
    // the whole file (compared as bytes: a deep equality of 1 MB takes seconds)
    expect(Buffer.from(await res.arrayBuffer()).equals(stock)).toBe(true);
    const part = await download('vid-1003', { headers: { Range: 'bytes=-10' } });
    expect([part.status, part.headers.get('content-range'), part.headers.get('content-disposition')]).toEqual([
      206,
      `bytes ${stock.length - 10}-${stock.length - 1}/${stock.length}`,
      res.headers.get('content-disposition'),
    ]);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(new Uint8Array(stock.subarray(-10)));
  });

  it('answers 409 while the video is being made, and 404 for a greeting nobody can see', async () => {
    givenGreeting({ video: null, finalizedAt: Date.now(), status: FizzStatus.producer | FizzStatus.inProcess }, GREETINGS.paid);
    setScenarios(['processing-stuck']);
    const busy = await download('vid-1003');
    expect([busy.status, await busy.json()]).toEqual([409, { status: 'error', message: VIDEO_NOT_READY }]);
    expect((await download('vid-1001')).status).toBe(404);
    expect((await download('no-such-greeting')).status).toBe(404);
  });

  it("a video whose making failed: the failure with its message, not 'not ready yet' for ever", async () => {
    givenFailedVideo(GREETINGS.paid, 'Storage is full.');
    const failed = await download('vid-1003');
    expect([failed.status, await failed.json()]).toEqual([500, { status: 'error', message: VIDEO_FAILED }]);
  });
});
