import { describe, expect, it } from 'vitest';
import { imagePreviewUrl } from './requests';
import { decodePreviewText, encodePreviewText } from './schemas';
import { previewTextOf, withValues } from './specialFields';

const SEGMENT = /^[A-Za-z0-9_-]+$/;

describe('imagePreviewUrl', () => {
  it('has the spec shape /rest/theme-animation/{taId}/image-preview/{index}/{encodedText}', () => {
    expect(imagePreviewUrl(101, 2, 'Hi')).toBe(`/rest/theme-animation/101/image-preview/2/${encodePreviewText('Hi')}`);
  });

  it.each([
    ['plain', 'Happy Birthday'],
    ['emoji', '🎉 Happy 👨‍👩‍👧 day 🎂'],
    ['HTML', '<img src=x onerror=alert(1)>&amp;"\''],
    ['slashes', 'a/b\\c//d'],
    ['dot segments', '..'],
    ['one dot', '.'],
    ['percent and query characters', '100% ?a=b#c &d'],
    ['new lines', 'line 1\nline 2'],
    ['500 characters', 'é'.repeat(250) + '😀'.repeat(250)],
  ])('%s: the text is one safe path segment that decodes back', (_name, text) => {
    const url = imagePreviewUrl(101, 0, text);
    const segments = url.split('/');
    expect(segments).toHaveLength(7);
    const last = segments[6];
    expect(last).toMatch(SEGMENT);
    expect(decodePreviewText(last)).toBe(text);
    // the browser keeps the path as it is (no dot-segment removal, no re-encoding)
    expect(new URL(url, 'https://app.test').pathname).toBe(url);
  });

  it('an empty text is still a segment (a space)', () => {
    const last = imagePreviewUrl(101, 0, '').split('/')[6];
    expect(last).toMatch(SEGMENT);
    expect(decodePreviewText(last)).toBe(' ');
  });

  it('keeps the index a whole, non-negative number', () => {
    expect(imagePreviewUrl(101, -1, 'x')).toContain('/image-preview/0/');
    expect(imagePreviewUrl(101, 1.7, 'x')).toContain('/image-preview/1/');
  });
});

describe('decodePreviewText', () => {
  it.each(['%2F', 'a/b', 'abcde', '', '!!'])('refuses %j', (segment) => {
    expect(decodePreviewText(segment)).toBeNull();
  });

  it('refuses bytes that are not UTF-8', () => {
    expect(decodePreviewText('_w')).toBeNull(); // 0xFF
  });
});

describe('previewTextOf', () => {
  const groups = [
    { items: [{ id: 1, value: ' Alex ' }] },
    {
      items: [
        { id: 2, value: 'Happy birthday' },
        { id: 3, value: '   ' },
      ],
    },
    { items: [{ id: 4, value: 'Sam' }] },
  ];

  it('is every non-blank value, trimmed, one per line', () => {
    expect(previewTextOf(groups)).toBe('Alex\nHappy birthday\nSam');
    expect(previewTextOf([])).toBe('');
  });

  it('withValues fills values by item id and keeps the rest', () => {
    const next = withValues(groups, { 3: 'Love you', 4: '' });
    expect(next.map((g) => g.items.map((i) => i.value))).toEqual([[' Alex '], ['Happy birthday', 'Love you'], ['']]);
  });
});
