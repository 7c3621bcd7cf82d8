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
  const parse = (svg: string) => new DOMParser().parseFromString(svg, 'image/svg+xml');
  const svg = previewSvg({ color: '#e4572e', index: 0, count: 2, text: 'Grandma Rose\nHappy 80th Birthday!' });
  const doc = parse(svg);

  it('is the frame size, with no background: only the text (outlined) and an accent line', () => {
    expect(doc.documentElement.getAttribute('width')).toBe(String(TEXT_IMAGE.width));
    expect(doc.documentElement.getAttribute('height')).toBe(String(TEXT_IMAGE.height));
    const rects = Array.from(doc.getElementsByTagName('rect'));
    expect(rects).toHaveLength(1);
    expect(Number(rects[0].getAttribute('width'))).toBeLessThan(TEXT_IMAGE.width / 2);
    const text = doc.getElementsByTagName('text')[0];
    expect(text.getAttribute('fill')).toBe('#ffffff');
    expect(text.getAttribute('paint-order')).toBe('stroke');
  });

  // the look of the intro it is drawn over: its accent colour, its outline, its motif beside the line
  it.each([
    ['birthday-cake', '#e4572e', '#ffd166', '#e4572e', 'M0 -14 L4 -4'],
    ['anniversary-hearts', '#b8336a', '#ffe5ec', '#b8336a', 'M0 12 C-4 8'],
    ['holidays-snowflakes', '#1b4332', '#e63946', '#1b4332', 'M0 -14 V14'],
    ['wedding-doves', '#4a6fa5', '#ffffff', '#4a6fa5', 'M-12 10 C-12 -6'],
    // no template: the theme's look, by its colour
    [undefined, '#2e4057', '#f6c343', '#2e4057', 'M0 -14 L4 -4'],
  ])('%s (theme %s): accent %s, outline %s, its motif', (slug, color, accent, outline, motif) => {
    const look = parse(previewSvg({ color, slug, index: 0, count: 1, text: 'Sam' }));
    expect(look.getElementsByTagName('rect')[0].getAttribute('fill')).toBe(accent);
    expect(look.getElementsByTagName('text')[0].getAttribute('stroke')).toBe(outline);
    const ornaments = Array.from(look.querySelectorAll('g[transform]'));
    expect(ornaments).toHaveLength(2);
    expect(ornaments[0].innerHTML).toContain(motif);
    expect(ornaments[0].getAttribute('fill')).toBe(accent);
  });

  it('an unknown theme and template: the accent in the given colour, a plain black outline, no motif', () => {
    const plain = parse(previewSvg({ color: '#123456', slug: 'nope', index: 0, count: 1, text: 'Sam' }));
    expect(plain.getElementsByTagName('rect')[0].getAttribute('fill')).toBe('#123456');
    expect(plain.getElementsByTagName('text')[0].getAttribute('stroke')).toBe('#000000');
    expect(plain.querySelectorAll('g[transform]')).toHaveLength(0);
  });

  it('no text: no accent line and no motif', () => {
    const empty = parse(previewSvg({ color: '#e4572e', slug: 'birthday-cake', index: 0, count: 1, text: '' }));
    expect(empty.getElementsByTagName('rect')).toHaveLength(0);
    expect(empty.querySelectorAll('g[transform]')).toHaveLength(0);
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
