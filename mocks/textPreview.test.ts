import { describe, expect, it } from 'vitest';
import { DEFAULT_BAND, TEMPLATE_LOOKS } from './db/seed/looks';
import { lineEms, paragraphsFor, previewSvg, TEXT_IMAGE, wrapPreviewText } from './textPreview';

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

describe('previewSvg: the text goes in its template’s band, where the intro’s motif never is', () => {
  const parse = (svg: string) => new DOMParser().parseFromString(svg, 'image/svg+xml');
  const WIDE = 'MWMWMWMWMWMWMWMWMWMWMWMWMWMWMW';
  const texts = {
    'one word': 'Sam',
    'three lines': 'Grandma Rose\nHappy 80th Birthday!\nLove, Sam',
    'a long wrapped paragraph':
      'Congratulations on your graduation, Riley! We are all so very proud of you and all you have done',
    'five lines of the widest letters': Array.from({ length: 5 }, () => WIDE).join('\n'),
    'accents and an emoji': 'Joyeux anniversaire, Élodie ! 🎉\nÀ bientôt',
  };

  /**
   * Where the drawing lies, read from the SVG: each line's box from its position, the font size and
   * its width in ems (the widest font's), with the outline; the accent line; the ornaments (their
   * shapes reach 17 units, scaled 1.3, from their centres).
   */
  function drawnBox(svg: string) {
    const doc = parse(svg);
    const text = doc.getElementsByTagName('text')[0];
    const size = Number(text.getAttribute('font-size'));
    const outline = Number(text.getAttribute('stroke-width')) / 2;
    const boxes = Array.from(doc.getElementsByTagName('tspan'), (t) => {
      const [x, y] = [Number(t.getAttribute('x')), Number(t.getAttribute('y'))];
      const half = (lineEms(t.textContent!) * size) / 2 + outline;
      return { left: x - half, right: x + half, top: y - 0.95 * size - outline, bottom: y + 0.24 * size + outline };
    });
    const rule = doc.getElementsByTagName('rect')[0];
    const [rx, ry] = [Number(rule.getAttribute('x')), Number(rule.getAttribute('y'))];
    boxes.push({ left: rx, right: rx + Number(rule.getAttribute('width')), top: ry, bottom: ry + 8 });
    for (const g of doc.querySelectorAll('g[transform]')) {
      const [, gx, gy] = /translate\(([\d.-]+) ([\d.-]+)\)/.exec(g.getAttribute('transform')!)!.map(Number);
      boxes.push({ left: gx - 22.1, right: gx + 22.1, top: gy - 22.1, bottom: gy + 22.1 });
    }
    return {
      size,
      x: Number(doc.getElementsByTagName('tspan')[0].getAttribute('x')),
      left: Math.min(...boxes.map((b) => b.left)),
      right: Math.max(...boxes.map((b) => b.right)),
      top: Math.min(...boxes.map((b) => b.top)),
      bottom: Math.max(...boxes.map((b) => b.bottom)),
    };
  }

  const cases = Object.keys(TEMPLATE_LOOKS).flatMap((slug) =>
    Object.entries(texts).map(([what, text]) => [slug, what, text] as const),
  );
  it.each(cases)('%s, %s: all of it inside the band, centred across it', (slug, _, text) => {
    const band = TEMPLATE_LOOKS[slug].band;
    const drawn = drawnBox(previewSvg({ color: '', slug, index: 0, count: 1, text }));
    expect(drawn.left).toBeGreaterThanOrEqual(band.x);
    expect(drawn.right).toBeLessThanOrEqual(band.x + band.width);
    expect(drawn.top).toBeGreaterThanOrEqual(band.y);
    expect(drawn.bottom).toBeLessThanOrEqual(band.y + band.height);
    expect(drawn.x).toBeCloseTo(band.x + band.width / 2, 6);
    // and centred down it (to a pixel's rounding)
    expect(Math.abs(drawn.top - band.y - (band.y + band.height - drawn.bottom))).toBeLessThan(12);
  });

  it('the birthday cake’s text stays above its candles (the band ends at y 432), at the size two lines ask for', () => {
    const drawn = drawnBox(
      previewSvg({ color: '', slug: 'birthday-cake', index: 0, count: 1, text: 'Grandma Rose\nHappy Birthday!' }),
    );
    expect(drawn.bottom).toBeLessThanOrEqual(432);
    expect(drawn.size).toBeGreaterThanOrEqual(50);
  });

  it('a short text keeps the size its lines ask for; longer ones are made smaller to fit, never larger', () => {
    const size = (slug: string, text: string) => drawnBox(previewSvg({ color: '', slug, index: 0, count: 1, text })).size;
    expect(size('wedding-bells', 'Sam')).toBe(68);
    expect(size('wedding-bells', 'Sam\nand\nAlex')).toBe(58);
    expect(size('get-well-rainbow', texts['five lines of the widest letters'])).toBeLessThan(48);
  });

  it('off-centre bands put the text off-centre: the sunshine’s sun is on the left', () => {
    const drawn = drawnBox(previewSvg({ color: '', slug: 'thank-you-sunshine', index: 0, count: 1, text: 'Thank you!' }));
    expect(drawn.left).toBeGreaterThan(TEXT_IMAGE.width / 2 - 200);
    expect(drawn.x).toBeGreaterThan(TEXT_IMAGE.width / 2);
  });

  it('with no template and an unknown theme: the middle of the frame', () => {
    const drawn = drawnBox(previewSvg({ color: '#123456', index: 0, count: 1, text: texts['three lines'] }));
    expect(drawn.x).toBe(DEFAULT_BAND.x + DEFAULT_BAND.width / 2);
    expect(drawn.top).toBeGreaterThanOrEqual(DEFAULT_BAND.y);
    expect(drawn.bottom).toBeLessThanOrEqual(DEFAULT_BAND.y + DEFAULT_BAND.height);
  });
});
