import { describe, expect, it } from 'vitest';
import { personaliseModals } from './modals';

describe('the personalise modals', () => {
  const card = { id: 1004, name: 'Card', img: null };
  const none = { flagged: false, list: [] };

  it.each([
    ['nothing flagged', { unlockedPhysicalCards: none, showBoxSetAlert: false, isCardScan: false }, []],
    [
      'one unlocked card',
      { unlockedPhysicalCards: { flagged: true, list: [card] }, showBoxSetAlert: false, isCardScan: false },
      [{ kind: 'unlocked-one', card }],
    ],
    [
      'several cards',
      { unlockedPhysicalCards: { flagged: true, list: [card, { ...card, id: 2 }] }, showBoxSetAlert: false, isCardScan: false },
      [{ kind: 'unlocked-many' }],
    ],
    [
      'a bare flag',
      { unlockedPhysicalCards: { flagged: true, list: [] }, showBoxSetAlert: false, isCardScan: false },
      [{ kind: 'unlocked-many' }],
    ],
    [
      'cards in a card-scan flow',
      { unlockedPhysicalCards: { flagged: true, list: [card] }, showBoxSetAlert: false, isCardScan: true },
      [],
    ],
    ['the box-set alert', { unlockedPhysicalCards: none, showBoxSetAlert: true, isCardScan: true }, [{ kind: 'box-set' }]],
    [
      'both, cards first',
      { unlockedPhysicalCards: { flagged: true, list: [card] }, showBoxSetAlert: true, isCardScan: false },
      [{ kind: 'unlocked-one', card }, { kind: 'box-set' }],
    ],
  ] as const)('%s', (_name, input, expected) => {
    expect(personaliseModals(input)).toEqual(expected);
  });
});
