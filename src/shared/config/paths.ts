/** Route builders: every in-app URL is made here, so a route changes in one place. */
type Id = string | number;
const seg = (v: Id) => encodeURIComponent(String(v));

function withQuery(path: string, query: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export const paths = {
  home: () => '/',
  browse: () => '/browse',
  theme: (themeId: Id, q: { pt?: string | null; back?: string | null; key?: string | null } = {}) =>
    withQuery(`/theme/${seg(themeId)}`, q),
  themeAnimationLanding: (slug: Id) => `/video-greeting/${seg(slug)}`,
  create: (taId: Id, q: { pt?: string | null; key?: string | null } = {}) => withQuery(`/create/${seg(taId)}`, q),
  qrCreate: (qrKey: string, taId: Id) => `/qr-setup/${seg(qrKey)}/create/${seg(taId)}`,
  /** The card-scan welcome page. */
  qrScan: (qrKey: string) => `/qr/${seg(qrKey)}`,
  /** Boxed sets: start a new greeting or link one (part 2 §2). */
  qrBoxAdd: (qrKey: string, taId: Id) => `/qr-setup/${seg(qrKey)}/${seg(taId)}/add`,
  qrBoxLink: (qrKey: string, greetingId: Id) => `/qr-setup/${seg(qrKey)}/${seg(greetingId)}/link`,
  qrBoxList: (qrKey: string) => `/qr-setup/${seg(qrKey)}/list`,
  qrBoxScanMore: (greetingId: Id) => `/qrbox-scan-more/${seg(greetingId)}`,
  change: (greetingId: Id) => `/change/${seg(greetingId)}`,
  edit: (greetingId: Id) => `/edit/${seg(greetingId)}`,
  record: (greetingId: Id) => `/record/${seg(greetingId)}`,
  preview: (greetingId: Id) => `/preview/${seg(greetingId)}`,
  /** A thank-you video's preview (after recording it). */
  previewThankYou: (greetingId: Id) => `/preview-thank-you/${seg(greetingId)}`,
  inviteOthers: (greetingId: Id) => `/invite-others/${seg(greetingId)}`,
  invite: (greetingId: Id) => withQuery('/invite', { greetingId }),
  checkout: (greetingId: Id) => `/checkout/${seg(greetingId)}`,
  signupCheckout: (greetingId: Id) => `/signup-checkout/${seg(greetingId)}`,
  signupThankYou: (greetingId: Id) => `/signup-thank-you/${seg(greetingId)}`,
  list: () => '/list',
  invitee: (uuid: string) => `/in/${seg(uuid)}`,
  /** An invitee's browser recording for greeting {greetingId}. */
  inviteeRecord: (uuid: string, greetingId: Id) => `/in/${seg(uuid)}/record/${seg(greetingId)}`,
  inviteThankYou: () => '/view-invite-thank-you',
  inviteContact: () => '/view-invite-contact',
  viewer: (uuid: string) => `/vid/${seg(uuid)}`,
  /** Record a thank-you video (for greeting {greetingId}). */
  recordThankYou: (greetingId?: Id) => (greetingId === undefined ? '/record-thank-you' : `/record-thank-you/${seg(greetingId)}`),
  login: (redirect?: string) => (redirect ? `/login/${encodeURIComponent(redirect)}` : '/login'),
  register: (redirect?: string) => (redirect ? `/register/${encodeURIComponent(redirect)}` : '/register'),
  offerLogin: () => '/offer-login',
  offerRegister: () => '/offer-register',
  trialLogin: () => '/view-invite-trial-login',
  trialRegister: () => '/view-invite-trial-register',
  passwordReset: () => '/password-reset',
  changePassword: (otp?: string) => (otp ? `/change-password/${seg(otp)}` : '/change-password'),
  thankYouDigital: (greetingId: Id) => `/thank-you-digital/${seg(greetingId)}`,
  thankYouQr: (greetingId: Id) => `/thank-you-qr/${seg(greetingId)}`,
  thankYouQrBox: (greetingId: Id) => `/thank-you-qr-box/${seg(greetingId)}`,
  thankYouFree: (greetingId: Id) => `/thank-you-free/${seg(greetingId)}`,
  faq: (hash?: string) => (hash ? `/faq#${hash}` : '/faq'),
  tutorials: () => '/tutorials',
  terms: () => '/terms',
  privacy: () => '/privacy-policy',
} as const;
