import type { Driver } from './driver';

// What a <video> of the page does, read in the page the same way in every engine.

/** What every audio and video of the page is doing, for a failure's message. */
const mediaStates = (d: Driver) =>
  d
    .evaluate(() =>
      [...document.querySelectorAll<HTMLMediaElement>('video, audio')]
        .map(
          (m) =>
            `${m.tagName.toLowerCase()} ${m.src.replace(/^.*\//, '')}: paused ${m.paused}, at ${m.currentTime.toFixed(2)}, ` +
            `ready ${m.readyState}, network ${m.networkState}, error ${m.error?.message ?? m.error?.code ?? 'none'}`,
        )
        .join('; '),
    )
    .catch((error: unknown) => `(unread: ${String(error)})`);

/** Waits until the video (a CSS selector) plays: not paused, and its clock moving on. */
export async function expectPlaying(d: Driver, selector: string, timeout = 30_000) {
  try {
    await waitUntilPlaying(d, selector, timeout);
  } catch (error) {
    throw new Error(`${(error as Error).message}; the page's media: ${await mediaStates(d)}`);
  }
}

async function waitUntilPlaying(d: Driver, selector: string, timeout: number) {
  const start = await d.waitFor(
    (sel) => {
      const v = document.querySelector<HTMLVideoElement>(sel);
      return v && !v.paused && v.currentTime > 0 ? { at: v.currentTime } : null;
    },
    { arg: selector, timeout, message: `${selector} to play` },
  );
  await d.waitFor(
    ([sel, at]) => {
      const v = document.querySelector<HTMLVideoElement>(sel);
      return Boolean(v && v.currentTime > at + 0.2);
    },
    { arg: [selector, start.at] as const, timeout, message: `${selector}'s clock to move on` },
  );
}

/** Keeps the src of every video that starts playing from now on (a short clip may end between two polls). */
export const recordPlays = (d: Driver) =>
  d.evaluate(() => {
    const w = window as unknown as { e2ePlayed?: string[] };
    if (w.e2ePlayed) return;
    const played: string[] = [];
    w.e2ePlayed = played;
    document.addEventListener('play', (e) => played.push((e.target as HTMLVideoElement).src.replace(/^.*\//, '')), true);
  });

export const played = (d: Driver) => d.evaluate(() => (window as unknown as { e2ePlayed: string[] }).e2ePlayed);

/** The colour in the middle of a video file's frame at `seconds`, as this engine's <video> shows it. */
export function colourAt(d: Driver, src: string, seconds: number): Promise<[number, number, number]> {
  return d.evaluate(
    async ([src, at]) => {
      const v = document.createElement('video');
      v.muted = true;
      v.preload = 'auto';
      v.src = src;
      await new Promise((resolve, reject) => {
        v.addEventListener('loadeddata', resolve, { once: true });
        v.addEventListener('error', () => reject(new Error(`the video would not load: ${v.error?.message}`)), { once: true });
      });
      await new Promise((resolve) => {
        v.addEventListener('seeked', resolve, { once: true });
        v.currentTime = at;
      });
      const canvas = document.createElement('canvas');
      canvas.width = 32;
      canvas.height = 18;
      const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
      // a frame can arrive a little after 'seeked': a draw that leaves the canvas transparent drew none
      for (let tries = 0; tries < 40; tries++) {
        ctx.clearRect(0, 0, 32, 18);
        ctx.drawImage(v, 0, 0, 32, 18);
        const [r, g, b, a] = ctx.getImageData(16, 9, 1, 1).data;
        if (a > 0) {
          v.removeAttribute('src');
          v.load();
          return [r, g, b] as [number, number, number];
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no frame drawn at ${at} s`);
    },
    [src, seconds] as const,
  );
}

/** Plays a video file in this engine until its clock passes `seconds`; answers its duration. */
export function playsHere(d: Driver, src: string, seconds = 1): Promise<number> {
  return d.evaluate(
    async ([src, until]) => {
      const v = document.createElement('video');
      v.muted = true;
      v.src = src;
      document.body.append(v);
      await v.play();
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`stuck at ${v.currentTime} s`)), 20_000);
        v.addEventListener('timeupdate', () => {
          if (v.currentTime > until) resolve(clearTimeout(timer));
        });
      });
      v.pause();
      v.remove();
      return v.duration;
    },
    [src, seconds] as const,
  );
}

/** A file the page can fetch (through the fake server's worker), as bytes in the test. */
export async function fetchBytes(d: Driver, url: string): Promise<Buffer> {
  const base64 = await d.evaluate(async (url) => {
    const blob = await (await fetch(url)).blob();
    const dataUrl = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(blob);
    });
    return dataUrl.slice(dataUrl.indexOf(',') + 1);
  }, url);
  return Buffer.from(base64, 'base64');
}
