import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ALL_FORMATS, BufferSource, EncodedPacketSink, Input } from 'mediabunny';
import { editGreetingSchema, type EditGreeting } from '@/api/editor/schemas';
import { buildTimeline, type Timeline } from '@/media/timeline';
import { callAsPage, see, waitForUrl } from './app';
import type { Driver, Upload } from './driver';

// A creator's greeting, made through the app's pages in the driver's words (the Chromium steps:
// e2e/media/journey.ts), and the facts of its finished file.

/** Personalises template 102 and answers the new greeting's id, on its edit page. */
export async function createGreeting(d: Driver, name: string, line: string): Promise<string> {
  await d.goto('/create/102');
  await d.fill({ role: 'textbox', name: /Name/ }, name);
  await d.fill({ role: 'textbox', name: /Line 1/ }, line);
  await d.click({ role: 'button', name: 'Next' });
  await waitForUrl(d, /\/edit\/\d+$/);
  return new URL(await d.url()).pathname.split('/').pop()!;
}

/** From the edit page's first step to the upload step, then adds the files and waits for the clips. */
export async function addClips(d: Driver, files: Upload[]) {
  await see(d, { text: 'Step 1 of 4' }, 60_000);
  await d.click({ role: 'button', name: 'Next' });
  await see(d, { text: 'Step 2 of 4' });
  await d.click({ role: 'button', name: 'Next' });
  await see(d, { text: 'Step 3 of 4' });
  await d.upload('input[type=file]', files);
  await d.waitFor((n) => document.querySelectorAll('[data-clip-id]').length === n, {
    arg: files.length,
    timeout: 60_000,
    message: `${files.length} clips in the list`,
  });
}

/** The clip list's ids, in its order. */
export const clipIds = (d: Driver) =>
  d.evaluate(() => [...document.querySelectorAll('[data-clip-id]')].map((r) => Number(r.getAttribute('data-clip-id'))));

type Process = { isDone: boolean; video: string | null; message: string | null; progress?: unknown; fizzStatus?: number };

/** Waits (polling the process call, as the preview does) until the greeting's video is made. */
export async function waitForFinishedVideo(d: Driver, id: string, timeout = 240_000): Promise<Process> {
  const until = Date.now() + timeout;
  for (;;) {
    const process = await callAsPage<Process>(d, 'GET', `/rest/fizz/process/${id}?cache=${Date.now()}`);
    if (process.isDone) return process;
    if (Date.now() > until) {
      throw new Error(`the video of ${id} was not made in ${timeout / 1000} s (last: ${JSON.stringify(process)})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** A greeting's timeline as the renderer builds it, with its uploaded clips' lengths as given. */
export async function timelineOf(d: Driver, id: string, clipSeconds: number): Promise<Timeline> {
  const { fizz } = await callAsPage<{ fizz: EditGreeting }>(d, 'GET', `/rest/fizz/${id}/detail?type=edit-flow`);
  const greeting = editGreetingSchema.parse(fizz);
  const durations: Record<string, number> = {};
  const intro = new Input({
    source: new BufferSource(readFileSync(path.join('public', greeting.introVideo!))),
    formats: ALL_FORMATS,
  });
  durations[greeting.introVideo!] = await intro.computeDuration([(await intro.getPrimaryVideoTrack())!]);
  for (const clip of greeting.videos) if (!clip.isImage && clip.video) durations[clip.video] = clipSeconds;
  return buildTimeline({ intro: greeting.introVideo, clips: greeting.videos, music: null, durations, endCard: true });
}

/** What an MP4 is, read with mediabunny in Node: its tracks, length and picture packets. */
export async function fileFacts(bytes: Buffer) {
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
  const video = (await input.getPrimaryVideoTrack())!;
  const audio = await input.getPrimaryAudioTrack();
  const packets = new EncodedPacketSink(video);
  let frames = 0;
  let keyFrames = 0;
  for await (const packet of packets.packets(undefined, undefined, { metadataOnly: true })) {
    frames++;
    if (packet.type === 'key') keyFrames++;
  }
  const first = await packets.getFirstPacket({ metadataOnly: true });
  return {
    format: (await input.getFormat()).name,
    videoCodec: video.codec,
    width: video.displayWidth,
    height: video.displayHeight,
    audioCodec: audio?.codec ?? null,
    duration: await input.computeDuration(),
    frames,
    keyFrames,
    startsOnKeyFrame: first?.type === 'key',
  };
}
