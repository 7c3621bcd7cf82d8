import { describe, expect, it } from 'vitest';
import { creditedNames, endCardLayout, endCardLines, endCardSentence } from './endCard';
import { VIDEO_SIZE } from './frame';

describe('the end card: who the greeting is from', () => {
  it.each([
    ['the creator and the invitees, in order', ['Sam', 'Jamie', 'Aunt May'], 'With love from Sam, Jamie and Aunt May'],
    ['two names', ['Sam', 'Jamie'], 'With love from Sam and Jamie'],
    ['one name', ['Sam'], 'With love from Sam'],
    ['no names at all: still a closing line', [], 'With love'],
    ['blank names left out', ['', '  ', 'Jamie'], 'With love from Jamie'],
    ['a name given twice (any case) counts once', ['Jamie', 'jamie', 'Sam'], 'With love from Jamie and Sam'],
  ])('%s', (_what, names, sentence) => {
    expect(endCardSentence(names)).toBe(sentence);
  });

  it('creditedNames trims and drops nulls', () => {
    expect(creditedNames([null, ' Sam ', undefined, 'Sam'])).toEqual(['Sam']);
  });

  it('the lead and the names are two lines; with no names only the lead', () => {
    expect(endCardLines(['Sam'])).toEqual({ lead: 'With love from', names: 'Sam' });
    expect(endCardLines([])).toEqual({ lead: 'With love', names: '' });
  });

  it('lays out centred; a long list wraps to at most three lines inside the frame', () => {
    const measure = (text: string) => text.length * 30;
    const names = Array.from({ length: 40 }, (_, i) => `Friend ${i + 1}`);
    const layout = endCardLayout(names, VIDEO_SIZE, measure);
    expect(layout.x).toBe(VIDEO_SIZE.width / 2);
    expect(layout.names.lines.length).toBe(3);
    layout.names.lines.forEach((line) => expect(measure(line)).toBeLessThanOrEqual(VIDEO_SIZE.width * 0.8));
    const last = layout.names.baselines.at(-1)!;
    expect(last).toBeLessThan(VIDEO_SIZE.height);
    expect(layout.lead.y).toBeGreaterThan(0);
    expect(layout.lead.y).toBeLessThan(layout.names.baselines[0]);
  });
});
