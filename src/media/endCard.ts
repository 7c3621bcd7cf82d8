import { captionFont, wrapText, type MeasureText } from './caption';
import type { Size } from './frame';

// The greeting's last 3 s: a card in the template's colours saying who it is from ("With love from
// Sam, Jamie and Aunt May"). Pure: the instant preview and the renderer lay it out alike (beyond the
// spec: docs/spec-choices.md).

/** The template's colours: its sky (top to bottom) and its accent. */
export type EndCardLook = { sky: readonly [string, string]; accent: string };

/** What the card says and how it looks; names in the order they are credited. */
export type EndCard = { names: readonly string[]; look: EndCardLook };

/** A calm, neutral look for a template whose colours the server does not give. */
export const DEFAULT_END_CARD_LOOK: EndCardLook = { sky: ['#3a2a5d', '#15102a'], accent: '#ffd166' };

export const END_CARD_TEXT = { lead: 'With love from', alone: 'With love' } as const;

/** 'a', 'a and b', 'a, b and c' */
function listOf(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The names once each (the same name in any case counts once), blank ones left out, in their order. */
export function creditedNames(names: readonly (string | null | undefined)[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of names) {
    const name = (raw ?? '').trim();
    const key = name.toLocaleLowerCase();
    if (!name || seen.has(key)) continue;
    seen.add(key);
    out.push(name);
  }
  return out;
}

/** The card's two lines: the lead ('With love from', or 'With love' with no names) and the names. */
export function endCardLines(names: readonly string[]): { lead: string; names: string } {
  const credited = creditedNames(names);
  return credited.length ? { lead: END_CARD_TEXT.lead, names: listOf(credited) } : { lead: END_CARD_TEXT.alone, names: '' };
}

/** The card's words as one sentence (what a screen reader hears). */
export function endCardSentence(names: readonly string[]): string {
  const lines = endCardLines(names);
  return lines.names ? `${lines.lead} ${lines.names}` : lines.lead;
}

export type EndCardLayout = {
  lead: { text: string; font: string; y: number };
  names: { lines: string[]; font: string; baselines: number[] };
  /** The accent rule between the lead and the names. */
  rule: { x: number; y: number; width: number; height: number };
  x: number;
};

/** Shares of the frame's height. */
const LEAD_SCALE = 0.05;
const NAMES_SCALE = 0.075;
const NAMES_MAX_LINES = 3;
const MAX_WIDTH = 0.8;

/** Where the card's words sit in a frame of `frame`, centred, the names wrapped to at most three lines. */
export function endCardLayout(names: readonly string[], frame: Size, measure: MeasureText): EndCardLayout {
  const lines = endCardLines(names);
  const leadPx = Math.round(frame.height * LEAD_SCALE);
  const namesPx = Math.round(frame.height * NAMES_SCALE);
  const namesFont = captionFont(namesPx);
  const wrapped = lines.names
    ? wrapText(lines.names, frame.width * MAX_WIDTH, (t) => measure(t, namesFont)).slice(0, NAMES_MAX_LINES)
    : [];
  const lineHeight = namesPx * 1.2;
  const gap = leadPx * 0.9;
  const blockHeight = leadPx + (wrapped.length ? gap + wrapped.length * lineHeight : 0);
  const top = (frame.height - blockHeight) / 2;
  const leadY = top + leadPx;
  const ruleWidth = frame.width * 0.08;
  return {
    x: frame.width / 2,
    lead: { text: lines.lead, font: captionFont(leadPx), y: leadY },
    rule: {
      x: (frame.width - ruleWidth) / 2,
      y: leadY + gap * 0.45,
      width: ruleWidth,
      height: Math.max(2, frame.height * 0.004),
    },
    names: {
      lines: wrapped,
      font: namesFont,
      baselines: wrapped.map((_, i) => leadY + gap + (i + 1) * lineHeight - (lineHeight - namesPx) / 2),
    },
  };
}
