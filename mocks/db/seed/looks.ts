// Each template's look: its colours, its motif and its text band. One table, read by the demo
// intros' generator (scripts/demo-media) and by the fake server's image of the personalised text
// (textPreview.ts), so the text matches the intro it is drawn over and sits where the motif is not.

/** The small ornament the text image puts beside its accent line. */
export type Glyph = 'balloon' | 'heart' | 'star' | 'snowflake' | 'flower' | 'sparkle' | 'bell' | 'ring' | 'sun' | 'leaf';

export interface TemplateLook {
  /** The intro's sky, top to bottom. */
  sky: readonly [string, string];
  /** The accent line under the text. */
  accent: string;
  /** The motif's colours. */
  colours: readonly string[];
  glyph: Glyph;
  /**
   * Where the personalised text goes, in the 1280 × 720 frame: the intro's motif never enters
   * this rectangle in its 5 seconds (the generator checks every frame), and the text image lays
   * its lines out inside it.
   */
  band: TextBand;
}

/** A rectangle in the 1280 × 720 frame, in pixels. */
export interface TextBand {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The band of a template with no look of its own: the middle of the frame. */
export const DEFAULT_BAND: TextBand = { x: 80, y: 216, width: 1120, height: 288 };

const look = (
  sky: [string, string],
  accent: string,
  colours: string[],
  glyph: Glyph,
  [x, y, width, height]: [number, number, number, number],
): TemplateLook => ({ sky, accent, colours, glyph, band: { x, y, width, height } });

/** By animation slug (theme key + animation key, as the catalog seeds them). */
export const TEMPLATE_LOOKS: Readonly<Record<string, TemplateLook>> = {
  'birthday-balloons': look(
    ['#ff9a76', '#e4572e'],
    '#ffd166',
    ['#ffd166', '#ef476f', '#06d6a0', '#118ab2', '#ffffff'],
    'balloon',
    [272, 192, 736, 408],
  ),
  'birthday-cake': look(
    ['#5b2a86', '#e4572e'],
    '#ffd166',
    ['#ffb4c6', '#fff1e6', '#ffd166', '#ef476f'],
    'star',
    [80, 168, 1120, 264],
  ),
  'birthday-confetti': look(
    ['#f8b26a', '#e4572e'],
    '#2ec4b6',
    ['#ffd166', '#ef476f', '#06d6a0', '#3a86ff', '#ffffff'],
    'sparkle',
    [128, 200, 1024, 380],
  ),
  'birthday-party-hats': look(
    ['#ffcf56', '#e4572e'],
    '#3a86ff',
    ['#3a86ff', '#ff006e', '#8338ec', '#06d6a0'],
    'star',
    [48, 192, 1184, 304],
  ),
  'birthday-sparklers': look(
    ['#2b1055', '#7a1f1f'],
    '#ffd166',
    ['#fff3b0', '#ffd166', '#ff9f1c'],
    'sparkle',
    [96, 80, 1088, 280],
  ),
  'anniversary-hearts': look(['#f7a1c4', '#b8336a'], '#ffe5ec', ['#ff4d6d', '#ff8fab', '#ffffff'], 'heart', [272, 120, 736, 480]),
  'anniversary-roses': look(['#3d0c1f', '#b8336a'], '#ffb3c1', ['#c9184a', '#ff4d6d', '#2d6a4f'], 'flower', [96, 88, 1088, 324]),
  'anniversary-champagne': look(
    ['#2c1a2e', '#8e2c55'],
    '#f1d18a',
    ['#f1d18a', '#fff3c4', '#ffffff'],
    'sparkle',
    [240, 60, 800, 340],
  ),
  'anniversary-golden': look(['#4a1635', '#b8336a'], '#f4c95d', ['#f4c95d', '#ffe8a3', '#d4a017'], 'ring', [80, 192, 1120, 372]),
  'wedding-bells': look(['#cfdcf0', '#4a6fa5'], '#f4d58d', ['#f4d58d', '#ffffff', '#b8c7e0'], 'bell', [64, 168, 1152, 464]),
  'wedding-doves': look(['#a9c4eb', '#4a6fa5'], '#ffffff', ['#ffffff', '#e8eef7', '#f4d58d'], 'leaf', [48, 224, 1184, 272]),
  'wedding-rings': look(['#1f2f4d', '#4a6fa5'], '#f4d58d', ['#f4d58d', '#e5e5e5', '#ffffff'], 'ring', [64, 100, 1152, 364]),
  'wedding-cake': look(['#dfe7f3', '#4a6fa5'], '#f7b7c5', ['#ffffff', '#f7b7c5', '#f4d58d'], 'flower', [48, 100, 1184, 328]),
  'graduation-caps': look(['#5c7aa6', '#2e4057'], '#f6c343', ['#1b1b1b', '#f6c343', '#ffffff'], 'star', [272, 192, 736, 408]),
  'graduation-diploma': look(['#3b5273', '#2e4057'], '#c0392b', ['#fbf3dc', '#c0392b', '#f6c343'], 'star', [64, 200, 1152, 288]),
  'graduation-stars': look(['#0b132b', '#2e4057'], '#f6c343', ['#f6c343', '#ffffff', '#9ecbff'], 'star', [80, 244, 1120, 272]),
  'graduation-fireworks': look(
    ['#070b1c', '#2e4057'],
    '#ff595e',
    ['#ff595e', '#ffca3a', '#8ac926', '#1982c4', '#ffffff'],
    'sparkle',
    [300, 180, 680, 380],
  ),
  'thank-you-flowers': look(
    ['#bde0d6', '#2a9d8f'],
    '#ffb703',
    ['#ffb703', '#fb8500', '#ff70a6', '#ffffff'],
    'flower',
    [48, 132, 1184, 332],
  ),
  'thank-you-script': look(['#f4ecd8', '#2a9d8f'], '#e76f51', ['#264653', '#e76f51', '#f4a261'], 'leaf', [64, 200, 1152, 320]),
  'thank-you-sunshine': look(['#ffe8a3', '#2a9d8f'], '#ffb703', ['#ffd60a', '#ffb703', '#ffffff'], 'sun', [464, 144, 768, 348]),
  'thank-you-hearts': look(['#8fd3c8', '#2a9d8f'], '#ff6b6b', ['#ff6b6b', '#ffd6e0', '#ffffff'], 'heart', [128, 184, 1024, 340]),
  'holidays-snowflakes': look(
    ['#2d6a4f', '#1b4332'],
    '#e63946',
    ['#ffffff', '#d8f3dc', '#b7e4c7'],
    'snowflake',
    [80, 80, 1120, 348],
  ),
  'holidays-ornaments': look(
    ['#1b4332', '#081c15'],
    '#e63946',
    ['#e63946', '#f4d35e', '#4cc9f0', '#ffffff'],
    'star',
    [64, 240, 1152, 360],
  ),
  'holidays-lights': look(
    ['#14213d', '#1b4332'],
    '#fca311',
    ['#ff595e', '#ffca3a', '#8ac926', '#4cc9f0', '#f72585'],
    'sparkle',
    [64, 228, 1152, 316],
  ),
  'holidays-gifts': look(
    ['#2d6a4f', '#1b4332'],
    '#e63946',
    ['#e63946', '#f4d35e', '#ffffff', '#4361ee'],
    'star',
    [64, 156, 1152, 300],
  ),
  'get-well-sunflowers': look(['#9ad1f5', '#6a4c93'], '#ffc300', ['#ffc300', '#7f4f24', '#52b788'], 'flower', [80, 80, 960, 384]),
  'get-well-rainbow': look(
    ['#b5d8f7', '#6a4c93'],
    '#ffffff',
    ['#ff595e', '#ff924c', '#ffca3a', '#8ac926', '#1982c4', '#6a4c93'],
    'sun',
    [224, 344, 832, 264],
  ),
  'get-well-teddy': look(
    ['#e8d5f2', '#6a4c93'],
    '#f4a261',
    ['#b07d4f', '#8a5a35', '#f4e1c1', '#ff8fab'],
    'heart',
    [304, 128, 688, 452],
  ),
  'get-well-balloons': look(
    ['#c3a6e8', '#6a4c93'],
    '#ffd166',
    ['#ffd166', '#ff8fab', '#80ffdb', '#ffffff'],
    'balloon',
    [300, 80, 680, 560],
  ),
};

/** A theme's look when only its colour is known: its first template's. */
const THEME_LOOKS: Readonly<Record<string, TemplateLook>> = {
  '#e4572e': TEMPLATE_LOOKS['birthday-balloons'],
  '#b8336a': TEMPLATE_LOOKS['anniversary-hearts'],
  '#4a6fa5': TEMPLATE_LOOKS['wedding-bells'],
  '#2e4057': TEMPLATE_LOOKS['graduation-caps'],
  '#2a9d8f': TEMPLATE_LOOKS['thank-you-flowers'],
  '#1b4332': TEMPLATE_LOOKS['holidays-snowflakes'],
  '#6a4c93': TEMPLATE_LOOKS['get-well-sunflowers'],
};

/** The template's look; else its theme's (by the theme's colour); else null. */
export function lookOf(slug: string | undefined, themeColour: string): TemplateLook | null {
  if (slug && Object.hasOwn(TEMPLATE_LOOKS, slug)) return TEMPLATE_LOOKS[slug];
  const key = themeColour.toLowerCase();
  return Object.hasOwn(THEME_LOOKS, key) ? THEME_LOOKS[key] : null;
}
