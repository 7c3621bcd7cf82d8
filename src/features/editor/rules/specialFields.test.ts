import { describe, expect, it } from 'vitest';
import { flattenFields, groupsWithValues, previewIndexes, satisfiesRequired } from './specialFields';

const groups = [
  { title: 'To', items: [{ id: 1, value: 'Alex', placeholder: 'Name', required: true }] },
  {
    title: 'Message',
    items: [
      { id: 2, value: 'Hi', placeholder: 'Line 1', required: true },
      { id: 3, value: '', placeholder: 'Line 2', required: false },
    ],
  },
];

describe('special fields in the editor', () => {
  it.each([
    [true, 'x', true],
    [true, '   ', false],
    [true, '', false],
    [true, null, false],
    [false, '', true],
  ])('required %s, value %j → ok %s', (required, value, ok) => {
    expect(satisfiesRequired(required, value)).toBe(ok);
  });

  it.each([
    [0, [0]],
    [1, [0]],
    [3, [0, 1, 2]],
    [Number.NaN, [0]],
  ])('%s preview images → indexes %j', (count, indexes) => {
    expect(previewIndexes(count)).toEqual(indexes);
  });

  it('flattens by position and puts values back in the same places', () => {
    const flat = flattenFields(groups);
    expect(flat.map((g) => g.map((f) => f.key))).toEqual([['f0'], ['f1', 'f2']]);
    const next = groupsWithValues(groups, { f0: 'Sam', f2: 'Love' });
    expect(next.flatMap((g) => g.items.map((i) => i.value))).toEqual(['Sam', 'Hi', 'Love']);
    expect(next[1].items[1]).toMatchObject({ id: 3, placeholder: 'Line 2' });
  });
});
