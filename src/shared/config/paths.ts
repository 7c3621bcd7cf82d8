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
  qrBoxLink: (qrKey: string, fizzId: Id) => `/qr-setup/${seg(qrKey)}/${seg(fizzId)}/link`,
  qrBoxList: (qrKey: string) => `/qr-setup/${seg(qrKey)}/list`,
  qrBoxScanMore: (fizzId: Id) => `/qrbox-scan-more/${seg(fizzId)}`,
  change: (fizzId: Id) => `/change/${seg(fizzId)}`,
  edit: (fizzId: Id) => `/edit/${seg(fizzId)}`,
  record: (fizzId: Id) => `/record/${seg(fizzId)}`,
  preview: (fizzId: Id) => `/preview/${seg(fizzId)}`,
  /** A thank-you video's preview (after recording it). */
  previewThankYou: (fizzId: Id) => `/preview-thank-you/${seg(fizzId)}`,
  inviteOthers: (fizzId: Id) => `/invite-others/${seg(fizzId)}`,
  invite: (fizzId: Id) => withQuery('/invite', { fizzId }),
  checkout: (fizzId: Id) => `/checkout/${seg(fizzId)}`,
  signupCheckout: (fizzId: Id) => `/signup-checkout/${seg(fizzId)}`,
  signupThankYou: (fizzId: Id) => `/signup-thank-you/${seg(fizzId)}`,
  list: () => '/list',
  invitee: (uuid: string) => `/in/${seg(uuid)}`,
  /** An invitee's browser recording for greeting {fizzId}. */
  inviteeRecord: (uuid: string, fizzId: Id) => `/in/${seg(uuid)}/record/${seg(fizzId)}`,
  inviteThankYou: () => '/view-invite-thank-you',
  inviteContact: () => '/view-invite-contact',
  viewer: (uuid: string) => `/vid/${seg(uuid)}`,
  /** Record a thank-you video (for greeting {fizzId}). */
  recordThankYou: (fizzId?: Id) => (fizzId === undefined ? '/record-thank-you' : `/record-thank-you/${seg(fizzId)}`),
  login: (redirect?: string) => (redirect ? `/login/${encodeURIComponent(redirect)}` : '/login'),
  register: (redirect?: string) => (redirect ? `/register/${encodeURIComponent(redirect)}` : '/register'),
  offerLogin: () => '/offer-login',
  offerRegister: () => '/offer-register',
  trialLogin: () => '/view-invite-trial-login',
  trialRegister: () => '/view-invite-trial-register',
  passwordReset: () => '/password-reset',
  changePassword: (otp?: string) => (otp ? `/change-password/${seg(otp)}` : '/change-password'),
  thankYouDigital: (fizzId: Id) => `/thank-you-digital/${seg(fizzId)}`,
  thankYouQr: (fizzId: Id) => `/thank-you-qr/${seg(fizzId)}`,
  thankYouQrBox: (fizzId: Id) => `/thank-you-qr-box/${seg(fizzId)}`,
  thankYouFree: (fizzId: Id) => `/thank-you-free/${seg(fizzId)}`,
  faq: (hash?: string) => (hash ? `/faq#${hash}` : '/faq'),
  tutorials: () => '/tutorials',
  terms: () => '/terms',
  privacy: () => '/privacy-policy',
} as const;
