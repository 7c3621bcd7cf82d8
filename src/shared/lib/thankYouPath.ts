import { paths } from '@/shared/config/paths';

/** What decides a sendable greeting's thank-you page (each answer that lists greetings has some of these). */
export type ThankYouFacts = {
  id: string | number;
  isQRBoxSet?: boolean | null;
  isQRCard?: boolean | null;
  isPhysical?: boolean | null;
  hasPaid?: boolean | null;
};

/**
 * The thank-you page of a greeting that can be sent: where its owner sends, downloads or (when the
 * server could not) makes its video. The boxed set's, a card's, a paid digital greeting's, else the
 * free one's: the pages the purchase routing sends the creator to.
 */
export function thankYouPathOf(greeting: ThankYouFacts): string {
  if (greeting.isQRBoxSet) return paths.thankYouQrBox(greeting.id);
  if (greeting.isQRCard || greeting.isPhysical) return paths.thankYouQr(greeting.id);
  if (greeting.hasPaid) return paths.thankYouDigital(greeting.id);
  return paths.thankYouFree(greeting.id);
}
