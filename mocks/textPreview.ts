// The fake server's rendering of a greeting's personalised text (image-preview): a transparent
// 1280×720 image drawn over the intro animation, in the instant preview, the finished video and the
// personalise page alike. With several images (previewImageCount), the lines take turns: image i
// shows its share of them, so the intro moves through the text. It wears its template's look (the
// colours and the motif of its intro, db/seed/looks.ts): an accent line with the motif either side,
// all of it laid out inside the template's text band, where the intro's motif never goes.
import { DEFAULT_BAND, lookOf, type Glyph, type TextBand } from './db/seed/looks';

export const TEXT_IMAGE = { width: 1280, height: 720 } as const;
const MAX_LINES = 5;
const LINE_CHARS = 30;
const DEFAULT_ACCENT = '#e4572e';

/** Text as SVG character data: markup characters escaped, characters XML forbids removed. */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

/** Wraps one paragraph by code points (never splitting an emoji) into lines of LINE_CHARS. */
function wrapParagraph(paragraph: string): string[] {
  const lines: string[] = [];
  let line: string[] = [];
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    let chars = Array.from(word);
    while (chars.length > 0) {
      const room = LINE_CHARS - (line.length ? line.length + 1 : 0);
      if (chars.length <= room) {
        line = line.length ? [...line, ' ', ...chars] : chars;
        chars = [];
      } else if (line.length) {
        lines.push(line.join(''));
        line = [];
      } else {
        lines.push(chars.slice(0, LINE_CHARS).join(''));
        chars = chars.slice(LINE_CHARS);
      }
    }
  }
  if (line.length) lines.push(line.join(''));
  return lines;
}

/** At most MAX_LINES lines; the last one kept ends with an ellipsis when text was cut. */
export function wrapPreviewText(text: string): string[] {
  const lines = text.split(/\r?\n/).flatMap(wrapParagraph);
  if (lines.length <= MAX_LINES) return lines;
  return [
    ...lines.slice(0, MAX_LINES - 1),
    `${Array.from(lines[MAX_LINES - 1])
      .slice(0, LINE_CHARS - 1)
      .join('')}…`,
  ];
}

/**
 * The paragraphs (one per personalised field) image `index` of `count` shows: the paragraphs in
 * turn, in even shares. An image left without a share (more images than lines) shows them all.
 */
export function paragraphsFor(text: string, index: number, count: number): string {
  const paragraphs = text.split(/\r?\n/).filter((p) => p.trim());
  const share = Math.ceil(paragraphs.length / Math.max(1, count));
  const mine = paragraphs.slice(index * share, (index + 1) * share);
  return (mine.length ? mine : paragraphs).join('\n');
}

/** The motif as a small SVG shape centred on (0, 0), about 28 units across. */
const GLYPHS: Record<Glyph, string> = {
  balloon: '<ellipse cx="0" cy="-4" rx="10" ry="13"/><path d="M0 9 l-3 4 h6 z"/>',
  heart: '<path d="M0 12 C-4 8 -14 2 -14 -5 C-14 -12 -4 -14 0 -7 C4 -14 14 -12 14 -5 C14 2 4 8 0 12 Z"/>',
  star: '<path d="M0 -14 L4 -4 L14 -4 L6 3 L9 13 L0 7 L-9 13 L-6 3 L-14 -4 L-4 -4 Z"/>',
  sparkle: '<path d="M0 -14 L3 -3 L14 0 L3 3 L0 14 L-3 3 L-14 0 L-3 -3 Z"/>',
  snowflake:
    '<path d="M0 -14 V14 M-12 -7 L12 7 M-12 7 L12 -7" stroke-width="3" stroke-linecap="round" fill="none" stroke="currentColor"/>',
  flower:
    '<circle cx="0" cy="-8" r="6"/><circle cx="8" cy="0" r="6"/><circle cx="0" cy="8" r="6"/><circle cx="-8" cy="0" r="6"/><circle r="5" fill="#fff"/>',
  bell: '<path d="M-11 8 C-9 4 -9 -10 0 -11 C9 -10 9 4 11 8 Z"/><circle cx="0" cy="11" r="3"/>',
  ring: '<circle r="10" fill="none" stroke="currentColor" stroke-width="4"/><path d="M0 -17 l4 5 h-8 z"/>',
  sun: '<circle r="7"/><path d="M0 -14 V-10 M0 10 V14 M-14 0 H-10 M10 0 H14 M-10 -10 L-7 -7 M7 7 L10 10 M-10 10 L-7 7 M7 -7 L10 -10" stroke="currentColor" stroke-width="3" stroke-linecap="round"/>',
  leaf: '<path d="M-12 10 C-12 -6 0 -12 12 -12 C12 2 4 12 -12 10 Z"/>',
};

function glyph(kind: Glyph, x: number, y: number, colour: string): string {
  return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(1.3)" fill="${colour}" color="${colour}">${GLYPHS[kind]}</g>`;
}

/**
 * How wide each printable ASCII character is in the text's font (800 weight), in hundredths of an
 * em: DejaVu Sans Bold's advances, the widest of the fonts `system-ui` finds (Linux's default;
 * Segoe UI, San Francisco and Roboto are narrower), so text measured with them fits everywhere.
 */
const ASCII_WIDTHS = [
  35, 46, 52, 84, 70, 100, 87, 31, 46, 46, 52, 84, 38, 42, 38, 37, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 40, 40, 84, 84, 84, 58,
  100, 77, 76, 73, 83, 68, 68, 82, 84, 37, 37, 77, 64, 100, 84, 85, 73, 85, 77, 72, 68, 81, 77, 110, 77, 72, 73, 46, 37, 46, 84,
  50, 50, 67, 72, 59, 72, 68, 44, 72, 71, 34, 34, 67, 34, 104, 71, 69, 72, 72, 49, 60, 48, 71, 65, 92, 65, 65, 58, 71, 37, 71, 84,
];

/** A line's width in ems (an estimate on the wide side: accents by their letter, emoji and symbols 1.25, CJK 1). */
export function lineEms(line: string): number {
  let hundredths = 0;
  for (const ch of line) {
    const base = ch.normalize('NFD').codePointAt(0)!;
    if (base >= 32 && base < 127) hundredths += ASCII_WIDTHS[base - 32];
    else if (base >= 0x2e80 && base < 0xa000) hundredths += 100;
    else if (base >= 0x2000) hundredths += 125;
    else hundredths += 85;
  }
  return hundredths / 100;
}

/** The text's layout: a font size and the first line's baseline, the block centred in the band. */
export type TextLayout = { fontSize: number; lineHeight: number; centreX: number; firstBaseline: number; ruleY: number };

/** Kept clear inside the band's edges, beyond the outline (and most of the shadow). */
const BAND_PAD = 16;
const OUTLINE = 8;
/** Above a baseline: the tallest letters (accented capitals), as a share of the font size. */
const ASCENT = 0.95;
/** The accent line under the last baseline, as a share of the font size; the ornaments reach 26 px below it. */
const RULE_GAP = 0.55;
const ORNAMENT_DROP = 26;
/** The accent line with an ornament either side is this wide. */
const ORNAMENTS_WIDTH = 280;

/**
 * Lays the lines out in the band: the size their number asks for (68, 58 or 48 px), made smaller
 * until the block (letters with their outline, the accent line and its ornaments) fits the band
 * less BAND_PAD all round, and centred in it.
 */
export function layoutText(lines: readonly string[], band: TextBand): TextLayout {
  const n = Math.max(1, lines.length);
  const byLines = n <= 2 ? 68 : n <= 3 ? 58 : 48;
  const room = { width: band.width - 2 * BAND_PAD, height: band.height - 2 * BAND_PAD };
  // the block's height at font size f: ASCENT·f + OUTLINE/2 + (n-1)·1.2f + RULE_GAP·f + ORNAMENT_DROP
  const byHeight = (room.height - OUTLINE / 2 - ORNAMENT_DROP) / (ASCENT + 1.2 * (n - 1) + RULE_GAP);
  const widest = Math.max(0.01, ...lines.map(lineEms));
  const byWidth = (room.width - OUTLINE) / widest;
  const fontSize = Math.max(1, Math.floor(Math.min(byLines, byHeight, byWidth)));
  const lineHeight = fontSize * 1.2;
  const height = (ASCENT + RULE_GAP) * fontSize + (n - 1) * lineHeight + OUTLINE / 2 + ORNAMENT_DROP;
  const firstBaseline = band.y + (band.height - height) / 2 + OUTLINE / 2 + ASCENT * fontSize;
  return {
    fontSize,
    lineHeight,
    centreX: band.x + band.width / 2,
    firstBaseline,
    ruleY: firstBaseline + (n - 1) * lineHeight + RULE_GAP * fontSize,
  };
}

/** The band the text of this template goes in (the middle of the frame for one with no look). */
export function bandOf(slug: string | undefined, color: string): TextBand {
  return lookOf(slug, color)?.band ?? DEFAULT_BAND;
}

/**
 * White text, outlined in the template's deep colour and shadowed, so it reads over any frame of
 * its intro; under it an accent line in the template's colour with its motif either side, all
 * inside the template's text band (layoutText). `slug` picks the template's look; without it (or
 * for an unknown one) the theme's, by `color`.
 */
export function previewSvg(opts: { color: string; slug?: string; index: number; count: number; text: string }): string {
  const { width: W, height: H } = TEXT_IMAGE;
  const lines = wrapPreviewText(paragraphsFor(opts.text, opts.index, opts.count));
  const look = lookOf(opts.slug, opts.color);
  const { fontSize, lineHeight, centreX, firstBaseline, ruleY } = layoutText(lines, look?.band ?? DEFAULT_BAND);
  const accent = look?.accent ?? (/^#[0-9a-f]{3,8}$/i.test(opts.color) ? opts.color : DEFAULT_ACCENT);
  const outline = look?.sky[1] ?? '#000000';
  const tspans = lines
    .map((line, i) => `<tspan x="${centreX}" y="${(firstBaseline + i * lineHeight).toFixed(1)}">${escapeXml(line)}</tspan>`)
    .join('');
  const half = ORNAMENTS_WIDTH / 2 - 18;
  const ornaments = look
    ? [glyph(look.glyph, centreX - half, ruleY + 4, accent), glyph(look.glyph, centreX + half, ruleY + 4, accent)]
    : [];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    '<defs><filter id="shadow" x="-10%" y="-30%" width="120%" height="160%"><feDropShadow dx="0" dy="4" stdDeviation="8" flood-color="#000" flood-opacity="0.55"/></filter></defs>',
    `<g filter="url(#shadow)">`,
    `<text fill="#ffffff" stroke="${outline}" stroke-opacity="0.8" stroke-width="${OUTLINE}" paint-order="stroke" stroke-linejoin="round" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="${fontSize}" font-weight="800" text-anchor="middle">${tspans}</text>`,
    lines.length ? `<rect x="${centreX - 90}" y="${ruleY.toFixed(1)}" width="180" height="8" rx="4" fill="${accent}"/>` : '',
    lines.length ? ornaments.join('') : '',
    '</g>',
    '</svg>',
  ].join('');
}
