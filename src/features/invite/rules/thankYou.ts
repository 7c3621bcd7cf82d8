import { offerExpiryText, offerIsLive } from '@/shared/lib/offerExpiry';

/** Spec part 2 §2 "/view-invite-thank-you": the page's words. */
export const THANK_YOU_TEXT = {
  heading: 'Success!',
  lead: 'Your photos and videos were added to the Video Greeting. Thank you for being part of the surprise!',
  ownHeading: 'Want to create your own Video Greeting?',
  ownButton: 'Get started',
} as const;

/** The default free-greeting promotion (no server offer): its bullets are the spec's. */
export const PROMOTION = {
  heading: 'Make your own Video Greeting, free',
  bullets: ['Digital delivery only (via text or email)', 'Choose any occasion: birthdays, thank-yous, holidays and more'],
  claim: 'Claim my free Video Greeting',
} as const;

/** 'This offer expires in 7 days.', or null when the server gave no live day count. */
export function expiryLine(days: number | null | undefined): string | null {
  return offerIsLive(days) ? `This offer expires in ${offerExpiryText(days)}.` : null;
}
