import { TEMPLATE_LOOKS, type TemplateLook } from '../../mocks/db/seed/looks';
import { sky, textBand, W, H, type Ctx } from './draw/shapes';
import * as anniversary from './motifs/anniversary';
import * as birthday from './motifs/birthday';
import * as getWell from './motifs/getWell';
import * as graduation from './motifs/graduation';
import * as holidays from './motifs/holidays';
import * as thankYou from './motifs/thankYou';
import * as wedding from './motifs/wedding';

// Every template's intro: its motif drawn over its sky, 5 seconds (the length the greeting's
// timeline and its journeys expect), with a clear band across the middle for the personalised text.

export const INTRO_SECONDS = 5;
/** Where each template's thumbnail is taken from (seconds), when its motif is fully in. */
const THUMB_AT = 3.4;

type Motif = (ctx: Ctx, t: number, look: TemplateLook) => void;
type Intro = { motif: Motif; notes: readonly number[] };

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

/** One frame of a template's intro at t seconds. */
export function drawIntro(ctx: Ctx, slug: string, t: number) {
  const look = TEMPLATE_LOOKS[slug];
  sky(ctx, look.sky[0], look.sky[1]);
  INTROS[slug].motif(ctx, t, look);
  textBand(ctx, look.sky[1]);
  // in from the sky's colour
  const fade = 1 - Math.min(1, t / 0.35);
  if (fade > 0) {
    ctx.globalAlpha = fade;
    ctx.fillStyle = look.sky[1];
    ctx.fillRect(0, 0, W, H);
    ctx.globalAlpha = 1;
  }
}

export const thumbTime = (slug: string) => (slug === 'get-well-rainbow' ? 4.2 : THUMB_AT);
