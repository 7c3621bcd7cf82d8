import { ALL_FORMATS, BlobSource, EncodedPacketSink, Input, VideoSampleSink } from 'mediabunny';
import { renderGreeting } from '../../src/media/render/renderGreeting';
import { DEFAULT_END_CARD_LOOK } from '../../src/media/endCard';
import type { TimelineClip } from '../../src/media/timeline';
import { makeOverlay } from './fixtures';
import { fixtureFiles, makeFixture } from './greeting';

// `npm run bench:render` opens this page twice. With ?make, in Chromium, it makes the fixed
// greeting's files and hands them to the script (window.benchFixture), which serves them under
// /fixtures/; then, in the engine measured, it fetches them, renders and puts the figures on
// window.benchResult. So every engine renders the same bytes. Ping measures how fast a click is answered.

const log = (line: string) => (document.getElementById('log')!.textContent += `${line}\n`);
const params = new URLSearchParams(location.search);
const height = Number(params.get('height') ?? 720);
const size = { width: Math.round((height * 16) / 9), height };
/** ?long=180: one clip of that many seconds instead (does memory grow with the greeting's length?). */
const long = Number(params.get('long') ?? 0);
const files = fixtureFiles(long);

const pings: number[] = [];
document.getElementById('ping')!.addEventListener('click', (e) => {
  const pressed = e.timeStamp;
  requestAnimationFrame(() => setTimeout(() => pings.push(performance.now() - pressed)));
});
Object.assign(window, { benchPings: pings });

/** ?make: the fixtures, one at a time as base64 (the script writes each to disk). */
function offerFixtures() {
  Object.assign(window, {
    benchFixtureNames: files.map((f) => f.name),
    benchFixture: async (name: string) => {
      const blob = await makeFixture(files.find((f) => f.name === name)!);
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    },
  });
  log('ready to make the fixtures');
}

async function run() {
  log('fetching the fixtures…');
  const blobs: Record<string, Blob> = {};
  for (const file of files) {
    const answer = await fetch(`/fixtures/${file.name}`);
    if (!answer.ok) throw new Error(`/fixtures/${file.name}: ${answer.status}`);
    blobs[`/bench/${file.name}`] = await answer.blob();
  }
  const clips: TimelineClip[] = files
    .filter((f) => f.kind !== 'intro' && f.kind !== 'music')
    .map((f, index) => ({
      id: index + 1,
      index,
      isImage: f.kind === 'photo',
      image: f.kind === 'photo' ? `/bench/${f.name}` : '',
      video: f.kind === 'clip' ? `/bench/${f.name}` : null,
      caption: f.caption ?? '',
      audio_option: f.audioOption ?? 0,
      trimStart: null,
      trimEnd: null,
    }));
  log(`fixtures ready; rendering at ${size.width}×${size.height}…`);
  const started = performance.now();
  const output = await renderGreeting(
    {
      intro: '/bench/intro.mp4',
      overlays: [await makeOverlay('Grandma Rose'), await makeOverlay('Happy 80th Birthday!')],
      clips,
      music: '/bench/music.mp4',
      endCard: { names: ['Sam', 'Jamie', 'Aunt May'], look: DEFAULT_END_CARD_LOOK },
      files: blobs,
      size,
      fps: 30,
    },
    { onProgress: (p) => log(`${Math.round(p.done * 100)}%`) },
  );
  const seconds = (performance.now() - started) / 1000;
  // what the file holds: its tracks, and the size of frames in every part (drawn and passed through)
  const input = new Input({ source: new BlobSource(output.file), formats: ALL_FORMATS });
  const track = (await input.getPrimaryVideoTrack())!;
  const sink = new VideoSampleSink(track);
  const frameSizes = new Set<string>();
  for (const at of [1, 8, 20, 32, 40, 48, 56, 60]) {
    const sample = await sink.getSample(at);
    if (sample) frameSizes.add(`${sample.codedWidth}×${sample.codedHeight}`);
    sample?.close();
  }
  let packets = 0;
  for await (const packet of new EncodedPacketSink(track).packets()) packets += packet ? 1 : 0;
  const file = `${packets} frames, ${(await input.getFormat()).name} ${track.codec} ${track.displayWidth}×${track.displayHeight}, ${(await input.getPrimaryAudioTrack())?.codec}, ${(await input.computeDuration()).toFixed(2)} s, frames ${[...frameSizes].join(' ')}`;
  const result = {
    file,
    seconds,
    duration: output.duration,
    ratio: output.duration / seconds,
    bytes: output.file.size,
    codecs: `${output.videoCodec}+${output.audioCodec}`,
    skipped: output.skipped.length,
  };
  log(JSON.stringify(result));
  Object.assign(window, { benchResult: result });
}

if (params.has('make')) offerFixtures();
else
  run().catch((error: unknown) => {
    log(`failed: ${String(error)}`);
    Object.assign(window, { benchResult: { error: String(error) } });
  });
