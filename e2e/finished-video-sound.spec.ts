import type { Page } from '@playwright/test';
import { measureLoudness } from '@/media/loudness';
import { buildTimeline, type Segment, type TimelineClip } from '@/media/timeline';
import { BLUE, RED, solidPng } from './media/files';
import { createGreeting, readVideoFile, uploadAsOtherClient, waitForFinishedVideo } from './media/journey';
import { clipWithSound, RATE, speechLike, toneTrack, videoSeconds } from './media/sound';
import { expect as baseExpect, changeFakeServer, freshAsDemo, readFakeServer, test } from './support';

// The finished video sounds produced: the music ducks under a clip heard with it and fades to
// nothing at the end; a clip whose sound is damaged goes in silent and the rest plays; a track the
// browser's WebCodecs refuses is decoded by the Web Audio API instead. Levels are read from the
// finished file's own sound, decoded by the browser.

const expect = baseExpect.configure({ timeout: 30_000 });

/** The music of the first journey: one pure tone, so its level can be read under anything else. */
const TONE_HZ = 3075;

type Upload = { name: string; mimeType: string; buffer: Buffer };

/** Adds the files to the greeting as another client would (no preparing: the damage stays). */
async function upload(page: Page, id: string, files: Upload[]) {
  for (const file of files) await uploadAsOtherClient(page, id, file);
}

/** The finished file's bytes. */
async function fileBytes(page: Page, url: string): Promise<Buffer> {
  return Buffer.from(await page.evaluate(async (u) => Array.from(new Uint8Array(await (await fetch(u)).arrayBuffer())), url));
}

/** The greeting's timeline as the renderer builds it (the intro's length read from its file), and the file's length. */
async function timelineOf(page: Page, id: string, clipSeconds: Record<number, number>, file: Buffer) {
  const { intro, clips } = await readFakeServer(
    page,
    (db, fizzId) => {
      const fizz = db.fizzes.find((f) => f.id === fizzId)!;
      return {
        intro: db.animations.find((a) => a.id === fizz.taId)?.video ?? null,
        clips: db.clips.filter((c) => c.fizzId === fizzId).sort((a, b) => a.index - b.index),
      };
    },
    Number(id),
  );
  const durations: Record<string, number> = {};
  if (intro) durations[intro] = await videoSeconds(await fileBytes(page, intro));
  clips.forEach((c, i) => {
    if (c.video && clipSeconds[i] !== undefined) durations[c.video] = clipSeconds[i];
  });
  const { duration } = await readVideoFile(file);
  const parts = { intro, clips: clips as TimelineClip[], music: 'm', durations };
  // with the end card when the renderer makes one (its length tells)
  const withCard = buildTimeline({ ...parts, endCard: true });
  const timeline = Math.abs(withCard.total - duration) < 0.5 ? withCard : buildTimeline(parts);
  expect(Math.abs(timeline.total - duration), `the file is the greeting's length (${duration} s)`).toBeLessThan(0.5);
  return timeline;
}

type Window = [from: number, to: number];

/** The file's sound decoded by the browser at 48 kHz: each window's RMS, its level at one frequency, and its samples (mono). */
async function readSound(page: Page, url: string, windows: Window[], hz: number) {
  return page.evaluate(
    async ([url, windows, hz, rate]) => {
      const data = await (await fetch(url)).arrayBuffer();
      const audio = await new OfflineAudioContext(2, rate, rate).decodeAudioData(data);
      const channels = Array.from({ length: audio.numberOfChannels }, (_, c) => audio.getChannelData(c));
      return windows.map(([from, to]) => {
        const a = Math.max(0, Math.floor(from * rate));
        const b = Math.min(audio.length, Math.floor(to * rate));
        const mono = Float32Array.from(
          { length: Math.max(0, b - a) },
          (_, i) => channels.reduce((s, c) => s + c[a + i], 0) / channels.length,
        );
        const rms = Math.sqrt(mono.reduce((s, v) => s + v * v, 0) / Math.max(1, mono.length));
        // the tone's amplitude: one bin of a Hann-windowed DFT
        let re = 0;
        let im = 0;
        let sum = 0;
        for (let i = 0; i < mono.length; i++) {
          const w = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (mono.length - 1));
          const phase = (2 * Math.PI * hz * i) / rate;
          re += mono[i] * w * Math.cos(phase);
          im -= mono[i] * w * Math.sin(phase);
          sum += w;
        }
        return {
          rms,
          tone: (2 * Math.hypot(re, im)) / Math.max(1, sum),
          left: Array.from(channels[0].subarray(a, b)),
          right: Array.from(channels.at(-1)!.subarray(a, b)),
        };
      });
    },
    [url, windows, hz, RATE] as const,
  );
}

const db = (ratio: number) => 20 * Math.log10(ratio);
/** Inside a segment, away from its cross-fades and the music's ramps. */
const inside = (s: Segment, margin = 0.7): Window => [s.start + margin, s.start + s.duration - margin];

test.describe('the finished video, as it sounds', () => {
  test.describe.configure({ timeout: 300_000 });

  test('the music ducks under a loud clip heard with it, a clip with damaged sound goes in silent and the rest plays, the music fades to nothing at the end', async ({
    page,
  }) => {
    await freshAsDemo(page);
    const id = await createGreeting(page, 'Sam', 'Happy Birthday!');
    const [speech, damaged, tone] = await Promise.all([
      clipWithSound(3, speechLike(3)),
      // its sound is damaged from 0.5 s: the decoder fails there
      clipWithSound(3, speechLike(3), 0.5),
      toneTrack(30, TONE_HZ, 0.3),
    ]);
    await upload(page, id, [
      { name: 'red.png', mimeType: 'image/png', buffer: solidPng(RED) },
      { name: 'speech.mp4', mimeType: 'video/mp4', buffer: speech },
      { name: 'blue.png', mimeType: 'image/png', buffer: solidPng(BLUE) },
      { name: 'damaged.mp4', mimeType: 'video/mp4', buffer: damaged },
      { name: 'tone.mp4', mimeType: 'video/mp4', buffer: tone },
    ]);
    // the tone is the greeting's music, not a clip; the speech is heard with the music (option 0);
    // under the damaged clip the music is muted (option 2), so its silence is the clip's own
    await changeFakeServer(
      page,
      (state, fizzId) => {
        const rows = state.clips.filter((c) => c.fizzId === fizzId).sort((a, b) => a.index - b.index);
        const toneRow = rows[4];
        toneRow.fizzId = -1;
        rows[1].audio_option = 0;
        rows[3].audio_option = 2;
        state.music.push({ id: 9001, name: 'Test tone', url: toneRow.video });
        state.fizzes.find((f) => f.id === fizzId)!.musicId = 9001;
      },
      Number(id),
    );

    await page.goto(`/preview/${id}`);
    const { video: src } = await waitForFinishedVideo(page, id, 240_000);
    expect(src, 'the video is made despite the damaged sound').toMatch(/^\/mock-media\//);
    const file = await fileBytes(page, src!);
    const timeline = await timelineOf(page, id, { 1: 3, 3: 3 }, file);
    const [red, voice, blue, hurt] = timeline.segments.filter((s) => s.kind === 'photo' || s.kind === 'video');
    expect([red.kind, voice.kind, blue.kind, hurt.kind]).toEqual(['photo', 'video', 'photo', 'video']);
    const { total } = timeline;
    const last = timeline.segments.at(-1)!;

    const [underRed, underVoice, underBlue, afterDamage, lastPart, lastFrames] = await readSound(
      page,
      src!,
      [
        inside(red),
        inside(voice),
        inside(blue),
        [hurt.start + 1, hurt.start + hurt.duration - 0.7],
        inside(last),
        [total - 0.12, total],
      ],
      TONE_HZ,
    );

    // the music is there under the photos, at about the same level
    const full = (underRed.tone + underBlue.tone) / 2;
    expect(full, 'the music under the photos').toBeGreaterThan(0.02);
    expect(Math.abs(db(underRed.tone / underBlue.tone))).toBeLessThan(1.5);
    // ducked about 12 dB under the speech, which is loud and brought to about -16 LUFS
    const ducked = db(underVoice.tone / full);
    expect(ducked, `the music under the speech, ${ducked.toFixed(1)} dB`).toBeGreaterThan(-15);
    expect(ducked).toBeLessThan(-9);
    const speechLufs = measureLoudness(
      [Float32Array.from(underVoice.left), Float32Array.from(underVoice.right)],
      RATE,
    ).integrated;
    expect(speechLufs, 'the speech, LUFS').toBeGreaterThan(-19);
    expect(speechLufs).toBeLessThan(-13);
    // the damaged clip: silent after the damage (the music is muted under it), and the file goes on
    expect(afterDamage.rms, 'the damaged clip after its damage').toBeLessThan(0.002);
    // the music fades out with the film: near silence at its last frames
    expect(lastFrames.rms / lastPart.rms, 'the last frames against the last part').toBeLessThan(0.12);
    const levels =
      `music under photos ${db(full).toFixed(1)} dBFS (tone), under the speech ${ducked.toFixed(1)} dB; ` +
      `speech ${speechLufs.toFixed(1)} LUFS; after the damage RMS ${afterDamage.rms.toExponential(1)}; ` +
      `its last 0.12 s ${db(lastFrames.rms / lastPart.rms).toFixed(1)} dB under the part before`;
    test.info().annotations.push({ type: 'levels', description: levels });
    console.info(levels);
  });

  test("a track the browser's WebCodecs refuses (WebKit's MP3) is decoded by the Web Audio API: the file has its music and the clip's sound", async ({
    page,
  }) => {
    // the sound worker's AudioDecoder says yes to MP3 and AAC, then fails every packet, as WebKit's does with MP3
    await page.addInitScript(() => {
      const refusing = `
        const Real = self.AudioDecoder;
        self.AudioDecoder = class extends Real {
          constructor(init) { super(init); this.fail = init.error; }
          configure(config) { this.refuse = /^(mp3|mp4a)/.test(config.codec); return super.configure(config); }
          decode(chunk) {
            if (!this.refuse) return super.decode(chunk);
            queueMicrotask(() => this.fail(new DOMException('Decode error', 'EncodingError')));
          }
          static isConfigSupported(config) { return Real.isConfigSupported(config); }
        };`;
      const Real = window.Worker;
      const asked: string[] = [];
      (window as unknown as { soundDecodes: string[] }).soundDecodes = asked;
      window.Worker = function (url: string | URL, options?: WorkerOptions) {
        if (options?.name !== 'greeting-sound') return new Real(url, options);
        const blob = (code: string) => URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
        const boot = `import ${JSON.stringify(blob(refusing))};\nimport ${JSON.stringify(new URL(url, location.href).href)};`;
        const worker = new Real(blob(boot), options);
        worker.addEventListener('message', ({ data }: MessageEvent<{ type?: string; src?: string }>) => {
          if (data?.type === 'decode') asked.push(data.src!);
        });
        return worker;
      } as unknown as typeof Worker;
    });
    await freshAsDemo(page);
    const id = await createGreeting(page, 'Robin', 'Congratulations!');
    await upload(page, id, [
      { name: 'red.png', mimeType: 'image/png', buffer: solidPng(RED) },
      { name: 'speech.mp4', mimeType: 'video/mp4', buffer: await clipWithSound(3, speechLike(3)) },
    ]);
    // the clip mutes the music (option 2): what is heard under it is its own AAC sound
    await changeFakeServer(
      page,
      (state, fizzId) => {
        const rows = state.clips.filter((c) => c.fizzId === fizzId).sort((a, b) => a.index - b.index);
        rows[1].audio_option = 2;
      },
      Number(id),
    );
    const music = await readFakeServer(
      page,
      (state, fizzId) => {
        const fizz = state.fizzes.find((f) => f.id === fizzId)!;
        return state.music.find((m) => m.id === (fizz.musicId || state.settings.defaultMusicId))?.url ?? null;
      },
      Number(id),
    );
    expect(music, 'the greeting has music').toBeTruthy();

    await page.goto(`/preview/${id}`);
    const { video: src } = await waitForFinishedVideo(page, id, 240_000);
    expect(src).toMatch(/^\/mock-media\//);
    const asked = await page.evaluate(() => (window as unknown as { soundDecodes: string[] }).soundDecodes);
    expect(asked, 'the page was asked to decode the music').toContain(music);
    const clipUrl = await readFakeServer(
      page,
      (state, fizzId) => state.clips.find((c) => c.fizzId === fizzId && !c.isImage)?.video ?? null,
      Number(id),
    );
    expect(asked, 'and the clip').toContain(clipUrl);

    const file = await fileBytes(page, src!);
    const timeline = await timelineOf(page, id, { 1: 3 }, file);
    const [photo, clip] = timeline.segments.filter((s) => s.kind === 'photo' || s.kind === 'video');
    const [underPhoto, underClip] = await readSound(page, src!, [inside(photo), inside(clip)], TONE_HZ);
    expect(underPhoto.rms, 'the music under the photo').toBeGreaterThan(0.01);
    expect(underClip.rms, "the clip's own sound").toBeGreaterThan(0.03);
    console.info(
      `decoded by the page: ${asked.join(', ')}; RMS under the photo ${underPhoto.rms.toFixed(3)}, the clip ${underClip.rms.toFixed(3)}`,
    );
  });
});
