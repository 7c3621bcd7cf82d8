import { describe, expect, it } from 'vitest';
import { LIMITS } from '@/shared/config/limits';
import {
  flattenFields,
  greetingTitleOf,
  INCOMPLETE_MESSAGE,
  PREVIEW_REFRESH_MS,
  previewIndexes,
  previewTextOf,
  REQUIRED_FIELD_MESSAGE,
  satisfiesRequired,
  SPECIAL_FIELD_MAX,
  TITLE_MAX,
  specialFieldError,
  valuesById,
  withValues,
} from './specialFields';

const groups = [
  { title: 'To', items: [{ id: 1, value: 'Alex', placeholder: 'Name', required: true }] },
  {
    title: 'Message',
    items: [
      { id: 2, value: 'Hi', placeholder: 'Line 1', required: true },
      { id: 'b3', value: '', placeholder: '', required: false },
    ],
  },
];

describe('special fields: one rule for personalise and the editor', () => {
  it('uses the spec messages and constants verbatim', () => {
    expect(INCOMPLETE_MESSAGE).toBe('Please complete all required fields.');
    expect(REQUIRED_FIELD_MESSAGE).toBe('This field is required');
    expect(PREVIEW_REFRESH_MS).toBe(500);
    expect(SPECIAL_FIELD_MAX).toBe(LIMITS.specialField);
  });

  it.each([
    [true, 'Alex', true],
    [true, ' Alex ', true],
    [true, '🎉', true],
    [true, '', false],
    [true, '   ', false],
    [true, '\n\t', false],
    [true, null, false],
    [true, undefined, false],
    [false, '', true],
    [false, '  ', true],
    [false, undefined, true],
  ])('required %s, value %j → ok %s', (required, value, ok) => {
    expect(satisfiesRequired(required, value)).toBe(ok);
    expect(specialFieldError({ required }, value)).toBe(ok ? undefined : REQUIRED_FIELD_MESSAGE);
  });

  it.each([
    [1, [0]],
    [3, [0, 1, 2]],
    [0, [0]],
    [-2, [0]],
    [2.6, [0, 1]],
    [Number.NaN, [0]],
  ])('%s preview images → indexes %j', (count, indexes) => {
    expect(previewIndexes(count)).toEqual(indexes);
  });

  it('flattens by position (labels from placeholders, "Text" when none) and maps values back by id', () => {
    const flat = flattenFields(groups);
    expect(flat).toEqual([
      [{ key: 'f0', id: '1', label: 'Name', required: true }],
      [
        { key: 'f1', id: '2', label: 'Line 1', required: true },
        { key: 'f2', id: 'b3', label: 'Text', required: false },
      ],
    ]);
    const byId = valuesById(flat.flat(), { f0: 'Sam', f2: 'Love' });
    expect(byId).toEqual({ 1: 'Sam', 2: '', b3: 'Love' });
    const next = withValues(groups, { 1: 'Sam', b3: 'Love' });
    expect(next.flatMap((g) => g.items.map((i) => i.value))).toEqual(['Sam', 'Hi', 'Love']);
    expect(next[1].items[1]).toMatchObject({ id: 'b3', placeholder: '' });
  });

  it.each([
    [['Alex', 'Hi', ''], 'Alex\nHi'],
    [['  Alex ', '   ', 'Love'], 'Alex\nLove'],
    [['', '', ''], ''],
  ])('values %j draw the preview text %j', (values, text) => {
    const filled = withValues(groups, { 1: values[0], 2: values[1], b3: values[2] });
    expect(previewTextOf(filled)).toBe(text);
  });
});

describe('greetingTitleOf: a new greeting is titled by its own text', () => {
  const fields = (recipient: string, line1: string, line2 = '', from = '') => [
    { title: 'Recipient', items: [{ id: 1, value: recipient }] },
    {
      title: 'Message',
      items: [
        { id: 2, value: line1 },
        { id: 3, value: line2 },
      ],
    },
    { title: 'From', items: [{ id: 4, value: from }] },
  ];
  it.each([
    ['the message to the recipient', fields('Grandma Rose', 'Happy 80th!'), 'Happy 80th, Grandma Rose!'],
    ['no punctuation: a wish', fields('Sam', 'Congratulations'), 'Congratulations, Sam!'],
    ['a question stays a question', fields('Alex', 'Will you marry me?'), 'Will you marry me, Alex?'],
    ['a trailing comma is not doubled', fields('Jo', 'Love you,'), 'Love you, Jo!'],
    ['a message that already names them, as it is', fields('Rose', 'Happy birthday Rose!'), 'Happy birthday Rose!'],
    ['the message alone', fields('', 'Happy Holidays!'), 'Happy Holidays!'],
    ['the recipient alone', fields('Grandma Rose', ''), 'For Grandma Rose'],
    ['the second line and the signature are not the title', fields('Sam', 'Well done', 'So proud', 'Mum'), 'Well done, Sam!'],
    ['spaces around the values are not kept', fields('  Sam ', '  Well done '), 'Well done, Sam!'],
    ['nothing typed: none (the template name is used)', fields('', ''), null],
    [
      'groups without those titles: the first value is the recipient, the second the message',
      [
        {
          title: '',
          items: [
            { id: 1, value: 'Mia' },
            { id: 2, value: 'Get well soon' },
          ],
        },
      ],
      'Get well soon, Mia!',
    ],
  ])('%s', (_what, groups, title) => {
    expect(greetingTitleOf(groups)).toBe(title);
  });

  it('a very long message is cut with an ellipsis', () => {
    const title = greetingTitleOf(fields('Sam', 'x'.repeat(200)))!;
    expect(Array.from(title)).toHaveLength(TITLE_MAX);
    expect(title.endsWith('…')).toBe(true);
  });
});
