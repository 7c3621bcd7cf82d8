import { TEMPLATE_LOOKS } from '../../mocks/db/seed/looks';
import { MUSIC_TRACKS } from '../../mocks/db/seed/music';
import { TEXT_IMAGE } from '../../mocks/textPreview';
import { blackRegion, describeRect, intrusion } from './checks';
import { compose, drawClipScene, type Part } from './compose';
import { H, W, type Ctx } from './draw/shapes';
import { encodeClip, encodeMusic, encodeStill, FPS } from './encode';
import { drawIntro, INTRO_SECONDS, INTRO_SLUGS, INTROS, thumbTime } from './intros';
import { beach, birthdayTable, gardenParty, SCENE, sunnyHills, type Scene } from './scenes';
import { MUSIC_RATE, renderTrack, trackSeconds } from './music';
import { ambience, chime } from './sound';
import { TRACKS } from './tracks';

// Every file the script writes (paths under public/), and how each is made. Bitrates are set so
// public/ stays under 12 MB. Every frame drawn is checked as it is made (checked() below): a make
// that draws a fault fails, naming the file and the time.

type Make = () => Promise<Uint8Array>;
type Draw = (ctx: Ctx, t: number) => void;

/** Every how many frames the checks look: the band every other frame, pure black every 6th (0.2 s). */
const BAND_EVERY = 2;
const BLACK_EVERY = 6;

/**
 * The drawing, checked on the frames it draws: no large block or band of pure black (unless the
 * picture means it: `blackOk`), and for an intro, nothing but its sky inside the text band.
 */
function checked(
  path: string,
  draw: Draw,
  { slug, blackOk = false, still = false }: { slug?: string; blackOk?: boolean; still?: boolean } = {},
): Draw {
  let scratch: OffscreenCanvasRenderingContext2D | null = null;
  return (ctx, t) => {
    draw(ctx, t);
    const frame = Math.round(t * FPS);
    const { width, height } = ctx.canvas;
    const at = `${path} at ${t.toFixed(2)} s`;
    if (!blackOk && (still || frame % BLACK_EVERY === 0)) {
      const found = blackRegion(ctx.getImageData(0, 0, width, height));
      if (found)
        throw new Error(
          `${at}: pure black ${found.kind === 'rows' ? 'rows' : 'block'} over ${(found.share * 100).toFixed(1)}% of the frame (${describeRect(found.box)})`,
        );
    }
    if (slug && (still || frame % BAND_EVERY === 0)) {
      const k = width / TEXT_IMAGE.width;
      const b = TEMPLATE_LOOKS[slug].band;
      const [x, y] = [Math.ceil(b.x * k), Math.ceil(b.y * k)];
      const [w, h] = [Math.floor((b.x + b.width) * k) - x, Math.floor((b.y + b.height) * k) - y];
      if (scratch?.canvas.width !== width || scratch.canvas.height !== height)
        scratch = new OffscreenCanvas(width, height).getContext('2d', { alpha: false })!;
      drawIntro(scratch, slug, t, { motif: false });
      const found = intrusion(ctx.getImageData(x, y, w, h), scratch.getImageData(x, y, w, h));
      if (found) {
        const box = { ...found.box, x: found.box.x + x, y: found.box.y + y };
        throw new Error(
          `${at}: the motif enters the text band, ${found.pixels} pixels (${describeRect(box)}), up to ${found.worst} off its sky`,
        );
      }
    }
  };
}

const outputs: Record<string, Make> = {};
/** Frames to look at while drawing: name → [width, height, draw]. */
export const STILLS: Record<string, [number, number, Draw]> = {};
/** Every video's checked drawing and length, to check all its frames without encoding (make --check). */
export const CHECKED: Record<string, { width: number; height: number; seconds: number; draw: () => Promise<Draw> }> = {};

const INTRO_BITRATE = 160_000;
const THUMB_QUALITY = 0.66;
const GREETING = { width: 640, height: 360 };
const GREETING_BITRATE = 160_000;
const CLIP_BITRATE = 170_000;
/** The music: AAC, stereo. */
const MUSIC_BITRATE = 40_000;
/** Where a greeting's poster is taken: its intro, text in, motif moving. */
const POSTER_AT = 3.4;

const jpeg = (draw: (ctx: Ctx) => void, w = W, h = H, quality = 0.78) => encodeStill(w, h, draw, 'image/jpeg', quality);

// each template: its intro and its thumbnail (a frame of it)
for (const slug of INTRO_SLUGS) {
  const draw: Draw = (ctx, t) => drawIntro(ctx, slug, t);
  STILLS[slug] = [W, H, draw];
  const video = `media/videos/intro-${slug}.mp4`;
  const { blackOk } = INTROS[slug];
  CHECKED[video] = { width: W, height: H, seconds: INTRO_SECONDS, draw: async () => checked(video, draw, { slug, blackOk }) };
  outputs[video] = () =>
    encodeClip({
      width: W,
      height: H,
      seconds: INTRO_SECONDS,
      container: 'mp4',
      bitrate: INTRO_BITRATE,
      keyFrameInterval: INTRO_SECONDS,
      draw: checked(video, draw, { slug, blackOk }),
      sound: chime(INTRO_SECONDS, INTROS[slug].notes),
    });
  const thumb = `media/art/animations/${slug}.jpg`;
  outputs[thumb] = () =>
    jpeg((ctx) => checked(thumb, draw, { slug, blackOk, still: true })(ctx, thumbTime(slug)), W, H, THUMB_QUALITY);
}

// the demo photos
const photos: [string, Scene, 'image/jpeg' | 'image/png'][] = [
  ['media/photos/photo-1.jpg', birthdayTable, 'image/jpeg'],
  ['media/photos/photo-2.jpg', gardenParty, 'image/jpeg'],
  ['media/photos/photo-3.png', beach(false), 'image/png'],
];
for (const [path, scene, type] of photos) {
  STILLS[path] = [SCENE.width, SCENE.height, scene];
  outputs[path] = () =>
    encodeStill(
      SCENE.width,
      SCENE.height,
      (ctx) => checked(path, scene, { blackOk: scene.blackOk, still: true })(ctx, 0),
      type,
      0.85,
    );
}

/** A phone clip of a scene, and its poster (its first frame, as a phone's thumbnail is). */
function clip(base: string, container: 'mp4' | 'webm', seconds: number, scene: Scene, seed: number) {
  const draw: Draw = (ctx, t) => drawClipScene(ctx, scene, t);
  STILLS[`${base}.${container}`] = [W, H, draw];
  const path = `${base}.${container}`;
  const { blackOk } = scene;
  CHECKED[path] = { width: W, height: H, seconds, draw: async () => checked(path, draw, { blackOk }) };
  outputs[path] = () =>
    encodeClip({
      width: W,
      height: H,
      seconds,
      container,
      bitrate: CLIP_BITRATE,
      draw: checked(path, draw, { blackOk }),
      sound: ambience(seconds, seed),
    });
  outputs[`${base}.jpg`] = () => jpeg((ctx) => checked(`${base}.jpg`, draw, { blackOk, still: true })(ctx, 0));
}
clip('media/clips/clip-1', 'mp4', 3, sunnyHills, 11);
clip('media/clips/clip-2', 'webm', 3, beach(true), 12);

/**
 * A composed greeting (intro with its text, photos, clips) and its poster, at GREETING's size:
 * these stand in for finished videos (the /vid pages' and the landing page's samples), and at
 * 1280 × 720 they would take 2 MB more of public/ than its 12 MB allow beside the intros and music.
 */
function greeting(base: string, parts: Part[], posterAt = POSTER_AT) {
  const made = compose(parts, GREETING);
  const blackOk = parts.some((p) => (p.kind === 'intro' ? INTROS[p.slug].blackOk : p.scene.blackOk));
  STILLS[base] = [GREETING.width, GREETING.height, () => undefined];
  void made.then((c) => (STILLS[base] = [GREETING.width, GREETING.height, c.draw]));
  CHECKED[`${base}.mp4`] = {
    ...GREETING,
    seconds: parts.reduce((n, p) => n + p.seconds, 0),
    draw: async () => checked(`${base}.mp4`, (await made).draw, { blackOk }),
  };
  outputs[`${base}.mp4`] = async () => {
    const c = await made;
    return encodeClip({
      ...GREETING,
      seconds: c.seconds,
      container: 'mp4',
      bitrate: GREETING_BITRATE,
      draw: checked(`${base}.mp4`, c.draw, { blackOk }),
      sound: c.sound,
    });
  };
  outputs[`${base}.jpg`] = async () => {
    const c = await made;
    return jpeg(
      (ctx) => checked(`${base}.jpg`, c.draw, { blackOk, still: true })(ctx, posterAt),
      GREETING.width,
      GREETING.height,
    );
  };
}

const intro = (slug: string, text: string, count = 1, seconds = INTRO_SECONDS, from = 0): Part => ({
  kind: 'intro',
  slug,
  text,
  count,
  seconds,
  from,
});

// the demo greetings' finished videos: vid-1003 (Riley's graduation), 1002 (the anniversary), 1004 (Grandma's birthday)
greeting('media/videos/greeting-1', [
  intro('graduation-caps', 'Riley\nCongratulations, graduate!\nWe are so proud'),
  { kind: 'photo', scene: gardenParty, seconds: 3, caption: 'Graduation day' },
  { kind: 'clip', scene: sunnyHills, seconds: 3 },
  { kind: 'photo', scene: beach(false), seconds: 3 },
]);
greeting('media/videos/greeting-2', [
  intro('anniversary-hearts', 'Jordan\nTen wonderful years'),
  { kind: 'photo', scene: gardenParty, seconds: 3 },
  { kind: 'clip', scene: beach(true), seconds: 3, caption: 'Love you!' },
]);
greeting(
  'media/videos/greeting-3',
  [
    intro('birthday-cake', 'Grandma\nHappy Birthday!\nThe whole family', 2),
    { kind: 'photo', scene: birthdayTable, seconds: 3, caption: 'Best day ever' },
    { kind: 'clip', scene: sunnyHills, seconds: 3 },
  ],
  2,
);

// the landing page's samples
greeting('media/videos/sample-1', [
  intro('birthday-balloons', 'Happy Birthday, Mum!\nLove from all of us', 1, 4),
  { kind: 'photo', scene: birthdayTable, seconds: 2.5, caption: 'Cake time!' },
  { kind: 'clip', scene: beach(true), seconds: 2.5 },
]);
greeting('media/videos/sample-2', [
  intro('wedding-doves', 'Emma & James\nCongratulations!', 1, 4),
  { kind: 'photo', scene: gardenParty, seconds: 2.5, caption: 'To the happy couple' },
  { kind: 'clip', scene: sunnyHills, seconds: 2.5 },
]);
greeting('media/videos/sample-3', [
  intro('graduation-fireworks', 'Well done, Priya!\nFrom the whole team', 1, 4),
  { kind: 'photo', scene: gardenParty, seconds: 2.5 },
  { kind: 'clip', scene: beach(false), seconds: 2.5, caption: 'Enjoy the summer!' },
]);

// the recipient's thank-you, and vid-playlist's five clips (Thanks, Coach!)
greeting('media/videos/thank-you', [intro('thank-you-sunshine', 'Thank you, everyone!', 1, 3)], 2.2);
greeting('media/clips/playlist-1', [intro('thank-you-hearts', 'Coach Taylor\nThanks for a great season', 1, 2.5, 1)], 2);
greeting('media/clips/playlist-2', [{ kind: 'clip', scene: gardenParty, seconds: 2, caption: 'Team barbecue' }], 0.5);
greeting('media/clips/playlist-3', [{ kind: 'clip', scene: beach(false), seconds: 2, caption: 'Summer camp' }], 0.5);
greeting('media/clips/playlist-4', [{ kind: 'photo', scene: sunnyHills, seconds: 2, caption: 'Best coach ever' }], 0.5);
greeting('media/clips/playlist-5', [intro('thank-you-flowers', 'See you next season!', 1, 2.5, 1.5)], 2);

// the music: one file per track the seed names
for (const { name, file } of MUSIC_TRACKS) {
  const track = TRACKS[file];
  if (!track) throw new Error(`no track made for ${file} (${name}): add it to tracks.ts`);
  outputs[`media/music/${file}`] = () => {
    const { bars, barSeconds, seconds } = trackSeconds(track);
    const sound = renderTrack(track);
    const [genre, title] = name.split(' - ');
    return encodeMusic({ ...sound, rate: MUSIC_RATE }, MUSIC_BITRATE, {
      title,
      genre,
      beatsPerMinute: track.bpm,
      comment: `${bars} bars of ${track.beats}/4 at ${track.bpm} bpm (a bar is ${barSeconds.toFixed(4)} s), ${seconds.toFixed(3)} s, ending on the tonic: loops at its end`,
    });
  };
}

export const OUTPUTS: Readonly<Record<string, Make>> = outputs;
