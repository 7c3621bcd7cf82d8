import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '#mocks/node';
import { givenFailedVideo, givenFinishedVideo, givenGreeting, GREETINGS } from '@/testing/builders';
import { FizzStatus as GreetingStatus } from '#mocks/db/types';
import { setScenarios } from '#mocks/scenarios/scenarios';
import { MESSAGES } from '@/shared/lib/errorMessage';
import { safeDownloadHref } from '@/shared/lib/shareLinks';
import {
  linkReachesServer,
  serverVideoDownload,
  serverVideoFile,
  VIDEO_FILE_MESSAGES,
  VideoNotReady,
  type FileProgress,
} from './videoFile';

const DOWNLOAD = new URL('/vid/vid-1003/download', window.location.href).href;

async function get(url: string, fallback = 'Riley.mp4') {
  const progress: FileProgress[] = [];
  const file = await serverVideoFile(
    url,
    fallback,
  )({ signal: new AbortController().signal, onProgress: (p) => progress.push(p) });
  return { file, progress };
}

describe('serverVideoFile: the finished video from the download link', () => {
  it('takes the video, named as the server says, telling how much has come', async () => {
    await givenFinishedVideo(GREETINGS.paid, new Uint8Array(5000).fill(1), 'Grandma Rose - Happy 80th Birthday.mp4');
    const { file, progress } = await get(DOWNLOAD);
    expect([file.name, file.type, file.size]).toEqual(['Grandma Rose - Happy 80th Birthday.mp4', 'video/mp4', 5000]);
    expect(progress.at(-1)).toEqual({ done: 1, secondsLeft: null, making: false });
  });

  it('a server that names no file: the greeting-named fallback', async () => {
    server.use(http.get('*/plain.mp4', () => new HttpResponse(new Uint8Array(10), { headers: { 'Content-Type': 'video/mp4' } })));
    expect((await get(new URL('/plain.mp4', window.location.href).href)).file.name).toBe('Riley.mp4');
  });

  it('never saves a page by mistake: an answer that is not a video is refused', async () => {
    server.use(http.get('*/page', () => HttpResponse.html('<!doctype html><title>app</title>')));
    await expect(get(new URL('/page', window.location.href).href)).rejects.toThrow(VIDEO_FILE_MESSAGES.notVideo);
  });

  it("not made yet: the server's own message, as VideoNotReady (the thank-you page then makes it here)", async () => {
    givenGreeting(
      { video: null, finalizedAt: Date.now(), status: GreetingStatus.producer | GreetingStatus.inProcess },
      GREETINGS.paid,
    );
    setScenarios(['processing-stuck']);
    const failure = get(DOWNLOAD);
    await expect(failure).rejects.toBeInstanceOf(VideoNotReady);
    await expect(failure).rejects.toThrow("The video isn't ready yet. Please try again in a moment.");
  });

  it('a lost connection: the spec message', async () => {
    server.use(http.get('*/vid/vid-1003/download', () => HttpResponse.error()));
    await expect(get(DOWNLOAD)).rejects.toThrow(MESSAGES.network);
  });

  it.each(['javascript:alert(1)', 'data:video/mp4;base64,AAAA'])('only http(s) is fetched: %s is refused', async (url) => {
    await expect(get(url)).rejects.toThrow(VIDEO_FILE_MESSAGES.failed);
  });
});

describe("'Download and save' as a link", () => {
  it.each([
    ['https://app.test/vid/vid-1003/download', 'https://app.test/vid/vid-1003/download'],
    ['/vid/vid-1003/download', '/vid/vid-1003/download'],
    ['javascript:alert(1)', null],
    ['data:video/mp4;base64,AAAA', null],
    ['', null],
    [null, null],
  ])('the link %j is shown as %j', (url, href) => {
    expect(safeDownloadHref(url)).toBe(href);
    expect(serverVideoDownload(url, 'Riley.mp4', true)?.href ?? null).toBe(href);
  });

  it('names the file with its download attribute, says whether a click may simply follow it, and fetches the same file', async () => {
    await givenFinishedVideo(GREETINGS.paid, new Uint8Array(10).fill(3), 'Riley - Congratulations.mp4');
    const download = serverVideoDownload(DOWNLOAD, 'Riley.mp4', false)!;
    expect([download.href, download.fileName, download.ready]).toEqual([DOWNLOAD, 'Riley.mp4', false]);
    const file = await download.source({ signal: new AbortController().signal, onProgress: () => {} });
    expect([file.name, file.size]).toEqual(['Riley - Congratulations.mp4', 10]);
  });

  it('a page no service worker answers: a click on the link reaches the server', () => {
    expect(linkReachesServer()).toBe(true);
  });

  it("a video whose making failed: the server's message, as VideoNotReady (the thank-you page then makes it here)", async () => {
    givenFailedVideo(GREETINGS.paid);
    const failure = get(DOWNLOAD);
    await expect(failure).rejects.toBeInstanceOf(VideoNotReady);
    await expect(failure).rejects.toThrow("This video couldn't be made, so it can't be downloaded.");
  });
});
