import { offerExpiryText, offerIsLive } from '@/shared/lib/offerExpiry';

/**
 * Spec part 1 §2: on /browse, with an offer present, the banner reads
 * 'You have N to start your free Video Greeting', N being the shared offer-expiry text.
 * An expired offer (negative) or a missing count shows no banner.
 */
export function offerBannerText(days: number | null | undefined): string | null {
  return offerIsLive(days) ? `You have ${offerExpiryText(days)} to start your free Video Greeting` : null;
}
