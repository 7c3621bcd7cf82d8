// Issue 20 §3 "Open redirects": every place a URL or a server answer names a destination, under
// REDIRECT_PAYLOADS. The rules are walked as a table (payloads × places); /login/{redirect},
// /register/{redirect}, the offer claim button and the theme landing's server link are driven
// through the real route table. Goal: 0 off-site navigations; the count is printed at the end.
//   npx vitest run proof/attacks/redirects.test.tsx
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { resolvePath } from 'react-router-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { getDb } from '#mocks/db/store';
import { contactResponseSchema } from '@/api/user/schemas';
import { protectedRouteTarget } from '@/app/protectedRoute';
import { inAppReferrer, loginRedirect, redirectParamTarget } from '@/features/accounts/rules/loginRedirect';
import { postSignupRoute, signupRedirect } from '@/features/accounts/rules/signupRedirect';
import { afterLinkRoute } from '@/features/cards/rules/link';
import { watchPath, welcomeFor, type ScannedCard } from '@/features/cards/rules/welcome';
import { internalPath } from '@/features/discovery/rules/themeLinks';
import { backAction } from '@/features/help/rules/inApp';
import { routeAfterUpload } from '@/features/recorder/rules/recordTarget';
import { contactNextPath } from '@/features/invite/rules/contactForm';
import { paths } from '@/shared/config/paths';
import { purchaseRoute } from '@/shared/lib/purchaseRoute';
import { qrLink } from '@/shared/lib/qr';
import { safeRedirect } from '@/shared/lib/safeRedirect';
import { givenAnimationLanding, givenShareOffer, GREETINGS } from '@/testing/builders';
import { renderRoute, type RenderRouteResult } from '@/testing/render';
import { isOffSite, offSiteLinks, REDIRECT_PAYLOADS } from './payloads';

const ORIGIN = window.location.origin;
const tally = { checks: 0, offSite: 0, places: new Set<string>() };

function count(place: string, destinations: (string | null)[]): void {
  tally.places.add(place);
  tally.checks += destinations.length;
  tally.offSite += destinations.filter(isOffSite).length;
}

afterAll(() => {
  console.info(
    `redirect attacks: ${REDIRECT_PAYLOADS.length} payloads × ${tally.places.size} places (${tally.checks} checks), ${tally.offSite} off-site`,
  );
});

// ---------------------------------------------------------------- the rules, as a table

const ownedCard = (patch: Partial<ScannedCard>): ScannedCard => ({
  qrKey: 'QR-OWNED',
  isQRCardOwner: true,
  editGreetingId: null,
  isBoxSet: false,
  createThemeAnimationId: 101,
  hasOwner: true,
  ...patch,
});
const goTo = (w: ReturnType<typeof welcomeFor>) => (w.kind === 'go' ? w.to : null);
const NEEDS_PURCHASE = { needsPurchase: true, isQRBoxSet: false, isQRCard: false };

/** [where the destination comes from, what the app would navigate to for payload p (null: ignored)] */
const PLACES: [string, (p: string) => string | null][] = [
  ['safeRedirect: any redirect read from a URL', (p) => safeRedirect(p)],
  ['/login/{redirect} and /register/{redirect} param', (p) => redirectParamTarget(p)],
  ['sign-in priority with that param', (p) => loginRedirect({ hasGreetings: true }, { redirect: redirectParamTarget(p) })],
  ['sign-in answer editFizzId (server)', (p) => loginRedirect({ editGreetingId: p })],
  ['sign-in answer createTaId (server)', (p) => loginRedirect({ createTaId: p })],
  ['card-scan sign-in, qrKey from the URL', (p) => loginRedirect({ createTaId: 101 }, { qrKey: p })],
  ['card-scan sign-in, back to the card', (p) => loginRedirect({}, { qrKey: p })],
  ['signed-in bounce: document.referrer', (p) => inAppReferrer(p, ORIGIN)],
  ['signed-in bounce: same-origin referrer', (p) => inAppReferrer(`${ORIGIN}${p}`, ORIGIN)],
  [
    'post-signup routing to checkout (fizzId from the URL)',
    (p) => signupRedirect(postSignupRoute(p, NEEDS_PURCHASE, 'checkout')),
  ],
  [
    'post-signup routing to a thank-you page',
    (p) => signupRedirect(postSignupRoute(p, { ...NEEDS_PURCHASE, isQRBoxSet: true }, 'thank-you')),
  ],
  ['quick sign-up default target (greetingId)', (p) => signupRedirect({ greetingId: p })],
  [
    'after finishing, signed out (purchaseRoute)',
    (p) => purchaseRoute(p, { ...NEEDS_PURCHASE, signedIn: false, isThankyou: false }),
  ],
  [
    'after finishing, QR card (purchaseRoute)',
    (p) => purchaseRoute(p, { ...NEEDS_PURCHASE, needsPurchase: false, isQRCard: true, signedIn: true, isThankyou: false }),
  ],
  ['card welcome: editFizzId (server)', (p) => goTo(welcomeFor(ownedCard({ editGreetingId: p }), true))],
  ['card welcome: createThemeAnimationId (server)', (p) => goTo(welcomeFor(ownedCard({ createThemeAnimationId: p }), true))],
  ['card welcome: boxed set, qrKey', (p) => goTo(welcomeFor(ownedCard({ qrKey: p, isBoxSet: true }), true))],
  ['card welcome: Watch link from shareUrl (server)', (p) => watchPath(p, ORIGIN)],
  ['card welcome: Watch link from a same-origin shareUrl', (p) => watchPath(`${ORIGIN}/vid/${p}`, ORIGIN)],
  ['theme landing: linkToTheme (server)', (p) => internalPath(p)],
  ['protected page → sign-in (RequireAuth)', (p) => protectedRouteTarget(p)],
  [
    'protected page → sign-in → back (round trip)',
    (p) => redirectParamTarget(decodeURIComponent(protectedRouteTarget(p).split('/')[2])),
  ],
  ['boxed-set link → next page (greetingId)', (p) => afterLinkRoute({ signedIn: true, isLocked: false, greetingId: p })],
  [
    'after a thank-you recording: greetingId (server answer)',
    (p) => routeAfterUpload({ kind: 'thank-you', thankedGreetingId: null, thankedUuid: null }, p),
  ],
  ['after a creator recording: greetingId (URL)', (p) => routeAfterUpload({ kind: 'creator', greetingId: p }, 1)],
  ['card-scan flow links (qrLink)', (p) => qrLink(paths.create(101), p)],
  [
    'help Back inside a card flow',
    (p) => {
      const action = backAction('default', paths.qrScan(p));
      return action.kind === 'path' ? action.to : null;
    },
  ],
  [
    'invitee contact answer: afterUpdate (server)',
    (p) => {
      const answer = contactResponseSchema.safeParse({ status: 'success', afterUpdate: p });
      return answer.success ? contactNextPath(answer.data.afterUpdate) : null;
    },
  ],
];

describe('open redirects: the rules that pick a destination, under every payload', () => {
  it('the table has at least 20 payloads', () => {
    expect(REDIRECT_PAYLOADS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(REDIRECT_PAYLOADS).size).toBe(REDIRECT_PAYLOADS.length);
  });

  it('the detector itself: an in-app path stays, every payload form leaves', () => {
    expect(['/list', '/checkout/1002', '/login/%2F%2Fevil.example', '/edit/%2F%2Fevil.example'].map(isOffSite)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(
      ['//evil.example', '/\t/evil.example', 'javascript:alert(1)', 'evil.example', '/\\evil.example'].map(isOffSite),
    ).toEqual([true, true, true, true, true]);
  });

  it.each(PLACES)('%s', (place, destinationOf) => {
    const destinations = REDIRECT_PAYLOADS.map((p) => destinationOf(p));
    count(place, destinations);
    const through = REDIRECT_PAYLOADS.map((p, i) => [p, destinations[i]] as const)
      .filter(([, to]) => isOffSite(to))
      .map(([p, to]) => `${JSON.stringify(p)} → ${JSON.stringify(to)}`);
    expect(through).toEqual([]);
  });

  it('a real internal redirect still works (the rules are not just refusing everything)', () => {
    expect(redirectParamTarget('/invite-others/1001')).toBe('/invite-others/1001');
    expect(redirectParamTarget('1002')).toBe('/checkout/1002');
    expect(watchPath(`${ORIGIN}/vid/vid-1003`, ORIGIN)).toBe('/vid/vid-1003');
    expect(internalPath('/theme/1')).toBe('/theme/1');
  });
});

// ---------------------------------------------------------------- driven through the route table

/** Where the router is (or is going), as the href a browser router would push. */
function routerHref(router: RenderRouteResult['router']): string {
  return router.createHref(router.state.navigation.location ?? router.state.location);
}

async function endsAt(router: RenderRouteResult['router'], pathname: string) {
  await waitFor(() => expect((router.state.navigation.location ?? router.state.location).pathname).toBe(pathname), {
    timeout: 10000,
  });
}

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** The router is inside the app, and so is every link on screen (unless told to skip them). */
function expectInsideTheApp(place: string, router: RenderRouteResult['router'], { links = true } = {}) {
  const href = routerHref(router);
  const outside = links ? offSiteLinks().map((a) => a.getAttribute('href')) : [];
  count(place, [href, ...outside]);
  expect(isOffSite(href), href).toBe(false);
  expect(outside).toEqual([]);
  expect(window.location.origin).toBe(ORIGIN);
}

/** After sign-in: the payload if the rules took it as an app path (as the router resolves it), else the normal target. */
const landing = (payload: string, normal: string) => {
  const taken = redirectParamTarget(payload);
  return taken ? resolvePath(taken).pathname : normal;
};

describe('open redirects, driven: /login/{redirect}', () => {
  it.each(REDIRECT_PAYLOADS.map((p) => [JSON.stringify(p), p]))('/login/%s: sign-in stays in the app', async (_name, payload) => {
    const { router } = renderRoute(`/login/${encodeURIComponent(payload)}`);
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expectInsideTheApp('/login/{redirect} (driven)', router);
    fill(/^Email/, 'demo@example.com');
    fill(/^Password/, 'demo1234');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await endsAt(router, landing(payload, '/list'));
    expectInsideTheApp('/login/{redirect} (driven)', router);
  });
});

/** Every third payload (each family is there): the register page runs login's rule (redirectParamTarget). */
const REGISTER_SAMPLE = REDIRECT_PAYLOADS.filter((_, i) => i % 3 === 0);

describe('open redirects, driven: /register/{redirect}', () => {
  it.each(REGISTER_SAMPLE.map((p, i) => [JSON.stringify(p), p, i] as const))(
    '/register/%s: sign-up stays in the app',
    async (_name, payload, i) => {
      const { router } = renderRoute(`/register/${encodeURIComponent(payload)}`);
      await screen.findByRole('heading', { level: 1, name: 'Create an account' });
      expectInsideTheApp('/register/{redirect} (driven)', router);
      const email = `attacker${i}@example.com`;
      fill(/^First name/, 'Eve');
      fill(/^Last name/, 'Attacker');
      fill(/^Email/, email);
      fill(/^Confirm email/, email);
      fill(/^Password/, 'secret99');
      fill(/^Confirm password/, 'secret99');
      fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
      await endsAt(router, landing(payload, '/'));
      expectInsideTheApp('/register/{redirect} (driven)', router);
    },
  );
});

describe('open redirects, driven: the offer claim button on the recipient page', () => {
  /** The server's label for the claim button, with an anchor to every payload inside it. */
  function givenClaimButtonLinks() {
    givenShareOffer(
      {
        ui: {
          claimBtn: REDIRECT_PAYLOADS.map(
            (p, i) => `<a href="${p.replace(/"/g, '&quot;')}" data-payload="${i}">Redeem ${i}</a>`,
          ).join(' '),
        },
      },
      GREETINGS.paid,
    );
  }
  const claimButton = () => document.querySelector<HTMLAnchorElement>(`a[href="${paths.offerRegister()}"]`);

  it('a click anywhere on the button, on each payload link inside it, goes to the offer sign-up and nowhere else', async () => {
    givenClaimButtonLinks();
    const { router } = renderRoute('/vid/vid-1003');
    await waitFor(() => expect(claimButton()).not.toBeNull(), { timeout: 10000 });
    // the label's text is there (whether or not its links survive sanitising)
    await waitFor(() => expect(claimButton()?.textContent).toContain('Redeem 0'));
    // record where each click asks the router to go, staying on the page (no remount between clicks)
    const asked: unknown[] = [];
    const navigate = router.navigate.bind(router);
    router.navigate = ((to: unknown) => {
      asked.push(to);
      return Promise.resolve();
    }) as typeof router.navigate;
    for (let i = 0; i < REDIRECT_PAYLOADS.length; i++) {
      // DOMPurify drops some links (script schemes): their text then sits in the button itself
      const target = document.querySelector<HTMLAnchorElement>(`[data-payload="${i}"]`) ?? claimButton()!;
      const inner = target.hasAttribute('data-payload') ? target : null;
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      asked.length = 0;
      target.dispatchEvent(click);
      // a click left unprevented on the inner link is the browser following its href
      const destination = click.defaultPrevented ? String(asked[0] ?? '') : (inner?.getAttribute('href') ?? '');
      count('offer claim button (driven)', [destination]);
      expect(click.defaultPrevented, `payload ${i} ${JSON.stringify(REDIRECT_PAYLOADS[i])}`).toBe(true);
      expect(asked).toEqual([paths.offerRegister()]);
    }
    // and one real click: the router lands on the offer sign-up
    router.navigate = navigate;
    (document.querySelector<HTMLAnchorElement>('[data-payload="0"]') ?? claimButton()!).dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }),
    );
    await endsAt(router, paths.offerRegister());
    expectInsideTheApp('offer claim button (driven)', router, { links: false });
  });

  it('the claim button holds no link of its own (a link inside a link is followed on ctrl/middle click)', async () => {
    givenClaimButtonLinks();
    renderRoute('/vid/vid-1003');
    await waitFor(() => expect(claimButton()).not.toBeNull(), { timeout: 10000 });
    const nested = [...claimButton()!.querySelectorAll('a[href]')].map((a) => a.getAttribute('href'));
    expect(nested).toEqual([]);
  });
});

describe('open redirects, driven: the theme landing link the server names (linkToTheme)', () => {
  // the payloads the landing page renders as a link at all (internalPath drops the others)
  const rendered = REDIRECT_PAYLOADS.filter((p) => internalPath(p) !== null);

  it.each(rendered.map((p) => [JSON.stringify(p), p]))(
    'linkToTheme %s: the link and the click stay in the app',
    async (_name, payload) => {
      const { slug } = getDb().animationLandings[0];
      givenAnimationLanding({ linkToTheme: payload }, slug);
      const { router } = renderRoute(paths.themeAnimationLanding(slug));
      const link = await screen.findByRole('link', { name: 'See more designs for this occasion' }, { timeout: 10000 });
      expectInsideTheApp('theme landing linkToTheme (driven)', router);
      fireEvent.click(link);
      await waitFor(() => expect(router.state.location.pathname).not.toBe(paths.themeAnimationLanding(slug)));
      expectInsideTheApp('theme landing linkToTheme (driven)', router);
    },
  );
});
