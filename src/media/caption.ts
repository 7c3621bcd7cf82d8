import type { Rect, Size } from './frame';

// A clip's caption as it is drawn over the picture: white text on a dark rounded box near the
// bottom, wrapped to at most three lines. Pure (the text is measured by the caller's canvas), so the
// instant preview and the renderer lay it out alike.

export const CAPTION_STYLE = {
  /** Font size as a share of the frame's height (32 px at 720p). */
  fontScale: 0.045,
  lineHeight: 1.25,
  /** The widest the box gets, as a share of the frame's width. */
  maxWidthScale: 0.9,
  /** Padding inside the box, in ems. */
  padX: 0.6,
  padY: 0.3,
  /** The box's gap to the frame's bottom edge, as a share of the frame's height. */
  bottomScale: 0.04,
  maxLines: 3,
  color: '#ffffff',
  background: 'rgba(0, 0, 0, 0.72)',
  weight: 600,
  family: 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
} as const;

export const captionFont = (px: number) => `${CAPTION_STYLE.weight} ${px}px ${CAPTION_STYLE.family}`;

/** Measures `text` set in `font` (a canvas's measureText), in pixels. */
export type MeasureText = (text: string, font: string) => number;

export type CaptionLayout = {
  font: string;
  fontPx: number;
  lines: string[];
  /** The dark box behind the text. */
  box: Rect;
  /** Where each line's centre baseline sits. */
  baselines: { x: number; y: number }[];
};

const ELLIPSIS = '…';

/** Breaks a word wider than `max` into pieces that fit. */
function splitWord(word: string, max: number, width: (s: string) => number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const ch of Array.from(word)) {
    if (piece && width(piece + ch) > max) {
      pieces.push(piece);
      piece = ch;
    } else piece += ch;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** Greedy word wrap to `max` pixels; words too long for a line are broken. */
export function wrapText(text: string, max: number, width: (s: string) => number): string[] {
  const words = text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((w) => (width(w) > max ? splitWord(w, max, width) : [w]));
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (line && width(next) > max) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** At most `maxLines`; the last one kept ends with an ellipsis when text was cut. */
function clampLines(lines: string[], maxLines: number, max: number, width: (s: string) => number): string[] {
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = `${kept[maxLines - 1]}${ELLIPSIS}`;
  while (last.length > 1 && width(last) > max) last = `${Array.from(last).slice(0, -2).join('')}${ELLIPSIS}`;
  kept[maxLines - 1] = last;
  return kept;
}

/** The caption's lines, box and baselines in a frame of `frame`; null for no caption. */
export function captionLayout(caption: string, frame: Size, measure: MeasureText): CaptionLayout | null {
  if (!caption.trim()) return null;
  const s = CAPTION_STYLE;
  const fontPx = Math.round(frame.height * s.fontScale);
  const font = captionFont(fontPx);
  const width = (text: string) => measure(text, font);
  const padX = fontPx * s.padX;
  const padY = fontPx * s.padY;
  const maxText = frame.width * s.maxWidthScale - 2 * padX;
  const lines = clampLines(wrapText(caption, maxText, width), s.maxLines, maxText, width);
  const lineHeight = fontPx * s.lineHeight;
  const boxWidth = Math.min(frame.width * s.maxWidthScale, Math.max(...lines.map(width)) + 2 * padX);
  const boxHeight = lines.length * lineHeight + 2 * padY;
  const box = {
    x: (frame.width - boxWidth) / 2,
    y: frame.height * (1 - s.bottomScale) - boxHeight,
    width: boxWidth,
    height: boxHeight,
  };
  // each baseline sits about a fifth of a line above the bottom of its line box
  const baselines = lines.map((_, i) => ({
    x: frame.width / 2,
    y: box.y + padY + (i + 1) * lineHeight - (lineHeight - fontPx) / 2 - fontPx * 0.2,
  }));
  return { font, fontPx, lines, box, baselines };
}
