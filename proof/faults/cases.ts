/**
 * The fault matrix's table: for every call of both spec call tables (SPEC_CALLS, the fake server's
 * inventory) the screen that makes it, how a user gets it sent, and what the user must see when it
 * is refused, when the network fails and when the body is malformed (spec part 1 §8, part 2 §8),
 * or the silence the spec asks for. runMatrix.tsx runs each case under each fault (the
 * *.matrix.test.tsx files, one shard each); inventory.test.ts fails when a row of SPEC_CALLS has
 * no case here.
 *
 * Messages are written out as the spec words them (not imported from the product): the point is
 * to compare the product with the spec.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { getDb } from '#mocks/db/store';
import { logMessage, redeemActorOffer } from '@/api/user/requests';
import { imagePreviewUrl } from '@/api/greetings/requests';
import { startSession } from '@/shared/lib/session';
import { local, storageKeys } from '@/shared/lib/storage';
import {
  dialog,
  field,
  heading,
  pickPhoto,
  playVideo,
  press,
  pressWhenEnabled,
  recordAndStop,
  tick,
  typeInto,
  type Ctx,
} from './drive';
import { REFUSAL_MESSAGE, type CallMatch, type Fault, type Malformed } from './inject';

// ------------------------------------------------------------------ the spec's words

/** The failure texts of part 1 §8 and part 2 §8 (and messages.txt), verbatim. */
export const SPEC = {
  noBody: 'Error communicating with the server.',
  network: 'Could not load. Please try again.',
  deleteProject: 'Unable to delete item',
  deleteClip: 'Failed to delete item',
  uploadFailed: 'Upload Failed',
  recorderToastBody: 'Please try again or select a different file.',
  tutorials: 'Error loading  videos. Please refresh the page to try again.',
  boxSetPreview: 'Could not load. Please refresh the page or scan the card again.',
} as const;

/** Every text a fault can put on a screen: a silent case shows none of them. */
export const FAULT_TEXTS = [REFUSAL_MESSAGE, SPEC.noBody, SPEC.network, SPEC.uploadFailed] as const;

// ------------------------------------------------------------------ what a case expects

/** The user sees every one of these texts, each in an alert (role="alert"); the first one `inside` a region when given. */
export type Says = { say: readonly string[]; inside?: () => HTMLElement };
/** Nothing about the failure shows; `settled` checks the screen handled it (not a vacuous pass). */
export type Silent = { silent: true; settled?: (ctx: Ctx) => Promise<void> };
/** No screen sends the call: the request function rejects with this message, and nothing else breaks. */
export type Rejects = { rejects: string };
export type Outcome = Says | Silent | Rejects;

const says = (...texts: string[]): Says => ({ say: texts });

/** Part 1 §8: the server's message; 'Could not load. Please try again.'; 'Error communicating with the server.' */
const specMessages = (): Record<Fault, Outcome> => ({
  refusal: says(REFUSAL_MESSAGE),
  network: says(SPEC.network),
  malformed: says(SPEC.noBody),
});

/** The spec's messages, shown inside a region (a dialog's status line, a form). */
const specMessagesIn = (inside: () => HTMLElement): Record<Fault, Outcome> => ({
  refusal: { say: [REFUSAL_MESSAGE], inside },
  network: { say: [SPEC.network], inside },
  malformed: { say: [SPEC.noBody], inside },
});

/** Part 1 §8: 'Registration and login errors are shown under the form' (the form with the Email field). */
const underTheForm = () => specMessagesIn(() => field(/^Email/).closest('form')!);

/** One text the spec names for any failure of this call. */
const always = (...texts: string[]): Record<Fault, Outcome> => ({
  refusal: says(...texts),
  network: says(...texts),
  malformed: says(...texts),
});

/** Part 2 §8: 'The recorder toast reads "Upload Failed" / "Please try again or select a different file."' */
const recorderUpload = (): Record<Fault, Outcome> => ({
  refusal: says(SPEC.uploadFailed, SPEC.recorderToastBody, REFUSAL_MESSAGE),
  network: says(SPEC.uploadFailed, SPEC.recorderToastBody),
  malformed: says(SPEC.uploadFailed, SPEC.recorderToastBody),
});

const silent = (settled?: (ctx: Ctx) => Promise<void>): Record<Fault, Outcome> => {
  const outcome: Silent = { silent: true, settled };
  return { refusal: outcome, network: outcome, malformed: outcome };
};

const rejects = (): Record<Fault, Outcome> => ({
  refusal: { rejects: REFUSAL_MESSAGE },
  network: { rejects: SPEC.network },
  malformed: { rejects: SPEC.noBody },
});

export type Session = 'demo' | 'other' | 'guest';

type CaseBase = {
  /** The row of SPEC_CALLS (its first column), verbatim. */
  call: string;
  /**
   * Another screen that makes the same call through other code (each row has one case that is
   * not an alternate; alternates add the screens whose handling could differ).
   */
  alternate?: true;
  /** Where the call is made, in words. */
  screen: string;
  /** The requests that are this call (the fault answers these only). */
  match: CallMatch;
  /** Which malformed body (inject.ts): default 'schema'; 'text' where the answer is not read. */
  malformed?: Malformed;
  as?: Session;
  /** Fixture changes before the screen opens. */
  setup?: () => void | Promise<void>;
  /** Runs with fake timers (a poll the case waits for). */
  clock?: boolean;
  /** Drives the screen until the call is sent (the test waits for the fault to be hit). */
  trigger: (ctx: Ctx) => Promise<void>;
  expect: Record<Fault, Outcome>;
  /** More the spec asks of the failed state (what stays as it was), checked after the message. */
  after?: (ctx: Ctx) => void | Promise<void>;
  /** Typed values that must still be in their fields after the failure: [field, value]. */
  kept?: () => [HTMLElement, string | number][];
};

/** A retry sends the call again (the test waits for a second hit); or why none is expected. */
type RetryPart = { retry: (ctx: Ctx) => Promise<void>; noRetry?: never } | { retry?: never; noRetry: string };

export type FaultCase = CaseBase &
  RetryPart &
  (
    | { level?: 'screen'; route: string }
    /** Only for calls no screen reaches: driven through the request function (src/api/<resource>/requests.ts). */
    | { level: 'request'; route?: never }
  );

// ------------------------------------------------------------------ shared drivers

const SIGN_IN = { email: 'demo@example.com', password: 'demo1234' };
/** LoadError's retry: it shows with the message, so it is there at once (no waiting for it). */
const tryAgain = (ctx: Ctx) => ctx.user.click(screen.getByRole('button', { name: 'Try again' }));

/** A failed photo goes again: Retry where sending it again can work; a refused one is dismissed and picked again. */
async function sendPhotoAgain(ctx: Ctx, picker: string) {
  if (screen.queryByRole('button', { name: 'Retry beach.jpg' })) return press(ctx, 'Retry beach.jpg');
  await press(ctx, 'Dismiss beach.jpg');
  await pickPhoto(ctx, picker);
}

/** A failed recording goes again: 'Upload' where it can work; a refused one is recorded again, then sent. */
async function sendRecordingAgain(ctx: Ctx) {
  if (screen.queryByRole('button', { name: 'Upload' })) return pressWhenEnabled(ctx, 'Upload');
  await press(ctx, 'Record Again');
  await ctx.user.click(within(await dialog('Record again?')).getByRole('button', { name: 'Delete it and record again' }));
  await ctx.user.click(within(await recordAndStop(ctx)).getByRole('button', { name: 'Upload' }));
}
const q = (name: string) => (url: URL) => url.searchParams.get(name);

/** The registration form; the register page's own form also asks to confirm the email. */
async function fillRegistration(ctx: Ctx, { confirmEmail = true } = {}) {
  await heading(/^Create an account/);
  await typeInto(ctx, /^First name/, 'Nia');
  await typeInto(ctx, /^Last name/, 'New');
  await typeInto(ctx, /^Email/, 'nia@example.com');
  if (confirmEmail) await typeInto(ctx, /^Confirm email/, 'nia@example.com');
  await typeInto(ctx, /^Password/, 'secret99');
  await typeInto(ctx, /^Confirm password/, 'secret99');
}

const openEditor = () => heading("Alex's Birthday");

/** The editor's clip rows name a clip by its caption; clip 5002 is a video without one. */
const videoClipName = () => {
  const row = document.querySelector<HTMLElement>('[data-clip-id="5002"]');
  if (!row) throw new Error('clip 5002 is not listed');
  return within(row)
    .getByRole('button', { name: /^Reorder / })
    .getAttribute('aria-label')!
    .replace(/^Reorder /, '');
};

async function openClip(ctx: Ctx) {
  await openEditor();
  const name = videoClipName();
  await press(ctx, `Edit ${name}`);
  return dialog(`Edit ${name}`);
}

const clipDialog = () => screen.getByRole('dialog', { name: /^Edit / });

async function finishPreview(ctx: Ctx) {
  await heading('Preview your Video Greeting');
  await press(ctx, "It's finished");
  const confirm = await dialog('Is your Video Greeting finished?');
  await ctx.user.click(within(confirm).getByRole('button', { name: "It's finished" }));
}

const finishDialog = () => screen.getByRole('dialog', { name: 'Is your Video Greeting finished?' });
const confirmAgain = (ctx: Ctx) => pressWhenEnabled(ctx, "It's finished", finishDialog());

async function openComments() {
  await heading('Congratulations, Riley!');
  return screen.findByRole('form', { name: 'Add a comment' }, { timeout: 10_000 });
}

/** An invitee of inv-1001: the server tied this visitor's session to the invite (as /in/inv-1001 does). */
async function asInviteeOf1001() {
  const answer = (await redeemActorOffer('inv-1001')) as { sessionId?: string };
  startSession(answer.sessionId!, false);
}

const setStep = (step: number) => () => {
  getDb().fizzes.find((f) => f.id === 1001)!.currentStep = step;
};

// ------------------------------------------------------------------ the table

export const FAULT_CASES: FaultCase[] = [
  // ---------------------------------------------------------------- part 1 §7
  {
    call: 'POST /rest/user/login?type=site',
    screen: '/login: the sign-in form',
    route: '/login',
    match: { method: 'POST', path: '/rest/user/login' },
    trigger: async (ctx) => {
      await heading('Sign In');
      await typeInto(ctx, /^Email/, SIGN_IN.email);
      await typeInto(ctx, /^Password/, SIGN_IN.password);
      await press(ctx, 'Sign In');
    },
    expect: underTheForm(),
    kept: () => [
      [field(/^Email/), SIGN_IN.email],
      [field(/^Password/), SIGN_IN.password],
    ],
    retry: (ctx) => pressWhenEnabled(ctx, 'Sign In'),
  },
  {
    call: 'POST /rest/user/register-react?type=web&screen={from}',
    screen: '/register: the registration form',
    route: '/register',
    match: { method: 'POST', path: '/rest/user/register-react' },
    trigger: async (ctx) => {
      await fillRegistration(ctx);
      await press(ctx, 'Create Account');
    },
    expect: underTheForm(),
    kept: () => [
      [field(/^First name/), 'Nia'],
      [field(/^Email/), 'nia@example.com'],
      [field(/^Password/), 'secret99'],
    ],
    retry: (ctx) => pressWhenEnabled(ctx, 'Create Account'),
  },
  {
    call: 'POST /rest/user/send-password-link',
    screen: '/password-reset: the email form',
    route: '/password-reset',
    match: { method: 'POST', path: '/rest/user/send-password-link' },
    malformed: 'text',
    trigger: async (ctx) => {
      await heading('Reset your password');
      await typeInto(ctx, /^Email/, SIGN_IN.email);
      await press(ctx, 'Send Reset Password Link');
    },
    // part 2 §8: 'Forgot-password failure: the error text in an alert'
    expect: specMessages(),
    kept: () => [[field(/^Email/), SIGN_IN.email]],
    retry: (ctx) => pressWhenEnabled(ctx, 'Send Reset Password Link'),
  },
  {
    call: 'GET /rest/user/actor-info (?result=interested)',
    screen: '/view-invite-trial-register: the trial offer above the form',
    route: '/view-invite-trial-register',
    match: { method: 'GET', path: '/rest/user/actor-info', where: (url) => q('result')(url) !== 'skip' },
    trigger: () => heading('Create an account for your free Video Greeting').then(() => undefined),
    // part 2 §8: 'Viewing page and offer load failures: the error text in an alert'
    expect: specMessages(),
    retry: tryAgain,
  },
  {
    call: 'GET /rest/offer/info?page=login|register',
    screen: '/offer-login: the free-greeting offer above the sign-in form',
    route: '/offer-login',
    match: { method: 'GET', path: '/rest/offer/info' },
    trigger: () => heading('Sign in to claim your offer').then(() => undefined),
    expect: specMessages(),
    retry: tryAgain,
  },
  {
    call: 'POST /rest/message/log',
    screen: 'no screen sends it (src/api/user/requests.ts logMessage; useLogMessageMutation is unused)',
    level: 'request',
    match: { method: 'POST', path: '/rest/message/log' },
    malformed: 'text',
    trigger: async (ctx) => {
      ctx.rejection = await logMessage({ message: 'fault matrix', os: 'jsdom' }).then(
        () => null,
        (e: unknown) => e,
      );
    },
    // part 1 §7: 'response not shown'; the call must still fail cleanly with the catalogue's message
    expect: rejects(),
    noRetry: 'a log line: nothing for the user to retry',
  },
  {
    call: 'GET /rest/project-landing?taId={id}',
    screen: '/: the landing page shop grid',
    route: '/',
    match: { method: 'GET', path: '/rest/project-landing' },
    trigger: () => heading('A video greeting from everyone').then(() => undefined),
    // part 1 §8: 'Load failures on browse, theme, landing, list and invite screens: error in a red alert'
    expect: specMessages(),
    retry: tryAgain,
  },
  {
    call: 'GET /rest/config/sample-videos',
    screen: '/: the landing page sample videos',
    route: '/',
    match: { method: 'GET', path: '/rest/config/sample-videos' },
    trigger: () => heading('A video greeting from everyone').then(() => undefined),
    expect: specMessages(),
    retry: tryAgain,
  },
  {
    call: 'GET /rest/theme-animation/{slug}/landing',
    screen: '/video-greeting/101: the theme-animation landing',
    route: '/video-greeting/101',
    match: { method: 'GET', path: '/rest/theme-animation/:slug/landing' },
    trigger: async () => undefined,
    expect: specMessages(),
    retry: tryAgain,
  },
  {
    call: 'GET /rest/theme-v3?cache={random}',
    screen: "/browse: 'Choose an occasion'",
    route: '/browse',
    match: { method: 'GET', path: '/rest/theme-v3' },
    trigger: () => heading('Choose an occasion').then(() => undefined),
    expect: specMessages(),
    retry: tryAgain,
  },
  {
    call: 'GET /rest/theme/{themeId}/theme-animation-v2?key=&cache=',
    screen: '/theme/1: the theme page',
    route: '/theme/1',
    match: { method: 'GET', path: '/rest/theme/:themeId/theme-animation-v2' },
    trigger: async () => undefined,
    expect: specMessages(),
    retry: tryAgain,
  },
  {
    call: 'POST /rest/theme-animation/{id}?key={key}',
    screen: '/create/101: the personalise form loads its template',
    route: '/create/101',
    as: 'demo',
    match: { method: 'POST', path: '/rest/theme-animation/:taId' },
    trigger: () => heading('Personalize your Video Greeting').then(() => undefined),
    expect: specMessages(),
    retry: tryAgain,
  },
  {
    call: 'GET /rest/theme-animation/{id}/image-preview/{index}/{text}',
    screen:
      '/create/101: the live text preview image (an <img>, which jsdom never loads: the test fetches its src as the browser would, then fires its error event)',
    route: '/create/101',
    as: 'demo',
    match: { method: 'GET', path: '/rest/theme-animation/:taId/image-preview/:index/:text' },
    trigger: async (ctx) => {
      await heading('Personalize your Video Greeting');
      const name = await screen.findByRole('textbox', { name: /Name/ }, { timeout: 10_000 });
      await ctx.user.type(name, 'Sam');
      const [img] = screen.getAllByTestId('text-preview');
      const want = imagePreviewUrl(101, 0, 'Sam');
      await waitFor(() => expect(img.getAttribute('src')).toBe(want), { timeout: 5000 });
      // the browser's image load: it fails under every fault (an error, an error body, or not an image)
      const ok = await fetch(new URL(want, window.location.href)).then(
        (res) => res.ok && (res.headers.get('content-type') ?? '').startsWith('image/'),
        () => false,
      );
      if (!ok) img.dispatchEvent(new Event('error'));
    },
    // the spec names no message for a preview image: the form stays usable and the text stays
    expect: silent(async () => {
      expect(screen.getAllByTestId('text-preview')[0]).toHaveAttribute('alt');
      expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    }),
    kept: () => [[screen.getByRole('textbox', { name: /Name/ }), 'Sam']],
    noRetry: 'the next change of text asks for a new preview image',
  },
  {
    call: 'POST /rest/fizz',
    screen: "/create/101: 'Next' creates the greeting",
    route: '/create/101',
    as: 'demo',
    match: { method: 'POST', path: '/rest/fizz' },
    trigger: async (ctx) => {
      await heading('Personalize your Video Greeting');
      const name = await screen.findByRole('textbox', { name: /Name/ }, { timeout: 10_000 });
      await ctx.user.type(name, 'Sam');
      await ctx.user.type(screen.getByRole('textbox', { name: /Line 1/ }), 'Happy birthday!');
      await press(ctx, 'Next');
    },
    expect: specMessages(),
    kept: () => [
      [screen.getByRole('textbox', { name: /Name/ }), 'Sam'],
      [screen.getByRole('textbox', { name: /Line 1/ }), 'Happy birthday!'],
    ],
    retry: (ctx) => pressWhenEnabled(ctx, 'Next'),
  },
  {
    call: 'PUT /rest/fizz/{id}',
    screen: "/change/1001: 'Next' saves the special fields",
    route: '/change/1001',
    as: 'demo',
    match: { method: 'PUT', path: '/rest/fizz/:id' },
    trigger: async (ctx) => {
      await heading('Personalize your Video Greeting');
      const [first] = await screen.findAllByRole('textbox', {}, { timeout: 10_000 });
      await ctx.user.clear(first);
      await ctx.user.type(first, 'Alexandra');
      await press(ctx, 'Next');
    },
    expect: specMessages(),
    kept: () => [[screen.getAllByRole('textbox')[0], 'Alexandra']],
    retry: (ctx) => pressWhenEnabled(ctx, 'Next'),
  },
  {
    call: 'GET /rest/fizz/list',
    screen: "/list: 'My Video Greetings'",
    route: '/list',
    as: 'demo',
    match: { method: 'GET', path: '/rest/fizz/list' },
    trigger: () => heading('My Video Greetings').then(() => undefined),
    expect: specMessages(),
    retry: tryAgain,
  },
  {
    call: 'DELETE /rest/fizz/{id}',
    screen: '/list: Delete, confirmed',
    route: '/list',
    as: 'demo',
    match: { method: 'DELETE', path: '/rest/fizz/:id' },
    malformed: 'text',
    trigger: async (ctx) => {
      await press(ctx, "Delete Alex's Birthday");
      await ctx.user.click(within(await dialog('Delete this Video Greeting?')).getByRole('button', { name: 'Delete' }));
    },
    // part 1 §8: 'Delete failure: alert "Unable to delete item"'
    expect: always(SPEC.deleteProject),
    // the item stays on the list
    after: () => void expect(screen.getByRole('heading', { name: "Alex's Birthday" })).toBeInTheDocument(),
    retry: async (ctx) => {
      await press(ctx, "Delete Alex's Birthday");
      await ctx.user.click(within(await dialog('Delete this Video Greeting?')).getByRole('button', { name: 'Delete' }));
    },
  },
  {
    call: 'GET /rest/fizz/{id}?screen=inviteCode',
    screen: "/invite-others/1001: 'Invite Friends to Contribute'",
    route: '/invite-others/1001',
    as: 'demo',
    match: { method: 'GET', path: '/rest/fizz/:id', where: (url) => q('screen')(url) === 'inviteCode' },
    trigger: () => heading('Invite Friends to Contribute').then(() => undefined),
    expect: specMessages(),
    retry: tryAgain,
  },
  {
    call: 'POST /rest/tracking/best/invite-intent?fizzId={id}',
    screen: "/invite-others/1001: 'Copy' after editing the message",
    route: '/invite-others/1001',
    as: 'demo',
    match: { method: 'POST', path: '/rest/tracking/best/invite-intent' },
    malformed: 'text',
    trigger: async (ctx) => {
      const box = await screen.findByRole('textbox', { name: 'Your invitation message' }, { timeout: 10_000 });
      await ctx.user.clear(box);
      await ctx.user.type(box, 'Join in!');
      await press(ctx, 'Copy');
    },
    // part 1 §7: 'not read'; part 1 §8: share failures are silently ignored; the copy itself worked
    expect: silent(async () => {
      expect(await screen.findByText('Copied to Clipboard!')).toBeInTheDocument();
    }),
    kept: () => [[screen.getByRole('textbox', { name: 'Your invitation message' }), 'Join in!']],
    noRetry: 'tracking: nothing for the user to retry',
  },
  {
    call: 'GET /rest/fizz/{fizzId}/checkout',
    screen: '/checkout/1002: the checkout loads',
    route: '/checkout/1002',
    as: 'demo',
    match: { method: 'GET', path: '/rest/fizz/:fizzId/checkout' },
    trigger: () => heading('Checkout').then(() => undefined),
    expect: specMessages(),
    retry: tryAgain,
  },
  {
    call: 'GET /rest/fizz/{fizzId}/detail',
    screen: '/thank-you-digital/1003: the thank-you page loads the greeting',
    route: '/thank-you-digital/1003',
    as: 'demo',
    match: { method: 'GET', path: '/rest/fizz/:fizzId/detail', where: (url) => q('type')(url) === null },
    trigger: async () => undefined,
    // part 1 §8: 'Detail-load failure on the thank-you page: message in a danger alert'
    expect: specMessages(),
    retry: tryAgain,
  },
  {
    call: 'POST /rest/payments/fizz/{fizzId}/pay',
    screen: '/checkout/1002: Pay with the mock card form',
    route: '/checkout/1002',
    as: 'demo',
    match: { method: 'POST', path: '/rest/payments/fizz/:fizzId/pay' },
    malformed: 'text',
    trigger: async (ctx) => {
      await heading('Payment information', 2);
      await typeInto(ctx, /^Email/, 'buyer@example.com');
      await typeInto(ctx, /^Card number/, '4242 4242 4242 4242');
      await typeInto(ctx, /^Expiration date/, '1234');
      await typeInto(ctx, /^Security code/, '123');
      await typeInto(ctx, /^Postal code/, '12345');
      await press(ctx, /^Pay /);
    },
    // part 1 §8: 'Payment failure shows the message (or the error as text) in a danger alert and clears the spinner'
    expect: specMessagesIn(() => screen.getByRole('region', { name: 'Payment information' })),
    // nothing was charged, and the spinner is gone
    after: () => {
      expect(getDb().fizzes.find((f) => f.id === 1002)!.hasPaid).toBe(false);
      expect(screen.getByRole('button', { name: /^Pay / })).not.toHaveAttribute('aria-busy', 'true');
    },
    kept: () => [
      [field(/^Email/), 'buyer@example.com'],
      [field(/^Postal code/), '12345'],
    ],
    retry: (ctx) => pressWhenEnabled(ctx, /^Pay /),
  },

  // ---------------------------------------------------------------- part 2 §7
  {
    call: 'PUT /rest/fizz/{id}/music',
    screen: "/edit/1001 (step 1): 'Choose music', another track, 'Save music'",
    route: '/edit/1001',
    as: 'demo',
    setup: setStep(1),
    match: { method: 'PUT', path: '/rest/fizz/:id/music' },
    malformed: 'text',
    trigger: async (ctx) => {
      await openEditor();
      await press(ctx, 'Choose music');
      const music = await dialog('Choose music');
      await ctx.user.click(within(music).getByRole('radio', { name: /Minuet/ }));
      await ctx.user.click(within(music).getByRole('button', { name: 'Save music' }));
    },
    // part 2 §8: 'Save failures: the message in the modal status line'
    expect: specMessagesIn(() => screen.getByRole('dialog', { name: 'Choose music' })),
    retry: (ctx) => pressWhenEnabled(ctx, 'Save music', screen.getByRole('dialog', { name: 'Choose music' })),
  },
  {
    call: 'GET /rest/fizz/{id}/detail?type=edit-flow&cache=',
    screen: '/edit/1001: the editor loads',
    route: '/edit/1001',
    as: 'demo',
    match: { method: 'GET', path: '/rest/fizz/:id/detail', where: (url) => q('type')(url) === 'edit-flow' },
    trigger: async () => undefined,
    // part 2 §8: 'Load errors in the edit and preview screens: the message in a red alert'
    expect: specMessages(),
    retry: tryAgain,
  },
  {
    call: 'POST /rest/fizz/{id}/update-current-step?cache=',
    screen: "/edit/1001 (step 3): 'Next'",
    route: '/edit/1001',
    as: 'demo',
    match: { method: 'POST', path: '/rest/fizz/:id/update-current-step' },
    malformed: 'text',
    trigger: async (ctx) => {
      await openEditor();
      await press(ctx, 'Next');
    },
    expect: specMessages(),
    retry: (ctx) => pressWhenEnabled(ctx, 'Next'),
  },
  {
    call: 'POST /rest/fizz/{id}/add-clip?type=&size=&isVideo=',
    screen: "/edit/1001: 'Add photos or videos', one photo",
    route: '/edit/1001',
    as: 'demo',
    match: { method: 'POST', path: '/rest/fizz/:id/add-clip', where: (url) => q('uuid')(url) === null },
    // the spec tells the server's message from none here: a body with neither status nor message
    malformed: 'no-status',
    trigger: async (ctx) => {
      await openEditor();
      await pickPhoto(ctx, 'Add photos or videos');
    },
    // part 2 §8: 'Upload failed: the server message, or "Upload Failed"'; a lost connection: part 1 §8
    expect: { refusal: says(REFUSAL_MESSAGE), network: says(SPEC.uploadFailed), malformed: says(SPEC.uploadFailed) },
    // part 2 §2: 'A failed upload shows its error with a dismiss control'
    after: () => void expect(screen.getByRole('button', { name: 'Dismiss beach.jpg' })).toBeInTheDocument(),
    retry: (ctx) => sendPhotoAgain(ctx, 'Add photos or videos'),
  },
  {
    call: 'POST /rest/fizz/{fizzId}/add-clip?type=invite&uuid={uuid}',
    screen: "/in/inv-1001: 'ADD PHOTOS OR VIDEO', one photo",
    route: '/in/inv-1001',
    match: { method: 'POST', path: '/rest/fizz/:fizzId/add-clip', where: (url) => q('uuid')(url) !== null },
    // the spec tells the server's message from none here: a body with neither status nor message
    malformed: 'no-status',
    trigger: async (ctx) => {
      await heading("You're invited!");
      await screen.findByRole('button', { name: 'ADD PHOTOS OR VIDEO' }, { timeout: 10_000 });
      await pickPhoto(ctx, 'ADD PHOTOS OR VIDEO');
    },
    expect: { refusal: says(REFUSAL_MESSAGE), network: says(SPEC.uploadFailed), malformed: says(SPEC.uploadFailed) },
    // part 2 §2: 'A failed upload shows its error with a dismiss control'
    after: () => void expect(screen.getByRole('button', { name: 'Dismiss beach.jpg' })).toBeInTheDocument(),
    retry: (ctx) => sendPhotoAgain(ctx, 'ADD PHOTOS OR VIDEO'),
  },
  {
    call: 'POST /rest/fizz/thank-you-add-clip',
    screen: "/record-thank-you/1003?uuid=vid-1003: record, stop, 'Upload'",
    route: '/record-thank-you/1003?uuid=vid-1003',
    // a visitor who has seen the quick sign-up before (it holds the camera until closed)
    setup: () => local.set(storageKeys.quickSignupSeen, 'true'),
    match: { method: 'POST', path: '/rest/fizz/thank-you-add-clip' },
    trigger: async (ctx) => {
      await heading('Record a thank-you video');
      await ctx.user.click(within(await recordAndStop(ctx)).getByRole('button', { name: 'Upload' }));
    },
    expect: recorderUpload(),
    retry: sendRecordingAgain,
  },
  {
    call: 'PUT /rest/video/rearrange',
    screen: "/edit/1001: 'Move Best day ever down'",
    route: '/edit/1001',
    as: 'demo',
    match: { method: 'PUT', path: '/rest/video/rearrange' },
    malformed: 'text',
    trigger: async (ctx) => {
      await openEditor();
      await press(ctx, 'Move Best day ever down');
    },
    expect: specMessages(),
    retry: (ctx) => press(ctx, 'Move Best day ever down'),
  },
  {
    call: 'DELETE /rest/video/{id}',
    screen: '/edit/1001: delete a clip, confirmed',
    route: '/edit/1001',
    as: 'demo',
    match: { method: 'DELETE', path: '/rest/video/:id' },
    malformed: 'text',
    trigger: async (ctx) => {
      await openEditor();
      await press(ctx, 'Delete Best day ever');
      await ctx.user.click(within(await dialog('Delete Best day ever?')).getByRole('button', { name: 'Delete' }));
    },
    // part 2 §8: 'Delete failed: an alert "Failed to delete item"'
    expect: always(SPEC.deleteClip),
    // the clip stays
    after: () => void expect(screen.getByRole('button', { name: 'Delete Best day ever' })).toBeInTheDocument(),
    retry: async (ctx) => {
      await press(ctx, 'Delete Best day ever');
      await ctx.user.click(within(await dialog('Delete Best day ever?')).getByRole('button', { name: 'Delete' }));
    },
  },
  {
    call: 'PUT /rest/video/{id}/caption/{caption}',
    screen: "/edit/1001: a clip's dialog, a caption, 'Done'",
    route: '/edit/1001',
    as: 'demo',
    match: { method: 'PUT', path: '/rest/video/:id/caption/:caption' },
    malformed: 'text',
    trigger: async (ctx) => {
      const clip = await openClip(ctx);
      await typeInto(ctx, 'Caption', 'Cake time', clip);
      await ctx.user.click(within(clip).getByRole('button', { name: 'Done' }));
    },
    // part 2 §8: 'Save failures: the message in the modal status line'
    expect: specMessagesIn(clipDialog),
    kept: () => [[field('Caption', clipDialog()), 'Cake time']],
    retry: (ctx) => pressWhenEnabled(ctx, 'Done', clipDialog()),
  },
  {
    call: 'POST /rest/video/audio-option',
    screen: "/edit/1001: a video clip's dialog, 'Mute video sound', 'Done'",
    route: '/edit/1001',
    as: 'demo',
    match: { method: 'POST', path: '/rest/video/audio-option' },
    malformed: 'text',
    trigger: async (ctx) => {
      const clip = await openClip(ctx);
      await ctx.user.click(within(clip).getByRole('radio', { name: 'Mute video sound' }));
      await ctx.user.click(within(clip).getByRole('button', { name: 'Done' }));
    },
    expect: specMessagesIn(clipDialog),
    retry: (ctx) => pressWhenEnabled(ctx, 'Done', clipDialog()),
  },
  {
    call: 'PUT /rest/video/{id}/trim',
    screen: "/edit/1001: a video clip's dialog, trim 1 to 2 s, 'Done'",
    route: '/edit/1001',
    as: 'demo',
    match: { method: 'PUT', path: '/rest/video/:id/trim' },
    malformed: 'text',
    trigger: async (ctx) => {
      const clip = await openClip(ctx);
      await ctx.user.type(within(clip).getByRole('spinbutton', { name: 'Start' }), '1');
      await ctx.user.type(within(clip).getByRole('spinbutton', { name: 'End' }), '2');
      await ctx.user.click(within(clip).getByRole('button', { name: 'Done' }));
    },
    expect: specMessagesIn(clipDialog),
    kept: () => [
      [within(clipDialog()).getByRole('spinbutton', { name: 'Start' }), 1],
      [within(clipDialog()).getByRole('spinbutton', { name: 'End' }), 2],
    ],
    retry: (ctx) => pressWhenEnabled(ctx, 'Done', clipDialog()),
  },
  {
    call: 'POST /rest/fizz/{id}/newest-actor-video',
    screen: '/edit/1001: the contributor poll, 20 s in',
    route: '/edit/1001',
    as: 'demo',
    clock: true,
    match: { method: 'POST', path: '/rest/fizz/:id/newest-actor-video' },
    malformed: 'text',
    trigger: async () => {
      await openEditor();
      await tick(20_500);
    },
    // part 2 §4: polling; no message is named for a failed poll: it is skipped quietly
    expect: silent(async () => {
      expect(screen.queryByText('Good News!')).not.toBeInTheDocument();
      expect(screen.getByRole('list', { name: 'Photos and videos in your Video Greeting' })).toBeInTheDocument();
    }),
    retry: () => tick(20_500), // the next poll still runs
  },
  {
    call: 'PUT /rest/fizz/{id}/new-finalize',
    screen: '/preview/1001: the combine request on arrival',
    route: '/preview/1001',
    as: 'demo',
    match: { method: 'PUT', path: '/rest/fizz/:id/new-finalize' },
    trigger: async () => undefined,
    expect: specMessages(),
    retry: tryAgain,
  },
  {
    call: 'GET /rest/fizz/process/{id}?cache=',
    screen: '/preview/1001: the processing poll, 3 s in',
    route: '/preview/1001',
    as: 'demo',
    clock: true,
    match: { method: 'GET', path: '/rest/fizz/process/:id' },
    trigger: async () => {
      await heading('Preview your Video Greeting');
      await tick(3_100);
    },
    expect: specMessages(),
    retry: () => tick(3_100), // the next poll still runs
  },
  {
    call: 'POST /rest/fizz/{id}/confirm-finalize-check',
    screen: "/preview/1001: 'It's finished', confirmed",
    route: '/preview/1001',
    as: 'demo',
    match: { method: 'POST', path: '/rest/fizz/:id/confirm-finalize-check' },
    malformed: 'text',
    trigger: finishPreview,
    // the greeting stays unfinished
    after: () => void expect(getDb().fizzes.find((f) => f.id === 1001)!.isLocked).toBe(false),
    expect: specMessagesIn(finishDialog),
    retry: confirmAgain,
  },
  {
    call: 'POST /rest/fizz/{id}/lockdown',
    screen: "/preview/1001: 'It's finished', confirmed (after the check)",
    route: '/preview/1001',
    as: 'demo',
    match: { method: 'POST', path: '/rest/fizz/:id/lockdown' },
    trigger: finishPreview,
    // the greeting stays unfinished
    after: () => void expect(getDb().fizzes.find((f) => f.id === 1001)!.isLocked).toBe(false),
    expect: specMessagesIn(finishDialog),
    retry: confirmAgain,
  },
  {
    call: 'GET /rest/qr/{code}?auto-account=true',
    screen: '/qr/QR-NEW: a scanned card opens',
    route: '/qr/QR-NEW',
    match: { method: 'GET', path: '/rest/qr/:code', where: (url) => url.pathname !== '/rest/qr/box-set-add' },
    trigger: async () => undefined,
    expect: specMessages(),
    retry: tryAgain,
  },
  {
    call: 'GET /rest/invite/{code}/fizz',
    screen: '/in/inv-1001: the invitation loads',
    route: '/in/inv-1001',
    match: { method: 'GET', path: '/rest/invite/:code/fizz' },
    trigger: () => heading("You're invited!").then(() => undefined),
    expect: specMessages(),
    retry: tryAgain,
  },
  {
    call: 'GET /rest/tutorial',
    screen: '/tutorials',
    route: '/tutorials',
    match: { method: 'GET', path: '/rest/tutorial' },
    trigger: () => heading('Tutorials').then(() => undefined),
    // part 2 §8: 'Tutorials load failure: "Error loading  videos. Please refresh the page to try again."'
    expect: always(SPEC.tutorials),
    retry: tryAgain,
  },
  {
    call: 'GET /rest/user/actor-info?result=skip',
    screen: "/view-invite-thank-you (an invitee of inv-1001): the offer popup's 'Skip'",
    route: '/view-invite-thank-you',
    setup: asInviteeOf1001,
    match: { method: 'GET', path: '/rest/user/actor-info', where: (url) => q('result')(url) === 'skip' },
    malformed: 'text',
    trigger: async (ctx) => {
      await heading('Success!');
      await press(ctx, 'Skip', await dialog('A free Video Greeting for you'));
    },
    // part 2 §4: 'Closing or skipping the offer popup sends a skip notice': a notice, nothing to show
    expect: silent(async () => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Success!' })).toBeInTheDocument();
    }),
    noRetry: 'a notice: the offer is closed either way, nothing for the invitee to do',
  },
  {
    call: 'POST /rest/user/actor-info?uuid={uuid}',
    screen: '/in/inv-1001: the visitor joins the invite on arrival',
    route: '/in/inv-1001',
    match: { method: 'POST', path: '/rest/user/actor-info' },
    malformed: 'text',
    trigger: () => heading("You're invited!").then(() => undefined),
    // part 2 §7: 'redeems the offer; result unused': the page carries on
    expect: silent(async () => {
      expect(await screen.findByRole('button', { name: 'ADD PHOTOS OR VIDEO' })).toBeEnabled();
    }),
    noRetry: 'its result is unused: a failure only means no offer later',
  },
  {
    call: 'PUT /rest/user/register-password/{otp}',
    screen: "/change-password/otp-demo: 'Update Password'",
    route: '/change-password/otp-demo',
    match: { method: 'PUT', path: '/rest/user/register-password/:otp' },
    malformed: 'text',
    trigger: async (ctx) => {
      await heading('Change password');
      await typeInto(ctx, /^New password/, 'brandnew1');
      await press(ctx, 'Update Password');
    },
    // part 2 §8: 'Change-password failure: the server message'
    expect: specMessages(),
    kept: () => [[field(/^New password/), 'brandnew1']],
    retry: (ctx) => pressWhenEnabled(ctx, 'Update Password'),
  },
  {
    call: 'PUT /rest/user/settings',
    screen: "/change-password (signed in): 'Update Password'",
    route: '/change-password',
    as: 'demo',
    match: { method: 'PUT', path: '/rest/user/settings' },
    malformed: 'text',
    trigger: async (ctx) => {
      await heading('Change password');
      await typeInto(ctx, /^New password/, 'brandnew1');
      await press(ctx, 'Update Password');
    },
    expect: specMessages(),
    kept: () => [[field(/^New password/), 'brandnew1']],
    retry: (ctx) => pressWhenEnabled(ctx, 'Update Password'),
  },
  {
    call: 'POST /rest/fizz/{fizzId}/reset-view-alert',
    screen: '/alert-reset-viewed/otp-demo/1004: the reset on arrival',
    route: '/alert-reset-viewed/otp-demo/1004',
    match: { method: 'POST', path: '/rest/fizz/:fizzId/reset-view-alert' },
    malformed: 'text',
    trigger: async () => undefined,
    // part 2 §8: 'Alert reset failure: the server message'
    expect: specMessages(),
    retry: tryAgain,
  },
  {
    call: 'GET /rest/fizz/{uuid}/stats',
    screen: '/vid/vid-1003: views and likes',
    route: '/vid/vid-1003',
    match: { method: 'GET', path: '/rest/fizz/:uuid/stats' },
    trigger: () => heading('Congratulations, Riley!').then(() => undefined),
    // part 2 §8: 'Like, stats and viewed failures: logged only'
    expect: silent(async () => {
      await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading views and likes…' })).not.toBeInTheDocument());
      expect(screen.queryByRole('button', { name: 'Like' })).not.toBeInTheDocument();
    }),
    noRetry: 'part 2 §8: logged only; the stats bar stays away',
  },
  {
    call: 'POST /rest/vid/{uuid}/likes',
    screen: "/vid/vid-1003: 'Like'",
    route: '/vid/vid-1003',
    match: { method: 'POST', path: '/rest/vid/:uuid/likes' },
    trigger: async (ctx) => {
      await ctx.user.click(await screen.findByRole('button', { name: 'Like' }, { timeout: 10_000 }));
    },
    expect: silent(async () => {
      // the count goes back to the server's value
      await waitFor(() => expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false'));
      expect(screen.getByText('3 likes')).toBeInTheDocument();
    }),
    retry: (ctx) => press(ctx, 'Like'), // the toggle still works: pressing again sends again
  },
  {
    call: 'POST /rest/vid/{uuid}/viewed',
    screen: '/vid/vid-1003: the video plays',
    route: '/vid/vid-1003',
    match: { method: 'POST', path: '/rest/vid/:uuid/viewed' },
    trigger: async () => {
      await heading('Congratulations, Riley!');
      playVideo();
    },
    expect: silent(async () => {
      // the stored count is put back: the next play tries again
      await waitFor(() => expect(local.get(storageKeys.lastView)).toBeNull());
    }),
    retry: async () => playVideo(),
  },
  {
    call: 'GET /rest/vid/{uuid}/fizz',
    screen: '/vid/vid-1003: the recipient page loads',
    route: '/vid/vid-1003',
    match: { method: 'GET', path: '/rest/vid/:uuid/fizz' },
    trigger: async () => undefined,
    // part 2 §8: 'Viewing page and offer load failures: the error text in an alert'
    expect: specMessages(),
    retry: tryAgain,
  },
  {
    call: 'GET /rest/fizz/{uuid}/comment',
    screen: '/vid/vid-1003: the comments load',
    route: '/vid/vid-1003',
    match: { method: 'GET', path: '/rest/fizz/:uuid/comment' },
    trigger: () => openComments().then(() => undefined),
    expect: specMessages(),
    retry: tryAgain,
  },
  {
    call: 'POST /rest/fizz/{uuid}/comment',
    screen: "/vid/vid-1003: 'Post comment'",
    route: '/vid/vid-1003',
    match: { method: 'POST', path: '/rest/fizz/:uuid/comment' },
    trigger: async (ctx) => {
      const form = await openComments();
      await typeInto(ctx, 'First name', 'Ana', form);
      await typeInto(ctx, 'Last name', 'Ruiz', form);
      await typeInto(ctx, 'Your comment', 'Lovely video', form);
      await ctx.user.click(within(form).getByRole('button', { name: 'Post comment' }));
    },
    expect: specMessagesIn(() => screen.getByRole('form', { name: 'Add a comment' })),
    kept: () => {
      const form = screen.getByRole('form', { name: 'Add a comment' });
      return [
        [field('First name', form), 'Ana'],
        [field('Your comment', form), 'Lovely video'],
      ];
    },
    retry: (ctx) => pressWhenEnabled(ctx, 'Post comment'),
  },
  {
    call: 'DELETE /rest/fizz/{uuid}/comment/{commentUuid}',
    screen: "/vid/vid-1003 (the owner): 'Remove the comment by Dana Wu', confirmed",
    route: '/vid/vid-1003',
    as: 'demo',
    match: { method: 'DELETE', path: '/rest/fizz/:uuid/comment/:commentUuid' },
    trigger: async (ctx) => {
      await openComments();
      await press(ctx, 'Remove the comment by Dana Wu');
      await ctx.user.click(within(await dialog('Remove this comment?')).getByRole('button', { name: 'Remove' }));
    },
    expect: specMessagesIn(() => screen.getByRole('dialog', { name: 'Remove this comment?' })),
    retry: (ctx) => pressWhenEnabled(ctx, 'Remove', screen.getByRole('dialog', { name: 'Remove this comment?' })),
  },
  {
    call: 'PUT /rest/user',
    screen: "/view-invite-contact: the contact form's 'Continue'",
    route: '/view-invite-contact',
    match: { method: 'PUT', path: '/rest/user' },
    trigger: async (ctx) => {
      await heading('Claim your free Video Greeting');
      await screen.findByRole('button', { name: 'Continue' }, { timeout: 10_000 });
      await typeInto(ctx, /^First name/, 'Ana');
      await typeInto(ctx, /^Last name/, 'Ruiz');
      await typeInto(ctx, /^Email/, 'ana@example.com');
      await press(ctx, 'Continue');
    },
    // part 2 §8: 'Contact form failure: the server message'
    expect: specMessages(),
    kept: () => [
      [field(/^First name/), 'Ana'],
      [field(/^Email/), 'ana@example.com'],
    ],
    retry: (ctx) => pressWhenEnabled(ctx, 'Continue'),
  },
  {
    call: 'GET /rest/qr/box-set-add?qrKey={qrKey}',
    screen: '/qr-setup/QR-BOX/601/add',
    route: '/qr-setup/QR-BOX/601/add',
    as: 'demo',
    match: { method: 'GET', path: '/rest/qr/box-set-add' },
    trigger: () => heading('Set up your boxed set').then(() => undefined),
    expect: specMessages(),
    retry: tryAgain,
  },
  {
    call: 'GET /rest/qr/{qrKey}/box-set-preview/{fizzId}',
    screen: '/qr-setup/QR-BOX/1003/link: the final check loads',
    route: '/qr-setup/QR-BOX/1003/link',
    as: 'demo',
    match: { method: 'GET', path: '/rest/qr/:qrKey/box-set-preview/:fizzId' },
    // the spec tells the server's message from none here: a body with neither status nor message
    malformed: 'no-status',
    trigger: () => heading("Let's give it one last check").then(() => undefined),
    // part 2 §8: 'Box-set preview load failure: the server message, or "Could not load. Please refresh the page or scan the card again."'
    expect: { refusal: says(REFUSAL_MESSAGE), network: says(SPEC.boxSetPreview), malformed: says(SPEC.boxSetPreview) },
    retry: tryAgain,
  },
  {
    call: 'POST /rest/qr/box-set-link/{fizzId}?qrKey={qrKey}',
    screen: "/qr-setup/QR-BOX/1003/link: 'Link this video to the box', 'Link it'",
    route: '/qr-setup/QR-BOX/1003/link',
    as: 'demo',
    match: { method: 'POST', path: '/rest/qr/box-set-link/:fizzId' },
    trigger: async (ctx) => {
      await heading("Let's give it one last check");
      await pressWhenEnabled(ctx, 'Link this video to the box');
      await ctx.user.click(within(await dialog('Are you sure?')).getByRole('button', { name: 'Link it' }));
    },
    // the set is not linked
    after: () => void expect(getDb().qrCards.find((c) => c.qrKey === 'QR-BOX')!.fizzId).toBeNull(),
    expect: specMessages(),
    retry: async (ctx) => {
      await pressWhenEnabled(ctx, 'Link this video to the box');
      await ctx.user.click(within(await dialog('Are you sure?')).getByRole('button', { name: 'Link it' }));
    },
  },
  {
    call: 'GET /rest/qr/box-set/list?qrKey={qrKey}',
    screen: '/qr-setup/QR-BOX/list',
    route: '/qr-setup/QR-BOX/list',
    as: 'demo',
    match: { method: 'GET', path: '/rest/qr/box-set/list' },
    trigger: () => heading('Choose a Video Greeting for your boxed set').then(() => undefined),
    expect: specMessages(),
    retry: tryAgain,
  },
  {
    call: 'GET /rest/fizz/{fizzId}',
    screen: '/signup-checkout/1002 (already signed in): the purchase routing reads the greeting',
    route: '/signup-checkout/1002',
    as: 'demo',
    match: {
      method: 'GET',
      path: '/rest/fizz/:fizzId',
      where: (url) => url.pathname !== '/rest/fizz/list' && q('screen')(url) === null,
    },
    trigger: async () => undefined,
    expect: specMessages(),
    retry: tryAgain,
  },
  {
    call: 'GET /rest/offer/detail/{offerKey}',
    screen: '/free-july: the campaign page',
    route: '/free-july',
    match: { method: 'GET', path: '/rest/offer/detail/:offerKey' },
    trigger: async () => undefined,
    expect: specMessages(),
    retry: tryAgain,
  },

  // ---------------------------------------------------------------- the same calls on other screens
  {
    call: 'POST /rest/fizz/{id}/add-clip?type=&size=&isVideo=',
    alternate: true,
    screen: "/record/1001: the creator records, stops, 'Upload' (type=desktop-record)",
    route: '/record/1001',
    as: 'demo',
    match: { method: 'POST', path: '/rest/fizz/:id/add-clip', where: (url) => q('uuid')(url) === null },
    trigger: async (ctx) => {
      await ctx.user.click(within(await recordAndStop(ctx)).getByRole('button', { name: 'Upload' }));
    },
    expect: recorderUpload(),
    retry: sendRecordingAgain,
  },
  {
    call: 'POST /rest/fizz/{fizzId}/add-clip?type=invite&uuid={uuid}',
    alternate: true,
    screen: "/in/inv-1001/record/1001: an invitee records, stops, 'Upload' (type=desktop-record&uuid=)",
    route: '/in/inv-1001/record/1001',
    match: { method: 'POST', path: '/rest/fizz/:fizzId/add-clip', where: (url) => q('uuid')(url) !== null },
    trigger: async (ctx) => {
      await ctx.user.click(within(await recordAndStop(ctx)).getByRole('button', { name: 'Upload' }));
    },
    expect: recorderUpload(),
    retry: sendRecordingAgain,
  },
  {
    call: 'POST /rest/user/register-react?type=web&screen={from}',
    alternate: true,
    screen: '/signup-checkout/1002: the sign-up before checkout (the sign-up component)',
    route: '/signup-checkout/1002',
    match: { method: 'POST', path: '/rest/user/register-react' },
    trigger: async (ctx) => {
      await fillRegistration(ctx, { confirmEmail: false });
      await press(ctx, 'Create Account');
    },
    expect: underTheForm(),
    kept: () => [
      [field(/^First name/), 'Nia'],
      [field(/^Email/), 'nia@example.com'],
    ],
    retry: (ctx) => pressWhenEnabled(ctx, 'Create Account'),
  },
  {
    call: 'PUT /rest/fizz/{id}',
    alternate: true,
    screen: "/edit/1001: 'Edit My Video Greeting', 'Save'",
    route: '/edit/1001',
    as: 'demo',
    match: { method: 'PUT', path: '/rest/fizz/:id' },
    trigger: async (ctx) => {
      await openEditor();
      await press(ctx, 'Edit My Video Greeting');
      const view = await dialog('Edit My Video Greeting');
      const [first] = within(view).getAllByRole('textbox');
      await ctx.user.clear(first);
      await ctx.user.type(first, 'Alexandra');
      await ctx.user.click(within(view).getByRole('button', { name: 'Save' }));
    },
    expect: specMessagesIn(() => screen.getByRole('dialog', { name: 'Edit My Video Greeting' })),
    kept: () => [
      [within(screen.getByRole('dialog', { name: 'Edit My Video Greeting' })).getAllByRole('textbox')[0], 'Alexandra'],
    ],
    retry: (ctx) => pressWhenEnabled(ctx, 'Save', screen.getByRole('dialog', { name: 'Edit My Video Greeting' })),
  },
  {
    call: 'GET /rest/user/actor-info (?result=interested)',
    alternate: true,
    screen: '/view-invite-trial-login: the trial offer above the sign-in form',
    route: '/view-invite-trial-login',
    match: { method: 'GET', path: '/rest/user/actor-info', where: (url) => q('result')(url) !== 'skip' },
    trigger: () => heading('Sign in to start your free Video Greeting').then(() => undefined),
    expect: specMessages(),
    retry: tryAgain,
  },
  {
    call: 'GET /rest/offer/info?page=login|register',
    alternate: true,
    screen: '/offer-register: the free-greeting offer above the registration form',
    route: '/offer-register',
    match: { method: 'GET', path: '/rest/offer/info' },
    trigger: () => heading('Create an account to claim your offer').then(() => undefined),
    expect: specMessages(),
    retry: tryAgain,
  },
];

/** A case under one fault, as KNOWN_DEFECTS and the count name it. */
export const caseKey = (c: Pick<FaultCase, 'call' | 'alternate' | 'route'>, fault: Fault) =>
  c.alternate ? `${c.call} on ${c.route} × ${fault}` : `${c.call} × ${fault}`;

/**
 * Cases that fail because the PRODUCT mishandles the fault: key → what happens, where, and the fix.
 * Empty: the 17 the matrix found (offer and trial pages and the alert reset with no retry; uploads
 * showing the fallback text instead of 'Upload Failed') are fixed in the product. A case added here
 * still runs and fails; the list only explains the failure.
 */
export const KNOWN_DEFECTS: Record<string, string> = {};
