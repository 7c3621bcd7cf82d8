import { describe, expect, it } from 'vitest';
import { personaliseModals } from './modals';
import { PREVIEW_REFRESH_MS, previewIndexes } from './preview';
import { INCOMPLETE_MESSAGE, REQUIRED_FIELD_MESSAGE, satisfiesRequired } from './validation';

describe('required special fields', () => {
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
  });

  it('uses the spec messages verbatim', () => {
    expect(INCOMPLETE_MESSAGE).toBe('Please complete all required fields.');
    expect(REQUIRED_FIELD_MESSAGE).toBe('This field is required');
  });
});

describe('the text preview', () => {
  it('refreshes 500 ms after the text changes', () => expect(PREVIEW_REFRESH_MS).toBe(500));

  it.each([
    [1, [0]],
    [3, [0, 1, 2]],
    [0, [0]],
    [-2, [0]],
    [2.6, [0, 1]],
    [Number.NaN, [0]],
  ])('count %s shows images %j', (count, indexes) => {
    expect(previewIndexes(count)).toEqual(indexes);
  });
});

describe('the personalise modals', () => {
  const card = { id: 1004, name: 'Card', img: null };
  const none = { flagged: false, list: [] };

  it.each([
    ['nothing flagged', { unlockedPhysicalCards: none, showBoxSetAlert: false, isCardScan: false }, []],
    ['one unlocked card', { unlockedPhysicalCards: { flagged: true, list: [card] }, showBoxSetAlert: false, isCardScan: false }, [{ kind: 'unlocked-one', card }]],
    ['several cards', { unlockedPhysicalCards: { flagged: true, list: [card, { ...card, id: 2 }] }, showBoxSetAlert: false, isCardScan: false }, [{ kind: 'unlocked-many' }]],
    ['a bare flag', { unlockedPhysicalCards: { flagged: true, list: [] }, showBoxSetAlert: false, isCardScan: false }, [{ kind: 'unlocked-many' }]],
    ['cards in a card-scan flow', { unlockedPhysicalCards: { flagged: true, list: [card] }, showBoxSetAlert: false, isCardScan: true }, []],
    ['the box-set alert', { unlockedPhysicalCards: none, showBoxSetAlert: true, isCardScan: true }, [{ kind: 'box-set' }]],
    ['both, cards first', { unlockedPhysicalCards: { flagged: true, list: [card] }, showBoxSetAlert: true, isCardScan: false }, [{ kind: 'unlocked-one', card }, { kind: 'box-set' }]],
  ] as const)('%s', (_name, input, expected) => {
    expect(personaliseModals(input)).toEqual(expected);
  });
});
