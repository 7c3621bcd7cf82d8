import { describe, expect, it } from 'vitest';
import { captionLayout, wrapText } from './caption';
import { VIDEO_SIZE } from './frame';

// a monospaced measure: every character is half the font size wide
const measure = (text: string, font: string) => Array.from(text).length * (Number(/(\d+)px/.exec(font)![1]) / 2);
const width10 = (s: string) => Array.from(s).length * 10;

describe('wrapText', () => {
  it.each([
    ['fits on one line', 'Love you!', 200, ['Love you!']],
    ['breaks between words', 'Happy birthday to you Grandma', 150, ['Happy birthday', 'to you Grandma']],
    ['a word too long for a line is broken', 'Supercalifragilistic', 100, ['Supercalif', 'ragilistic']],
    ['spaces tidied', '  Hi   there  ', 200, ['Hi there']],
    ['emoji are never split', '🎉🎂🎈🎁', 20, ['🎉🎂', '🎈🎁']],
    ['nothing', '   ', 100, []],
  ])('%s', (_what, text, max, lines) => {
    expect(wrapText(text, max, width10)).toEqual(lines);
  });
});

describe('captionLayout (1280×720)', () => {
  it('no caption, no box', () => {
    expect(captionLayout('', VIDEO_SIZE, measure)).toBeNull();
    expect(captionLayout('   ', VIDEO_SIZE, measure)).toBeNull();
  });

  it('one line: 32 px bold text on a box centred near the bottom', () => {
    const layout = captionLayout('Love you!', VIDEO_SIZE, measure)!;
    expect(layout.fontPx).toBe(32);
    expect(layout.font).toMatch(/^600 32px /);
    expect(layout.lines).toEqual(['Love you!']);
    // 9 characters × 16 px + padding 0.6 em each side
    expect(layout.box.width).toBeCloseTo(144 + 2 * 19.2, 5);
    expect(layout.box.x + layout.box.width / 2).toBeCloseTo(640, 5);
    expect(layout.box.y + layout.box.height).toBeCloseTo(720 - 28.8, 5);
    expect(layout.baselines).toHaveLength(1);
    expect(layout.baselines[0].x).toBe(640);
  });

  it('a long caption wraps to at most three lines inside 90% of the width, ending in an ellipsis', () => {
    const layout = captionLayout('word '.repeat(120), VIDEO_SIZE, measure)!;
    expect(layout.lines).toHaveLength(3);
    expect(layout.lines[2].endsWith('…')).toBe(true);
    expect(layout.box.width).toBeLessThanOrEqual(1280 * 0.9);
    for (const line of layout.lines) expect(measure(line, layout.font)).toBeLessThanOrEqual(1280 * 0.9 - 2 * 19.2);
    // lines one under another, the last nearest the bottom
    expect(layout.baselines[1].y - layout.baselines[0].y).toBeCloseTo(40, 5);
  });

  it('scales with the frame (the preview stage of any size draws the same layout)', () => {
    const small = captionLayout('Love you!', { width: 640, height: 360 }, measure)!;
    expect(small.fontPx).toBe(16);
    expect(small.box.y + small.box.height).toBeCloseTo(360 - 14.4, 5);
  });
});
