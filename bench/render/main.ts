import { ALL_FORMATS, BlobSource, EncodedPacketSink, Input, VideoSampleSink } from 'mediabunny';
import { renderGreeting } from '../../src/shared/media/render/renderGreeting';
import { DEFAULT_END_CARD_LOOK } from '../../src/shared/media/endCard';
import type { TimelineClip } from '../../src/shared/media/timeline';
import { makeClip, makeMusic, makeOverlay, makePhoto } from './fixtures';

// `npm run bench:render` opens this page: it makes the fixed greeting's files, then renders it and
// puts the figures on window.benchResult. The Ping button measures how fast the page answers a click.

const log = (line: string) => (document.getElementById('log')!.textContent += `${line}\n`);
const params = new URLSearchParams(location.search);
const height = Number(params.get('height') ?? 720);
const size = { width: Math.round((height * 16) / 9), height };
/** ?long=180: one clip of that many seconds instead (does memory grow with the greeting's length?). */
const long = Number(params.get('long') ?? 0);

const pings: number[] = [];
document.getElementById('ping')!.addEventListener('click', (e) => {
  const pressed = e.timeStamp;
  requestAnimationFrame(() => setTimeout(() => pings.push(performance.now() - pressed)));
});
Object.assign(window, { benchPings: pings });

async function run() {
  log('making the fixtures…');
  const files: Record<string, Blob> = {};
  const add = (name: string, blob: Blob) => {
    files[`/bench/${name}`] = blob;
    return `/bench/${name}`;
  };
  const intro = add('intro.mp4', await makeClip(1280, 720, 5, 200));
  const clips: TimelineClip[] = [];
  const clip = (over: Partial<TimelineClip>) =>
    clips.push({
      id: clips.length + 1,
      index: clips.length,
      isImage: false,
      image: '',
      video: null,
      caption: '',
      audio_option: 0,
      trimStart: null,
      trimEnd: null,
      ...over,
    });
  const photoSizes = long
    ? []
    : [
        [1600, 1200],
        [1200, 1600],
        [1920, 1080],
        [1080, 1080],
        [1600, 1200],
        [1200, 1600],
      ];
  for (const [i, [w, h]] of photoSizes.entries()) {
    clip({
      isImage: true,
      image: add(`photo-${i}.jpg`, await makePhoto(w, h, i * 50)),
      caption: i % 2 ? '' : `Photo ${i + 1}: happy memories`,
    });
  }
  const clipSizes = long
    ? [[1920, 1080]]
    : [
        [1920, 1080],
        [1080, 1920],
        [1920, 1080],
        [1280, 720],
      ];
  for (const [i, [w, h]] of clipSizes.entries()) {
    const seconds = long || 8;
    clip({
      video: add(`clip-${i}.mp4`, await makeClip(w, h, seconds, i * 70 + 30)),
      caption: i === 1 ? 'A portrait clip' : '',
      audio_option: (i % 3) as 0 | 1 | 2,
    });
  }
  const music = add('music.mp4', await makeMusic(30));
  log(`fixtures ready; rendering at ${size.width}×${size.height}…`);
  const started = performance.now();
  const output = await renderGreeting(
    {
      intro,
      overlays: [await makeOverlay('Grandma Rose'), await makeOverlay('Happy 80th Birthday!')],
      clips,
      music,
      endCard: { names: ['Sam', 'Jamie', 'Aunt May'], look: DEFAULT_END_CARD_LOOK },
      files,
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

run().catch((error: unknown) => {
  log(`failed: ${String(error)}`);
  Object.assign(window, { benchResult: { error: String(error) } });
});
