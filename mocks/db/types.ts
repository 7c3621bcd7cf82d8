// Row types of the fake server's state. Every row is plain JSON (no Dates, Maps or class
// instances) so the whole DbState can be persisted with JSON.stringify.
// Dates are ISO strings unless a field says it is in milliseconds.

export type IsoDate = string;

// ---------------------------------------------------------------- accounts

export interface UserRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  marketingOptIn: boolean;
  phone: string;
  /** The user has a free-greeting offer (see OfferRow kind 'free-greeting'). */
  hasOffer: boolean;
  createdAt: IsoDate;
  /** Codes of share offers ('share-{offerId}') this account took at an offer or trial sign-up/sign-in. */
  claimedOffers?: string[];
}

export interface SessionRow {
  /** Random string; the client sends it back in the session id header. */
  id: string;
  /** null for an anonymous session (guests may create and edit greetings). */
  userId: number | null;
  createdAt: IsoDate;
  /** Greeting this session last contributed to as an invitee (drives /rest/user/actor-info). */
  inviteFizzId?: number | null;
  /** The invitee skipped or closed the server offer (actor-info?result=skip). */
  offerSkipped?: boolean;
  /** Name and email an invitee gave in the contact form (PUT /rest/user); prefills trial sign-up. */
  contact?: { firstName: string; lastName: string; email: string } | null;
  /** The running campaign (/rest/offer/detail/{key}) this session came from; a later sign-up can take its offer. */
  campaignKey?: CampaignKey | null;
}

/** Emailed one-time codes: password links and view-alert reset links. */
export interface OtpRow {
  otp: string;
  kind: 'password' | 'view-alert';
  userId: number;
  /** The greeting a view-alert link belongs to; null for password links. */
  fizzId: number | null;
  expired: boolean;
}

// ---------------------------------------------------------------- catalog

export interface ThemeRow {
  themeId: number;
  name: string;
  img: string;
  bgColor: string;
  seoTitle: string;
  seoDescription: string;
  animationsHeader: string;
  animationsFooter1: string;
  animationsFooter2: string;
}

/** A theme animation (an intro template). */
export interface AnimationRow {
  id: number;
  themeId: number;
  name: string;
  /** URL-friendly key used by /video-greeting/{slug} and /rest/theme-animation/{slug}/landing. */
  slug: string;
  img: string;
  video: string;
  /** Transparent frame drawn over the personalised text preview. */
  overlay: string;
  price: number;
  /** Struck-through earlier price; null when there is none. */
  oldPrice: number | null;
  sku: string;
  /** How many text-preview images the personalise screen shows (1-3). */
  previewImageCount: number;
}

export interface SpecialFieldItemTemplate {
  /** Unique within its animation. */
  id: number;
  placeholder: string;
  required: boolean;
}

export interface SpecialFieldGroupTemplate {
  title: string;
  items: SpecialFieldItemTemplate[];
}

/** The personalise form of one animation. */
export interface SpecialFieldTemplateRow {
  animationId: number;
  groups: SpecialFieldGroupTemplate[];
}

/** A template item with the text the creator entered. */
export interface SpecialFieldItemValue extends SpecialFieldItemTemplate {
  value: string;
}

export interface SpecialFieldGroupValue {
  title: string;
  items: SpecialFieldItemValue[];
}

/** Background music. id 0 = 'No Music' (url null); id -2 is a hidden option the picker never lists. */
export interface MusicRow {
  id: number;
  /** 'Category - Title'; the category is the part before the first ' - '. */
  name: string;
  url: string | null;
}

export interface SampleVideoRow {
  id: number;
  img: string;
  video: string;
  label: string;
}

export interface TutorialRow {
  id: number;
  title: string;
  img: string;
  video: string;
}

/** A row of the landing page shop grid (/rest/project-landing): a theme with up to 4 templates. */
export interface ProjectLandingRow {
  id: number;
  name: string;
  themeId: number;
  animationIds: number[];
}

export interface LandingSample {
  img: string;
  video: string;
  label: string;
}

/** /rest/theme-animation/{slug}/landing. `id` is the animation id. */
export interface AnimationLandingRow {
  slug: string;
  id: number;
  img: string;
  shopImg: string;
  video: string;
  headline: string;
  body: string;
  btnText: string;
  samples: LandingSample[];
  /** App path of the animation's theme page, e.g. '/theme/1'. */
  linkToTheme: string;
}

/** Server-wide settings. */
export interface SettingsRow {
  defaultMusicId: number;
  /** Public key handed to the checkout page (a mock card form in mock mode). */
  paymentPublicKey: string;
  helpPhone: string;
}

// ---------------------------------------------------------------- greetings

/** Status bit flags of a greeting (see FizzRow.status): the app's own definition. */
export { GREETING_STATUS as FizzStatus } from '@/api/greetings/schemas';

export interface FizzRow {
  id: number;
  /** Owning account; null for a greeting made in an anonymous session (see creatorSessionId). */
  ownerId: number | null;
  /** The session that created the greeting; lets an anonymous creator keep editing it. */
  creatorSessionId: string | null;
  /** A thank-you greeting: the greeting it thanks (set by thank-you-add-clip), else null. */
  thanksFizzId?: number | null;
  name: string;
  /** Title on the recipient page. */
  title: string;
  img: string;
  /** Stitched video; null until the pipeline has produced one. */
  video: string | null;
  /**
   * What the pipeline says about the finished video: why it failed (in error), or what it left out
   * (a clip that could not be decoded); null when there is nothing to say.
   */
  renderMessage: string | null;
  /**
   * What the pipeline's render left out (media it could not decode), by clip id so the pages can
   * name each clip as the clip list does; null or absent when nothing was left out. Ours.
   */
  renderSkipped?: { intro: boolean; clipIds: number[]; silentClipIds?: number[]; musicLost?: boolean } | null;
  isLocked: boolean;
  isPhysical: boolean;
  isQRBoxSet: boolean;
  /** A thank-you reply video rather than a greeting. */
  isThankyou: boolean;
  hideDelete: boolean;
  /** Root-relative viewer path ('/vid/{uuid}'); handlers prefix the origin. null until shareable. */
  shareUrl: string | null;
  downloadUrl: string | null;
  fizzCreated: IsoDate;
  hasPaid: boolean;
  price: number;
  /** Made with a free-greeting offer: no purchase needed. */
  isFree: boolean;
  /** Email the purchase receipt went to (guest checkout); null when unpaid. */
  paidEmail: string | null;
  sku: string;
  themeName: string;
  themeId: number;
  taId: number;
  /** Public id used by /vid/{uuid}. */
  uuid: string;
  /** Bit field, see FizzStatus. */
  status: number;
  /** Code in the invite link /in/{inviteCode}. */
  inviteCode: string;
  /** The invitation message. */
  message: string;
  specialFields: SpecialFieldGroupValue[];
  musicId: number;
  /** Edit step 1-4. */
  currentStep: number;
  /** Id of the newest clip added by an invitee; the edit page polls it. null when none. */
  newestActorVideoId: number | null;
  /** Contributor polling is switched off for this greeting. */
  disableNewestActor: boolean;
  showVideoStats: boolean;
  /** Comments enabled on the recipient page (the owner's enable/disable toggle). */
  showComments: boolean;
  showMultiPlayer: boolean;
  /** Sponsor banner on the recipient page; 'komen' = charity donate banner. */
  bannerType: 'komen' | null;
  thankyouAnimation: string | null;
  thankyouAnimationImg: string | null;
  /** When it was finished, in ms since the epoch. The mock pipeline derives queued → in process →
   * completed from the time elapsed since then. null while in progress. */
  finalizedAt: number | null;
  /** QR cards (or a boxed set) this greeting is linked to. */
  linkedQrKeys: string[];
  /** The owner will be alerted when the card's video is next viewed (reset by an alert link). */
  viewAlertArmed: boolean;
}

export type AudioOption = 0 | 1 | 2;

export interface ClipRow {
  id: number;
  fizzId: number;
  isImage: boolean;
  /** Thumbnail URL (the photo itself for images). */
  image: string;
  /** null for a photo. */
  video: string | null;
  /** The clip is the animated intro. */
  introVid: boolean;
  caption: string;
  /** 0 = music plus video sound, 1 = mute video sound, 2 = mute background music. */
  audio_option: AudioOption;
  /** Position in the greeting, 0-based. */
  index: number;
  addedBy: 'owner' | 'invitee';
  /** The first name the invitee gave with this clip, if any (beyond the spec). */
  contributorName?: string | null;
  /** Uploaded blob behind the clip (see DbState.media); null for seeded clips. */
  mediaId: string | null;
  trimStart: number | null;
  trimEnd: number | null;
  /** Recorded microphone level sent with a browser recording; null otherwise. */
  micVol: number | null;
  createdAt: IsoDate;
  /** The client's id for the upload (an add-clip form field): the same upload sent again is not stored twice. */
  uploadId?: string | null;
  /** Who sent it (mocks/uploadClaims.ts): an upload id is answered again only to its own uploader. */
  uploader?: string | null;
}

export interface QrCardRow {
  qrKey: string;
  ownerId: number | null;
  isBoxSet: boolean;
  /** The greeting the card edits or is linked to. */
  fizzId: number | null;
  /** Animation a new greeting from this card starts with. */
  createThemeAnimationId: number;
  sku: string;
  image: string;
  imgTall: string;
  previewVideo: string;
  howToVideo: string;
}

// ---------------------------------------------------------------- offers and campaigns

export interface FreeOfferUi {
  claimMarkup: string;
  signInText: string;
  signUpText: string;
  signUpScroll: string;
}

/** A free greeting granted to one account (offer login / register, browse banner). */
export interface FreeGreetingOfferRow {
  id: number;
  kind: 'free-greeting';
  userId: number;
  /** Code sent as `offer` by the offer login/register forms. */
  code: string;
  offerExpiresInDays: number;
  claimed: boolean;
  ui: FreeOfferUi;
}

/** Markup is trusted server HTML; the app renders it through SafeHtml. */
export interface ShareOfferUi {
  top: string;
  bottom: string;
  claimBtn: string;
  isPopup: boolean;
  behindPopup: string;
  viewMarkup: string;
  viewBtn: string;
}

/** A server-driven offer block: on a recipient page (fizzId) or after an invitee upload. */
export interface ShareOfferRow {
  id: number;
  kind: 'share';
  /** The greeting whose recipient page / invite flow shows the offer. */
  fizzId: number;
  /** Who sees it: the greeting's recipients on /vid, or its invitees after they add a clip. */
  audience: 'recipient' | 'invitee';
  expiresInDays: number;
  ui: ShareOfferUi;
}

export type OfferRow = FreeGreetingOfferRow | ShareOfferRow;

export type CampaignKey = 'free-july' | 'free-adobe' | 'free-hmkhq-event';

export interface CampaignRow {
  key: CampaignKey;
  isOver: boolean;
  headline: string;
  body: string;
  btnText: string;
  limitText: string;
  expiredHeadline: string;
  expiredBody: string;
  bgColorVideo: string;
  sideVideo: string;
  howToVideo: string;
  offerExpiresInDays: number;
}

// ---------------------------------------------------------------- recipient page

export interface CommentRow {
  id: number;
  uuid: string;
  fizzUuid: string;
  /** null for a root comment; replies are one level deep. */
  parentUuid: string | null;
  firstName: string;
  lastName: string;
  body: string;
  createdAt: IsoDate;
}

export interface LikeRow {
  fizzUuid: string;
  /** 'user:{id}' when signed in, else 'device:{id}' (a device id this server signed); the seed's are 'session:{id}'. */
  sessionOrUserId: string;
}

export interface ViewRow {
  fizzUuid: string;
  count: number;
}

/** Who visits the recipient page, and how often they may count (mocks/visitors.ts). */
export interface VisitorState {
  /** Signs the device ids this server issues (random per db: a reset voids them). */
  secret: string;
  /** Recent hits per rate-limit key ('issue {address}', 'like {visitor}', 'like-from {address}'): times in ms. */
  hits: Record<string, number[]>;
  /** When a visitor's view of a greeting was last counted: '{fizzUuid} {visitor}' → ms (kept a minute). */
  lastViews: Record<string, number>;
}

// ---------------------------------------------------------------- uploads and ids

/** An uploaded file; its bytes are stored with putBlob(id). */
export interface MediaRow {
  id: string;
  type: string;
  size: number;
  name: string;
}

export type CounterKind = 'fizz' | 'clip' | 'user' | 'comment' | 'media';

export type Counters = Record<CounterKind, number>;

// ---------------------------------------------------------------- the whole state

export interface DbState {
  users: UserRow[];
  sessions: SessionRow[];
  otps: OtpRow[];
  themes: ThemeRow[];
  animations: AnimationRow[];
  specialFieldTemplates: SpecialFieldTemplateRow[];
  music: MusicRow[];
  sampleVideos: SampleVideoRow[];
  tutorials: TutorialRow[];
  projectLanding: ProjectLandingRow[];
  animationLandings: AnimationLandingRow[];
  settings: SettingsRow;
  fizzes: FizzRow[];
  clips: ClipRow[];
  qrCards: QrCardRow[];
  offers: OfferRow[];
  campaigns: Record<CampaignKey, CampaignRow>;
  comments: CommentRow[];
  likes: LikeRow[];
  views: ViewRow[];
  visitors: VisitorState;
  /** Next id to hand out per kind (see nextId). */
  counters: Counters;
  /** Uploaded files by id. */
  media: Record<string, MediaRow>;
}
