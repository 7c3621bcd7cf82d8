import { describe, expect, it } from 'vitest';
import { paragraphsFor, previewSvg, TEXT_IMAGE, wrapPreviewText } from './textPreview';

describe('paragraphsFor: the personalised lines take turns over the intro', () => {
  const text = 'Grandma Rose\nHappy 80th Birthday!\nLove, Sam';
  it.each([
    [0, 1, 'Grandma Rose\nHappy 80th Birthday!\nLove, Sam'],
    [0, 2, 'Grandma Rose\nHappy 80th Birthday!'],
    [1, 2, 'Love, Sam'],
    [0, 3, 'Grandma Rose'],
    [2, 3, 'Love, Sam'],
  ])('image %i of %i', (index, count, expected) => {
    expect(paragraphsFor(text, index, count)).toBe(expected);
  });

  it('more images than lines: an image left without a line shows them all (never an empty image)', () => {
    expect(paragraphsFor('Sam', 2, 3)).toBe('Sam');
  });
});

describe('previewSvg: a transparent 1280×720 image that reads over any animation', () => {
  const svg = previewSvg({ color: '#e4572e', index: 0, count: 2, text: 'Grandma Rose\nHappy 80th Birthday!' });
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');

  it('is the frame size, with no background: only the text (outlined) and an accent line', () => {
    expect(doc.documentElement.getAttribute('width')).toBe(String(TEXT_IMAGE.width));
    expect(doc.documentElement.getAttribute('height')).toBe(String(TEXT_IMAGE.height));
    const rects = Array.from(doc.getElementsByTagName('rect'));
    expect(rects).toHaveLength(1);
    expect(Number(rects[0].getAttribute('width'))).toBeLessThan(TEXT_IMAGE.width / 2);
    expect(rects[0].getAttribute('fill')).toBe('#e4572e');
    const text = doc.getElementsByTagName('text')[0];
    expect(text.getAttribute('fill')).toBe('#ffffff');
    expect(text.getAttribute('paint-order')).toBe('stroke');
  });

  it('draws its share of the text, and never a stock greeting', () => {
    const lines = Array.from(doc.getElementsByTagName('tspan'), (t) => t.textContent);
    expect(lines).toEqual(['Grandma Rose']);
    expect(svg).not.toMatch(/Happy Birthday!/);
  });

  it('wraps long lines and cuts past five lines with an ellipsis', () => {
    const lines = wrapPreviewText('word '.repeat(60));
    expect(lines).toHaveLength(5);
    expect(lines[4].endsWith('…')).toBe(true);
  });
});
