import { FizzStatus, type FizzRow } from './types';

/** What a new greeting row must be given: who made it, from which template, and its own ids and texts. */
export type NewFizzFields = Pick<
  FizzRow,
  | 'id'
  | 'ownerId'
  | 'name'
  | 'title'
  | 'img'
  | 'taId'
  | 'themeId'
  | 'themeName'
  | 'sku'
  | 'price'
  | 'uuid'
  | 'inviteCode'
  | 'message'
  | 'specialFields'
  | 'musicId'
> &
  Partial<FizzRow>;

/**
 * A new greeting row (seed fixtures, POST /rest/fizz, a thank-you upload): in progress (producer),
 * unlocked, unpaid, no video yet, created now; `fields` set the rest and override any default.
 */
export function newFizzRow(fields: NewFizzFields): FizzRow {
  return {
    creatorSessionId: null,
    video: null,
    renderMessage: null,
    isLocked: false,
    isPhysical: false,
    isQRBoxSet: false,
    isThankyou: false,
    hideDelete: false,
    shareUrl: null,
    downloadUrl: null,
    fizzCreated: new Date().toISOString(),
    hasPaid: false,
    isFree: false,
    paidEmail: null,
    status: FizzStatus.producer,
    currentStep: 1,
    newestActorVideoId: null,
    disableNewestActor: false,
    // a greeting's recipient page has views, likes and comments (its creator can turn comments off)
    showVideoStats: true,
    showComments: true,
    showMultiPlayer: false,
    bannerType: null,
    thankyouAnimation: null,
    thankyouAnimationImg: null,
    finalizedAt: null,
    linkedQrKeys: [],
    viewAlertArmed: false,
    ...fields,
  };
}
