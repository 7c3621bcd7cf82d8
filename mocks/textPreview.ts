// The fake server's rendering of a greeting's personalised text (image-preview): a transparent
// 1280×720 image drawn over the intro animation, in the instant preview, the finished video and the
// personalise page alike. With several images (previewImageCount), the lines take turns: image i
// shows its share of them, so the intro moves through the text.

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

/** White, outlined and shadowed, so it reads over any animation; an accent line in the theme's colour. */
export function previewSvg(opts: { color: string; index: number; count: number; text: string }): string {
  const { width: W, height: H } = TEXT_IMAGE;
  const lines = wrapPreviewText(paragraphsFor(opts.text, opts.index, opts.count));
  const fontSize = lines.length <= 2 ? 68 : lines.length <= 3 ? 58 : 48;
  const lineHeight = fontSize * 1.2;
  const top = H / 2 - ((lines.length - 1) * lineHeight) / 2 + fontSize / 3;
  const accent = /^#[0-9a-f]{3,8}$/i.test(opts.color) ? opts.color : DEFAULT_ACCENT;
  const tspans = lines
    .map((line, i) => `<tspan x="${W / 2}" y="${(top + i * lineHeight).toFixed(1)}">${escapeXml(line)}</tspan>`)
    .join('');
  const ruleY = (top + (lines.length - 1) * lineHeight + fontSize * 0.55).toFixed(1);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    '<defs><filter id="shadow" x="-10%" y="-30%" width="120%" height="160%"><feDropShadow dx="0" dy="4" stdDeviation="8" flood-color="#000" flood-opacity="0.55"/></filter></defs>',
    `<g filter="url(#shadow)">`,
    `<text fill="#ffffff" stroke="#000000" stroke-opacity="0.45" stroke-width="6" paint-order="stroke" stroke-linejoin="round" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="${fontSize}" font-weight="800" text-anchor="middle">${tspans}</text>`,
    lines.length ? `<rect x="${W / 2 - 90}" y="${ruleY}" width="180" height="8" rx="4" fill="${accent}"/>` : '',
    '</g>',
    '</svg>',
  ].join('');
}
