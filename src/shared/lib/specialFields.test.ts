import { describe, expect, it } from 'vitest';
import { LIMITS } from '@/shared/config/limits';
import {
  flattenFields,
  INCOMPLETE_MESSAGE,
  PREVIEW_REFRESH_MS,
  previewIndexes,
  previewTextOf,
  REQUIRED_FIELD_MESSAGE,
  satisfiesRequired,
  SPECIAL_FIELD_MAX,
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
