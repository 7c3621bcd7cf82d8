import { describe, expect, it } from 'vitest';
import { attachmentDisposition, fileNameFromDisposition, greetingVideoFileName, videoFileName } from './fileName';

describe('videoFileName: the saved video is named after the greeting', () => {
  it.each([
    ['the personalised lines', ['Grandma Rose', 'Happy 80th Birthday!'], 'mp4', 'Grandma Rose - Happy 80th Birthday.mp4'],
    ['one line', ['Congratulations, Sam!'], 'mp4', 'Congratulations, Sam.mp4'],
    ['a WebM (no H.264 here)', ['Sam'], 'webm', 'Sam.webm'],
    ['characters file systems refuse become spaces', ['A/B: "C" <D>|E?*'], 'mp4', 'A B C D E.mp4'],
    ['blank lines are left out', ['', '  ', 'Hi'], 'mp4', 'Hi.mp4'],
    ['emoji are kept', ['🎉 Party'], 'mp4', '🎉 Party.mp4'],
    ['nothing usable: a plain name', ['???', ''], 'mp4', 'Video Greeting.mp4'],
    ['no leading dot (a hidden file)', ['...secret'], 'mp4', 'secret.mp4'],
  ] as const)('%s', (_what, parts, ext, name) => {
    expect(videoFileName(parts, ext)).toBe(name);
  });

  it('a long text is cut to 120 characters', () => {
    expect(videoFileName(['x'.repeat(300)], 'mp4')).toBe(`${'x'.repeat(120)}.mp4`);
  });
});

describe('the download name over HTTP (Content-Disposition)', () => {
  it.each([
    [
      'UTF-8 name wins',
      `attachment; filename="x.mp4"; filename*=UTF-8''Grandma%20Rose%20%F0%9F%8E%89.mp4`,
      'Grandma Rose 🎉.mp4',
    ],
    ['a quoted name', 'attachment; filename="Sam.mp4"', 'Sam.mp4'],
    ['a bare name', 'attachment; filename=Sam.mp4', 'Sam.mp4'],
    ['no name', 'attachment', null],
    ['no header', null, null],
    ['a path in the name is not followed', 'attachment; filename="../../etc/passwd"', '.. .. etc passwd'],
  ])('%s', (_what, header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });

  it('round trip: what the fake server sends is read back the same', () => {
    for (const name of ['Grandma Rose - Happy 80th Birthday.mp4', 'Ünïcödé 🎂 "quoted".mp4']) {
      expect(fileNameFromDisposition(attachmentDisposition(name))).toBe(name);
    }
  });
});

describe('greetingVideoFileName', () => {
  it.each([
    [
      'the personalised lines',
      ['Grandma Rose', 'Happy 80th Birthday!'],
      'Birthday Balloons for Grandma Rose',
      'Grandma Rose - Happy 80th Birthday.mp4',
    ],
    ['no text: the greeting’s name', [], "Alex's Birthday", "Alex's Birthday.mp4"],
  ])('%s', (_what, values, name, expected) => {
    const specialFields = [
      { title: '', items: values.map((value, i) => ({ id: i + 1, placeholder: '', required: false, value })) },
    ];
    expect(greetingVideoFileName(specialFields, name, 'mp4')).toBe(expected);
  });
});
