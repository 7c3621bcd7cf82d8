import type { CampaignKey, CampaignRow, OfferRow } from '../types';
import { media } from './media';
import { OFFER_USER_ID } from './users';

export const FREE_OFFER_CODE = 'free-offer-2';

export function seedOffers(): OfferRow[] {
  return [
    {
      id: 1,
      kind: 'free-greeting',
      userId: OFFER_USER_ID,
      code: FREE_OFFER_CODE,
      offerExpiresInDays: 7,
      claimed: false,
      ui: {
        claimMarkup: '<p><strong>Your free Video Greeting is waiting!</strong> Pick any occasion.</p>',
        signInText: 'Sign in to claim your free Video Greeting.',
        signUpText: 'Create an account to claim your free Video Greeting.',
        signUpScroll: 'Sent by text or email, for any occasion.',
      },
    },
    {
      id: 2,
      kind: 'share',
      fizzId: 1003,
      audience: 'recipient',
      expiresInDays: 7,
      ui: {
        top: '<h2>Make one of your own, free</h2>',
        // no expiry in the markup: pages show offerExpiresInDays/expiresInDays themselves
        bottom: '<p>Your first digital Video Greeting is on us.</p>',
        claimBtn: 'Redeem my free greeting',
        isPopup: false,
        behindPopup: '',
        viewMarkup: '<p>Loved this video? <strong>Create your own</strong> for any occasion.</p>',
        viewBtn: 'See the offer',
      },
    },
    {
      // shown to invitees after they contribute to 1001 (a popup with a skip button)
      id: 3,
      kind: 'share',
      fizzId: 1001,
      audience: 'invitee',
      expiresInDays: 7,
      ui: {
        top: '<h2>Thanks for adding to the surprise!</h2>',
        bottom: '<p>Make your own Video Greeting for free, sent by text or email.</p>',
        claimBtn: 'Claim my free greeting',
        isPopup: true,
        behindPopup: '<p>Your clip was added.</p>',
        viewMarkup: '<p>A free Video Greeting for any occasion.</p>',
        viewBtn: 'Show me',
      },
    },
  ];
}

export function seedCampaigns(): Record<CampaignKey, CampaignRow> {
  const running = {
    isOver: false,
    btnText: 'Get started',
    expiredHeadline: 'This offer has ended',
    expiredBody: 'Thanks for your interest. You can still create a Video Greeting for any occasion.',
    bgColorVideo: media.campaignBgVideo,
    sideVideo: media.campaignSideVideo,
    howToVideo: media.howToVideo,
    offerExpiresInDays: 30,
  };
  return {
    'free-july': {
      ...running,
      key: 'free-july',
      headline: 'A free Video Greeting this July',
      body: 'Celebrate summer: create a personalised Video Greeting for any occasion, on us.',
      limitText: 'Limit one per account. Offer ends July 31.',
    },
    'free-adobe': {
      ...running,
      key: 'free-adobe',
      headline: 'Your free Video Greeting from Adobe',
      body: 'Bring photos and videos together into one surprise video, free for Adobe members.',
      limitText: 'Limit one per account while the offer lasts.',
    },
    'free-hmkhq-event': {
      ...running,
      key: 'free-hmkhq-event',
      isOver: true,
      headline: 'Free Video Greeting for event guests',
      body: 'Thanks for visiting us! Create a Video Greeting for any occasion, on us.',
      limitText: 'Limit one per guest.',
      expiredHeadline: 'The event offer is over',
      expiredBody: 'This event offer has ended, but you can still make a Video Greeting for any occasion.',
    },
  };
}
