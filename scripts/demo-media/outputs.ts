import { compose, drawClipScene, type Part } from './compose';
import { H, W, type Ctx } from './draw/shapes';
import { encodeClip, encodeStill } from './encode';
import { drawIntro, INTRO_SECONDS, INTRO_SLUGS, INTROS, thumbTime } from './intros';
import { beach, birthdayTable, gardenParty, SCENE, sunnyHills, type Scene } from './scenes';
import { ambience, chime } from './sound';

// Every file the script writes (paths under public/), and how each is made. Bitrates are set so
// public/media stays under 8 MB.

type Make = () => Promise<Uint8Array>;
type Draw = (ctx: Ctx, t: number) => void;

const outputs: Record<string, Make> = {};
/** Frames to look at while drawing: name → [width, height, draw]. */
export const STILLS: Record<string, [number, number, Draw]> = {};

const INTRO_BITRATE = 160_000;
const GREETING_BITRATE = 180_000;
const CLIP_BITRATE = 170_000;
/** Where a greeting's poster is taken: its intro, text in, motif moving. */
const POSTER_AT = 3.4;

const jpeg = (draw: (ctx: Ctx) => void, w = W, h = H) => encodeStill(w, h, draw, 'image/jpeg', 0.78);

// each template: its intro and its thumbnail (a frame of it)
for (const slug of INTRO_SLUGS) {
  const draw: Draw = (ctx, t) => drawIntro(ctx, slug, t);
  STILLS[slug] = [W, H, draw];
  outputs[`media/videos/intro-${slug}.mp4`] = () =>
    encodeClip({
      width: W,
      height: H,
      seconds: INTRO_SECONDS,
      container: 'mp4',
      bitrate: INTRO_BITRATE,
      draw,
      sound: chime(INTRO_SECONDS, INTROS[slug].notes),
    });
  outputs[`media/art/animations/${slug}.jpg`] = () => jpeg((ctx) => draw(ctx, thumbTime(slug)));
}

// the demo photos
const photos: [string, Scene, 'image/jpeg' | 'image/png'][] = [
  ['media/photos/photo-1.jpg', birthdayTable, 'image/jpeg'],
  ['media/photos/photo-2.jpg', gardenParty, 'image/jpeg'],
  ['media/photos/photo-3.png', beach(false), 'image/png'],
];
for (const [path, scene, type] of photos) {
  STILLS[path] = [SCENE.width, SCENE.height, scene];
  outputs[path] = () => encodeStill(SCENE.width, SCENE.height, (ctx) => scene(ctx, 0), type, 0.85);
}

/** A phone clip of a scene, and its poster (its first frame, as a phone's thumbnail is). */
function clip(base: string, container: 'mp4' | 'webm', seconds: number, scene: Scene, seed: number) {
  const draw: Draw = (ctx, t) => drawClipScene(ctx, scene, t);
  STILLS[`${base}.${container}`] = [W, H, draw];
  outputs[`${base}.${container}`] = () =>
    encodeClip({ width: W, height: H, seconds, container, bitrate: CLIP_BITRATE, draw, sound: ambience(seconds, seed) });
  outputs[`${base}.jpg`] = () => jpeg((ctx) => draw(ctx, 0));
}
clip('media/clips/clip-1', 'mp4', 3, sunnyHills, 11);
clip('media/clips/clip-2', 'webm', 3, beach(true), 12);

/** A composed greeting (intro with its text, photos, clips) and its poster. */
function greeting(base: string, parts: Part[], posterAt = POSTER_AT) {
  const made = compose(parts);
  STILLS[base] = [W, H, () => undefined];
  void made.then((c) => (STILLS[base] = [W, H, c.draw]));
  outputs[`${base}.mp4`] = async () => {
    const c = await made;
    return encodeClip({
      width: W,
      height: H,
      seconds: c.seconds,
      container: 'mp4',
      bitrate: GREETING_BITRATE,
      draw: c.draw,
      sound: c.sound,
    });
  };
  outputs[`${base}.jpg`] = async () => {
    const c = await made;
    return jpeg((ctx) => c.draw(ctx, posterAt));
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

export const OUTPUTS: Readonly<Record<string, Make>> = outputs;
