import { http, type HttpHandler } from 'msw';
import type { z } from 'zod/mini';
import {
  actorInfoResponseSchema,
  authResponseSchema,
  changePasswordPayloadSchema,
  contactResponseSchema,
  offerInfoResponseSchema,
  resetViewAlertResponseSchema,
  contactPayloadSchema,
  loginPayloadSchema,
  messageLogPayloadSchema,
  registerPayloadSchema,
  resetViewAlertPayloadSchema,
  sendPasswordLinkPayloadSchema,
  type OfferResult,
} from '@/api/user/schemas';
import { LIMITS } from '@/shared/config/limits';
import { getDb, newUuid, nextId, updateDb } from '../db/store';
import type { DbState, FreeGreetingOfferRow, SessionRow, ShareOfferRow, UserRow } from '../db/types';
import { fail, numericParam, ok, readJson, requireFits, requireUser, rest, sessionOf, userOf } from '../http';

// Accounts and sessions (spec part 1 §7: login, register-react, send-password-link, actor-info,
// offer/info, message/log; part 2 §7: register-password, settings, PUT /rest/user, reset-view-alert).

export const USER_MESSAGES = {
  badLogin: 'The email address or password you entered is incorrect. Please try again.',
  duplicateEmail: 'An account with this email address already exists. Please sign in instead.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter valid email address.',
  firstNameRequired: 'Please enter your first name.',
  lastNameRequired: 'Please enter your last name.',
  passwordShort: 'Please enter a password of at least 6 characters.',
  otpUnknown: 'This password link is not valid. Please request a new one.',
  otpExpired: 'This password link has expired. Please request a new one.',
  alertUnknown: 'This alert link is not valid.',
  alertExpired: 'This alert link has expired.',
  inviteUnknown: "We couldn't find that invitation.",
  greetingUnknown: "We couldn't find that Video Greeting.",
} as const;

export const MIN_PASSWORD = 6;
/** {email} with a top-level domain of at least 2 characters (spec part 1 §5). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function checkEmail(email: string): void {
  if (!email.trim()) throw fail(USER_MESSAGES.emailRequired);
  requireFits(['Email address', email.trim(), LIMITS.email]);
  if (!EMAIL.test(email.trim())) throw fail(USER_MESSAGES.emailInvalid);
}

function checkPassword(password: string): void {
  if (password.length < MIN_PASSWORD) throw fail(USER_MESSAGES.passwordShort);
  requireFits(['Password', password, LIMITS.password]);
}

/** First and last name: both required, each within LIMITS.name. */
function checkNames(firstName: string, lastName: string): void {
  if (!firstName.trim()) throw fail(USER_MESSAGES.firstNameRequired);
  if (!lastName.trim()) throw fail(USER_MESSAGES.lastNameRequired);
  requireFits(['First name', firstName.trim(), LIMITS.name], ['Last name', lastName.trim(), LIMITS.name]);
}

type AuthAnswer = z.input<typeof authResponseSchema>;

/** A share offer is claimed with the code 'share-{offerId}'. */
export const shareOfferCode = (offer: ShareOfferRow) => `share-${offer.id}`;

function shareOfferByCode(s: DbState, code: string): ShareOfferRow | undefined {
  const match = /^share-(\d+)$/.exec(code);
  return match ? s.offers.find((o): o is ShareOfferRow => o.kind === 'share' && o.id === Number(match[1])) : undefined;
}

function freeOfferOf(s: DbState, userId: number): FreeGreetingOfferRow | undefined {
  return s.offers.find((o): o is FreeGreetingOfferRow => o.kind === 'free-greeting' && o.userId === userId);
}

/**
 * The offer a login or register brings (part 1 §4 "Offer results"):
 * - an unknown code, or someone else's free-greeting offer: 'invalid';
 * - a free-greeting offer already used, or a share offer this account already took: 'duplicate';
 * - a recipient (from=recipient) with an offer of their own takes that one;
 * - a session that came from a running campaign takes the campaign's offer (one per account).
 */
function takeOffer(
  s: DbState,
  user: UserRow,
  code: string | null | undefined,
  from: string | null | undefined,
  session: SessionRow | undefined,
): OfferResult | null {
  const free = code ? s.offers.find((o): o is FreeGreetingOfferRow => o.kind === 'free-greeting' && o.code === code) : undefined;
  const share = code ? shareOfferByCode(s, code) : undefined;
  if (code && !free && !share) return 'invalid';
  if (free) {
    if (free.userId !== user.id) return 'invalid';
    return free.claimed ? 'duplicate' : 'claimed';
  }
  const own = freeOfferOf(s, user.id);
  if (from === 'recipient' && own) return own.claimed ? 'duplicate' : 'claimed';
  if (share && code) {
    const taken = user.claimedOffers ?? [];
    if (taken.includes(code)) return 'duplicate';
    user.claimedOffers = [...taken, code];
    return 'claimed';
  }
  const campaignKey = session?.campaignKey;
  if (campaignKey) {
    const campaign = s.campaigns[campaignKey];
    const campaignCode = `campaign-${campaignKey}-${user.id}`;
    if (own) return own.code === campaignCode ? 'duplicate' : null;
    if (campaign.isOver) return 'invalid';
    s.offers.push({
      id: Math.max(0, ...s.offers.map((o) => o.id)) + 1,
      kind: 'free-greeting',
      userId: user.id,
      code: campaignCode,
      offerExpiresInDays: campaign.offerExpiresInDays,
      claimed: false,
      ui: {
        claimMarkup: `<p><strong>${campaign.headline}</strong></p>`,
        signInText: 'Sign in to claim your free Video Greeting.',
        signUpText: 'Create an account to claim your free Video Greeting.',
        signUpScroll: campaign.limitText,
      },
    });
    user.hasOffer = true;
    return 'claimed';
  }
  return null;
}

/**
 * A scanned card in the payload (part 1 §3): an unowned card becomes the user's; an owned card with
 * a greeting answers editFizzId, without one createTaId. Someone else's card answers neither.
 */
function cardOutcome(s: DbState, user: UserRow, qrKey: string | null | undefined) {
  if (!qrKey) return { isQRCard: false, isBoxSet: false, editFizzId: null, createTaId: null };
  const card = s.qrCards.find((c) => c.qrKey.toLowerCase() === qrKey.trim().toLowerCase());
  if (!card) return { isQRCard: false, isBoxSet: false, editFizzId: null, createTaId: null };
  if (card.ownerId === null) card.ownerId = user.id;
  const owned = card.ownerId === user.id;
  const hasGreeting = card.fizzId !== null && s.fizzes.some((f) => f.id === card.fizzId);
  return {
    isQRCard: true,
    isBoxSet: card.isBoxSet,
    editFizzId: owned && hasGreeting ? card.fizzId : null,
    createTaId: owned && !hasGreeting ? card.createThemeAnimationId : null,
  };
}

/** Signing in from an anonymous session keeps what that session created. */
function adoptAnonymousGreetings(s: DbState, user: UserRow, previous: SessionRow | undefined): void {
  if (!previous || previous.userId !== null) return;
  for (const f of s.fizzes) if (f.ownerId === null && f.creatorSessionId === previous.id) f.ownerId = user.id;
}

function newSession(s: DbState, userId: number | null, from?: SessionRow): SessionRow {
  const row: SessionRow = {
    id: `sess-${newUuid()}`,
    userId,
    createdAt: new Date().toISOString(),
    inviteFizzId: from?.inviteFizzId ?? null,
    contact: from?.contact ?? null,
  };
  s.sessions.push(row);
  return row;
}

/** The login/register answer (part 1 §3 "Login/register response"). */
function signIn(
  s: DbState,
  request: Request,
  user: UserRow,
  body: { qrKey?: string | null; offer?: string | null; from?: string | null },
) {
  const previous = sessionOf(request);
  adoptAnonymousGreetings(s, user, previous);
  const offerResult = takeOffer(s, user, body.offer, body.from, previous);
  const card = cardOutcome(s, user, body.qrKey);
  const session = newSession(s, user.id, previous);
  return {
    sessionId: session.id,
    isAccount: true,
    offerResult,
    editFizzId: card.editFizzId,
    createTaId: card.createTaId,
    hasFizzes: s.fizzes.some((f) => f.ownerId === user.id && !f.isThankyou),
    isBoxSet: card.isBoxSet,
    isQRCard: card.isQRCard,
  };
}

/** The share offer of the greeting an invitee contributed to (unless skipped, for the plain call). */
function actorOffer(s: DbState, session: SessionRow | undefined, interested: boolean) {
  if (!session?.inviteFizzId || (session.offerSkipped && !interested)) return null;
  const offer = s.offers.find(
    (o): o is ShareOfferRow => o.kind === 'share' && o.audience === 'invitee' && o.fizzId === session.inviteFizzId,
  );
  return offer ? { code: shareOfferCode(offer), expiresInDays: offer.expiresInDays, ui: offer.ui } : null;
}

/** The offer on the offer login / register pages: the user's own, else the recipients' share offer. */
function recipientOffer(s: DbState, user: UserRow | undefined) {
  const own = user ? freeOfferOf(s, user.id) : undefined;
  if (own && !own.claimed) return { code: own.code, offerExpiresInDays: own.offerExpiresInDays, ui: own.ui };
  const share = s.offers.find((o): o is ShareOfferRow => o.kind === 'share' && o.audience === 'recipient');
  if (!share) return null;
  return {
    code: shareOfferCode(share),
    offerExpiresInDays: share.expiresInDays,
    ui: {
      claimMarkup: `${share.ui.top}${share.ui.bottom}`,
      signInText: 'Sign in to claim your free Video Greeting.',
      signUpText: 'Create an account to claim your free Video Greeting.',
      signUpScroll: '',
    },
  };
}

export const userHandlers: HttpHandler[] = [
  // POST /rest/user/login?type=site
  http.post(rest('/user/login'), async ({ request }) => {
    const body = await readJson(request, loginPayloadSchema);
    const found = getDb().users.find((u) => sameEmail(u.email, body.user.email));
    if (!found || found.password !== body.user.password) return fail(USER_MESSAGES.badLogin);
    return ok<AuthAnswer>(
      updateDb((s) =>
        signIn(
          s,
          request,
          s.users.find((u) => u.id === found.id)!,
          body,
        ),
      ),
    );
  }),

  // POST /rest/user/register-react?type=web&screen={from}
  http.post(rest('/user/register-react'), async ({ request }) => {
    const body = await readJson(request, registerPayloadSchema);
    const { user } = body;
    checkNames(user.firstName, user.lastName);
    checkEmail(user.email);
    checkPassword(user.password);
    if (getDb().users.some((u) => sameEmail(u.email, user.email))) return fail(USER_MESSAGES.duplicateEmail);
    return ok<AuthAnswer>(
      updateDb((s) => {
        const row: UserRow = {
          id: nextId(s, 'user'),
          firstName: user.firstName.trim(),
          lastName: user.lastName.trim(),
          email: user.email.trim(),
          password: user.password,
          marketingOptIn: user.marketingOptIn,
          phone: '',
          hasOffer: false,
          createdAt: new Date().toISOString(),
        };
        s.users.push(row);
        return signIn(s, request, row, { qrKey: body.qrKey, offer: user.offer, from: body.from });
      }),
    );
  }),

  // POST /rest/user/send-password-link {email}: the same answer whether or not an account exists
  http.post(rest('/user/send-password-link'), async ({ request }) => {
    const { email } = await readJson(request, sendPasswordLinkPayloadSchema);
    checkEmail(email);
    updateDb((s) => {
      const user = s.users.find((u) => sameEmail(u.email, email));
      if (user) s.otps.push({ otp: `otp-${newUuid()}`, kind: 'password', userId: user.id, fizzId: null, expired: false });
    });
    return ok();
  }),

  // PUT /rest/user/register-password/{otp}: a new password from an emailed link
  http.put(rest('/user/register-password/:otp'), async ({ request, params }) => {
    const body = await readJson(request, changePasswordPayloadSchema);
    const otp = String(params.otp);
    const row = getDb().otps.find((o) => o.kind === 'password' && o.otp === otp);
    if (!row) return fail(USER_MESSAGES.otpUnknown, 404);
    if (row.expired) return fail(USER_MESSAGES.otpExpired);
    checkPassword(body.user.password);
    updateDb((s) => {
      const user = s.users.find((u) => u.id === row.userId);
      if (user) user.password = body.user.password;
    });
    return ok();
  }),

  // PUT /rest/user/settings: the signed-in user's password (and phone)
  http.put(rest('/user/settings'), async ({ request }) => {
    const me = requireUser(request);
    const body = await readJson(request, changePasswordPayloadSchema);
    checkPassword(body.user.password);
    updateDb((s) => {
      const user = s.users.find((u) => u.id === me.id);
      if (!user) return;
      user.password = body.user.password;
      if (body.user.phone !== undefined) user.phone = body.user.phone;
    });
    return ok();
  }),

  // GET /rest/user/actor-info[?result=interested|skip]
  http.get(rest('/user/actor-info'), ({ request }) => {
    const result = new URL(request.url).searchParams.get('result');
    if (result !== null && result !== 'interested' && result !== 'skip') {
      return fail('Invalid request. result: expected interested or skip');
    }
    const session = sessionOf(request);
    if (result === 'skip') {
      if (session)
        updateDb((s) => {
          const row = s.sessions.find((r) => r.id === session.id);
          if (row) row.offerSkipped = true;
        });
      return ok();
    }
    const user = userOf(request);
    const contact = session?.contact ?? (user ? { firstName: user.firstName, lastName: user.lastName, email: user.email } : null);
    return ok<z.input<typeof actorInfoResponseSchema>>({
      offer: actorOffer(getDb(), session, result === 'interested'),
      email: contact?.email ?? '',
      firstName: contact?.firstName ?? '',
      lastName: contact?.lastName ?? '',
    });
  }),

  // POST /rest/user/actor-info?uuid={invite code}: this session takes the invite's trial offer
  http.post(rest('/user/actor-info'), ({ request }) => {
    const uuid = new URL(request.url).searchParams.get('uuid') ?? '';
    const fizz = getDb().fizzes.find((f) => f.inviteCode === uuid || f.uuid === uuid);
    if (!uuid || !fizz) return fail(USER_MESSAGES.inviteUnknown, 404);
    const known = sessionOf(request);
    const sessionId = updateDb((s) => {
      const row = (known && s.sessions.find((r) => r.id === known.id)) || newSession(s, null);
      row.inviteFizzId = fizz.id;
      row.offerSkipped = false;
      return row.id;
    });
    return ok(known ? {} : { sessionId });
  }),

  // GET /rest/offer/info?page=login|register
  http.get(rest('/offer/info'), ({ request }) => {
    const page = new URL(request.url).searchParams.get('page');
    if (page !== 'login' && page !== 'register') return fail('Invalid request. page: expected login or register');
    const user = userOf(request);
    const contactEmail = sessionOf(request)?.contact?.email;
    return ok<z.input<typeof offerInfoResponseSchema>>({
      offer: recipientOffer(getDb(), user),
      email: user?.email ?? contactEmail ?? '',
    });
  }),

  // POST /rest/message/log {message, os}
  http.post(rest('/message/log'), async ({ request }) => {
    await readJson(request, messageLogPayloadSchema);
    return ok();
  }),

  // PUT /rest/user: the invitee contact form; afterUpdate says where to go next
  http.put(rest('/user'), async ({ request }) => {
    const body = await readJson(request, contactPayloadSchema);
    checkNames(body.firstName, body.lastName);
    checkEmail(body.email);
    const signedIn = userOf(request);
    const known = sessionOf(request);
    const contact = { firstName: body.firstName.trim(), lastName: body.lastName.trim(), email: body.email.trim() };
    const sessionId = updateDb((s) => {
      const row = (known && s.sessions.find((r) => r.id === known.id)) || newSession(s, null);
      row.contact = contact;
      return row.id;
    });
    const afterUpdate = signedIn
      ? 'thank-you'
      : getDb().users.some((u) => sameEmail(u.email, contact.email))
        ? 'login'
        : 'register';
    return ok<z.input<typeof contactResponseSchema>>(known ? { afterUpdate } : { afterUpdate, sessionId });
  }),

  // POST /rest/fizz/{fizzId}/reset-view-alert {viewedOtp} → img
  http.post(rest('/fizz/:fizzId/reset-view-alert'), async ({ request, params }) => {
    const fizzId = numericParam(params.fizzId, 'Video Greeting');
    const { viewedOtp } = await readJson(request, resetViewAlertPayloadSchema);
    const s = getDb();
    const fizz = s.fizzes.find((f) => f.id === fizzId);
    if (!fizz) return fail(USER_MESSAGES.greetingUnknown, 404);
    const row = s.otps.find((o) => o.kind === 'view-alert' && o.otp === viewedOtp && o.fizzId === fizzId);
    if (!row) return fail(USER_MESSAGES.alertUnknown, 404);
    if (row.expired) return fail(USER_MESSAGES.alertExpired);
    updateDb((db) => {
      const f = db.fizzes.find((x) => x.id === fizzId);
      if (f) f.viewAlertArmed = true;
    });
    return ok<z.input<typeof resetViewAlertResponseSchema>>({ img: fizz.img });
  }),
];
