/**
 * Part 1 §2 "Thank-you page" and §4: the page adapts to physical vs digital and paid vs unpaid.
 * A greeting on a printed card (physical, or linked to a QR card) is physical.
 */
export type ThankYouVariant = 'physical' | 'paid' | 'unpaid';

export function thankYouVariant(item: { isPhysical: boolean; isQRCard: boolean; hasPaid: boolean }): ThankYouVariant {
  if (item.isPhysical || item.isQRCard) return 'physical';
  return item.hasPaid ? 'paid' : 'unpaid';
}

export const HEADLINES: Record<ThankYouVariant, string> = {
  physical: 'Thank you! Now for the best part…',
  paid: 'Thank you for your purchase',
  unpaid: 'Woo hoo!',
};

/** The page's words (the quoted ones are the spec's, verbatim). */
export const THANK_YOU_TEXT = {
  mailing:
    'Your Video Greeting is linked to your card. Write your note, then mail the card or give it in person: when they scan the QR code inside, your video plays.',
  sneakPreview: 'Send a sneak preview',
  sneakPreviewLead: "Can't wait for the card to arrive? Send them the video now.",
  sendHeading: "Now let's send your Video Greeting!",
  chooseDelivery: 'Choose a delivery method below:',
  orderSummary: 'Order summary',
  total: 'Total',
  notPaidYet: 'Your Video Greeting is finished. Check out to send it.',
  notReady: 'Your Video Greeting will be ready to send as soon as it is finished.',
  checkout: 'Go to checkout',
  loading: 'Loading your Video Greeting…',
  errorHeading: 'Your Video Greeting',
  downloadNote: 'The video stays available to download for 6 months.',
  videoFailed: "Your video couldn't be made.",
  /** The way to try again, before anything is pressed; the phone number follows. */
  videoFailedTryAgain:
    "Press 'Download and save' to make it on this device and save it. If it can't be made there either, call us at",
} as const;
