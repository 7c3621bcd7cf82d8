import { TEMPLATE_LOOKS, type TemplateLook } from '../../mocks/db/seed/looks';
import { TEXT_IMAGE } from '../../mocks/textPreview';
import { clearOf, scaleBox, sky, SH, SW, wash, type Box, type Clear, type Ctx } from './draw/shapes';
import * as anniversary from './motifs/anniversary';
import * as birthday from './motifs/birthday';
import * as getWell from './motifs/getWell';
import * as graduation from './motifs/graduation';
import * as holidays from './motifs/holidays';
import * as thankYou from './motifs/thankYou';
import * as wedding from './motifs/wedding';

// Every template's intro: its motif drawn over its sky, 5 seconds (the length the greeting's
// timeline and its journeys expect). The personalised text goes in the template's text band (its
// look's `band`, where textPreview.ts lays the text out): the motif is drawn round it and never
// enters it, which make checks on every frame it encodes.

export const INTRO_SECONDS = 5;
/** Where each template's thumbnail is taken from (seconds), when its motif is fully in. */
const THUMB_AT = 3.4;

/**
 * A motif draws on the stage (SW × SH units) at t seconds; `clear(x, y, r)` says how strongly
 * something of radius r at (x, y) may show beside the text band (0 inside it).
 */
type Motif = (ctx: Ctx, t: number, look: TemplateLook, clear: Clear) => void;
/** `blackOk` when the intro means large areas of pure black (make checks that none has them). */
type Intro = { motif: Motif; notes: readonly number[]; blackOk?: boolean };

/** By animation slug: the motif and the bell notes (scale degrees) of its chime. */
export const INTROS: Readonly<Record<string, Intro>> = {
  'birthday-balloons': { motif: birthday.balloons, notes: [0, 2, 4, 7] },
  'birthday-cake': { motif: birthday.cake, notes: [4, 4, 5, 4, 7, 6] },
  'birthday-confetti': { motif: birthday.confetti, notes: [7, 4, 7, 9, 11] },
  'birthday-party-hats': { motif: birthday.partyHats, notes: [0, 4, 7, 4, 9] },
  'birthday-sparklers': { motif: birthday.sparklers, notes: [9, 11, 12, 14] },
  'anniversary-hearts': { motif: anniversary.hearts, notes: [2, 4, 6, 9] },
  'anniversary-roses': { motif: anniversary.roses, notes: [5, 4, 2, 4] },
  'anniversary-champagne': { motif: anniversary.champagne, notes: [7, 12, 11, 14] },
  'anniversary-golden': { motif: anniversary.golden, notes: [4, 7, 9, 12] },
  'wedding-bells': { motif: wedding.bells, notes: [7, 4, 7, 4, 7] },
  'wedding-doves': { motif: wedding.doves, notes: [2, 5, 9, 12] },
  'wedding-rings': { motif: wedding.rings, notes: [0, 4, 7, 11, 14] },
  'wedding-cake': { motif: wedding.cake, notes: [4, 5, 7, 9] },
  'graduation-caps': { motif: graduation.caps, notes: [0, 4, 7, 12] },
  'graduation-diploma': { motif: graduation.diploma, notes: [0, 2, 4, 5, 7] },
  'graduation-stars': { motif: graduation.stars, notes: [12, 9, 7, 11, 14] },
  'graduation-fireworks': { motif: graduation.fireworks, notes: [7, 9, 11, 12] },
  'thank-you-flowers': { motif: thankYou.flowers, notes: [4, 2, 0, 4] },
  'thank-you-script': { motif: thankYou.script, notes: [2, 4, 5, 7] },
  'thank-you-sunshine': { motif: thankYou.sunshine, notes: [0, 4, 7, 9, 7] },
  'thank-you-hearts': { motif: thankYou.hearts, notes: [5, 7, 9, 12] },
  'holidays-snowflakes': { motif: holidays.snowflakes, notes: [11, 9, 7, 9, 11] },
  'holidays-ornaments': { motif: holidays.ornaments, notes: [4, 4, 4, 7] },
  'holidays-lights': { motif: holidays.lights, notes: [7, 9, 7, 4] },
  'holidays-gifts': { motif: holidays.gifts, notes: [0, 7, 9, 12] },
  'get-well-sunflowers': { motif: getWell.sunflowers, notes: [0, 2, 4, 2] },
  'get-well-rainbow': { motif: getWell.rainbow, notes: [0, 2, 4, 5, 7, 9, 11] },
  'get-well-teddy': { motif: getWell.teddy, notes: [4, 2, 0, 2, 4] },
  'get-well-balloons': { motif: getWell.balloons, notes: [5, 9, 12, 9] },
};

export const INTRO_SLUGS = Object.keys(INTROS);

/** The template's text band on the stage, in stage units. */
export const stageBand = (slug: string): Box => scaleBox(TEMPLATE_LOOKS[slug].band, SW / TEXT_IMAGE.width);

const backgrounds = new Map<string, OffscreenCanvas>();

/** The sky with the wash behind the text band, at w × h: made once per template and size. */
function background(slug: string, w: number, h: number): OffscreenCanvas {
  const key = `${slug}@${w}x${h}`;
  let canvas = backgrounds.get(key);
  if (!canvas) {
    canvas = new OffscreenCanvas(w, h);
    const ctx = canvas.getContext('2d')!;
    const look = TEMPLATE_LOOKS[slug];
    sky(ctx, look.sky[0], look.sky[1], w, h);
    wash(ctx, scaleBox(look.band, w / TEXT_IMAGE.width), look.sky[1]);
    backgrounds.set(key, canvas);
  }
  return canvas;
}

/** The template's motif alone at t seconds, the stage scaled to the canvas. */
export function drawMotif(ctx: Ctx, slug: string, t: number) {
  const band = stageBand(slug);
  ctx.save();
  ctx.scale(ctx.canvas.width / SW, ctx.canvas.height / SH);
  INTROS[slug].motif(ctx, t, TEMPLATE_LOOKS[slug], clearOf(band));
  ctx.restore();
}

/**
 * One frame of a template's intro at t seconds, over the whole canvas (any size: the stage is
 * scaled to it). `motif: false` draws only what the text band must show: the sky and its wash.
 */
export function drawIntro(ctx: Ctx, slug: string, t: number, { motif = true } = {}) {
  const { width: w, height: h } = ctx.canvas;
  const look = TEMPLATE_LOOKS[slug];
  ctx.drawImage(background(slug, w, h), 0, 0);
  if (motif) drawMotif(ctx, slug, t);
  // in from the sky's colour
  const fade = 1 - Math.min(1, t / 0.35);
  if (fade > 0) {
    ctx.globalAlpha = fade;
    ctx.fillStyle = look.sky[1];
    ctx.fillRect(0, 0, w, h);
    ctx.globalAlpha = 1;
  }
}

export const thumbTime = (slug: string) => (slug === 'get-well-rainbow' ? 4.2 : THUMB_AT);
