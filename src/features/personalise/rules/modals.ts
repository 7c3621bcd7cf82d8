import type { UnlockedPhysicalCard } from '@/api/greetings/schemas';

export type PersonaliseModal =
  { kind: 'unlocked-one'; card: UnlockedPhysicalCard } | { kind: 'unlocked-many' } | { kind: 'box-set' };

/**
 * Spec part 1 §2: the unlocked-physical-cards modal shows when the response flags them and it is
 * not a card-scan flow; it offers the one project (or the list of them) or a new digital video.
 * The box-set alert shows when the response sets showBoxSetAlert. In that order, one at a time.
 */
export function personaliseModals(opts: {
  unlockedPhysicalCards: { flagged: boolean; list: readonly UnlockedPhysicalCard[] };
  showBoxSetAlert: boolean;
  isCardScan: boolean;
}): PersonaliseModal[] {
  const modals: PersonaliseModal[] = [];
  const { flagged, list } = opts.unlockedPhysicalCards;
  if (flagged && !opts.isCardScan) {
    modals.push(list.length === 1 ? { kind: 'unlocked-one', card: list[0] } : { kind: 'unlocked-many' });
  }
  if (opts.showBoxSetAlert) modals.push({ kind: 'box-set' });
  return modals;
}
