import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Outlet, redirect, type RouteObject } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { NotFound } from '@/shared/ui/NotFound';
import { BarLayout } from './layout/BarLayout';
import { PageFallback } from './layout/PageFallback';
import { SiteLayout } from './layout/SiteLayout';
import { RequireAuth } from './RequireAuth';
import { routeData, startRouteData, type RouteData } from './routeData';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { yieldToMain } from '@/shared/lib/yieldToMain';

type PageModule = { default: ComponentType };

/**
 * Every page is its own lazy chunk, with its own error boundary. While a page's chunk loads on
 * the first visit, the page itself shows the fallback: React Router renders the routes above
 * the deepest fallback (the layout's header and footer) at once, and only the page area waits.
 */
function pageRoute(path: string, load: () => Promise<PageModule>, loader?: ReturnType<typeof startRouteData>): RouteObject {
  return {
    path,
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <PageFallback />,
    ...(loader ? { loader } : {}),
    // the page's chunk is requested in a task of its own, so the router's start stays a short
    // task on a slow phone (Total Blocking Time)
    lazy: async () => {
      await yieldToMain();
      return { Component: (await load()).default };
    },
  };
}

/** A route that only sends the visitor on (a loader and nothing to show): not a page, and no data. */
export const isRedirectRoute = (r: RouteObject): boolean => Boolean(r.loader) && !r.lazy && !r.element && !r.Component;

const signedInOnly = (children: RouteObject[]): RouteObject => ({
  element: (
    <RequireAuth>
      <Outlet />
    </RequireAuth>
  ),
  children,
});

// --- page modules (one import per module, shared by the paths that use it) ---
const landing = () => import('@/features/discovery/pages/LandingPage');
const taLanding = () => import('@/features/discovery/pages/ThemeAnimationLandingPage');
const browse = () => import('@/features/discovery/pages/BrowsePage');
const theme = () => import('@/features/discovery/pages/ThemePage');
const campaign = () => import('@/features/discovery/pages/CampaignPage');
const faq = () => import('@/features/help/pages/FaqPage');
const tutorials = () => import('@/features/help/pages/TutorialsPage');
const terms = () => import('@/features/help/pages/TermsPage');
const privacy = () => import('@/features/help/pages/PrivacyPage');
const styleGuide = () => import('@/features/help/pages/StyleGuidePage');
const login = () => import('@/features/accounts/pages/LoginPage');
const register = () => import('@/features/accounts/pages/RegisterPage');
const offerLogin = () => import('@/features/accounts/pages/OfferLoginPage');
const offerRegister = () => import('@/features/accounts/pages/OfferRegisterPage');
const passwordReset = () => import('@/features/accounts/pages/PasswordResetPage');
const changePassword = () => import('@/features/accounts/pages/ChangePasswordPage');
const alertReset = () => import('@/features/accounts/pages/AlertResetViewedPage');
const signupCheckout = () => import('@/features/accounts/pages/SignupCheckoutPage');
const signupThankYou = () => import('@/features/accounts/pages/SignupThankYouPage');
const personalise = () => import('@/features/personalise/pages/PersonalisePage');
const list = () => import('@/features/projects/pages/ListPage');
const inviteOthers = () => import('@/features/invite/pages/InviteOthersPage');
const edit = () => import('./routes/EditRoute');
const preview = () => import('@/features/preview/pages/PreviewPage');
const checkout = () => import('@/features/checkout/pages/CheckoutPage');
const thankYou = () => import('@/features/thank-you/pages/ThankYouPage');
const boxSetThankYou = () => import('@/features/thank-you/pages/BoxSetThankYouPage');
const viewer = () => import('@/features/viewer/pages/ViewerPage');
const invitee = () => import('@/features/invite/pages/InviteePage');
const inviteThankYou = () => import('@/features/invite/pages/InviteThankYouPage');
const inviteContact = () => import('@/features/invite/pages/InviteContactPage');
const record = () => import('./routes/RecordRoute');
const qrWelcome = () => import('@/features/cards/pages/QrWelcomePage');
const boxSetAdd = () => import('@/features/cards/pages/BoxSetAddPage');
const boxSetLink = () => import('@/features/cards/pages/BoxSetLinkPage');
const boxSetList = () => import('@/features/cards/pages/BoxSetListPage');
const cardProduct = () => import('@/features/cards/pages/CardProductPage');
const scanMore = () => import('@/features/cards/pages/ScanMorePage');

/**
 * The one route table (spec part 2 §2 "Full route table"). With the app's QueryClient, the public
 * pages a visitor lands on start their data with the route (routeData.ts).
 */
export function createRoutes(client?: QueryClient): RouteObject[] {
  const page = (path: string, load: () => Promise<PageModule>, data?: RouteData) =>
    pageRoute(path, load, client && data ? startRouteData(client, data) : undefined);
  return [
    {
      element: <SiteLayout />,
      errorElement: <RouteErrorBoundary />,
      children: [
        page('/', landing, routeData.landing),
        page('/browse', browse, routeData.browse),
        page('/theme/:themeId', theme, routeData.theme),
        page('/video-greeting/:slug', taLanding),
        page('/free-july', campaign),
        page('/free-adobe', campaign),
        page('/free-hmkhq-event', campaign),
        page('/faq', faq),
        page('/tutorials', tutorials),
        page('/terms', terms),
        page('/privacy-policy', privacy),
        page('/template-base-markup', styleGuide),
        page('/login', login),
        page('/login/:redirect', login),
        page('/register', register),
        page('/register/:redirect', register),
        page('/password-reset', passwordReset),
        page('/change-password/:otp', changePassword),
        page('/alert-reset-viewed/:otp/:greetingId', alertReset),
        page('/signup-checkout/:greetingId', signupCheckout),
        page('/signup-thank-you/:greetingId', signupThankYou),
        page('/change/:greetingId', personalise),
        page('/edit/:greetingId', edit),
        page('/invite', inviteOthers),
        page('/invite-others/:greetingId', inviteOthers),
        page('/record/:greetingId', record),
        page('/record-thank-you', record),
        page('/record-thank-you/:greetingId', record),
        page('/preview/:greetingId', preview),
        page('/preview-thank-you/:greetingId', preview),
        page('/checkout/:greetingId', checkout),
        page('/thank-you-digital/:greetingId', thankYou),
        page('/thank-you-free/:greetingId', thankYou),
        page('/thank-you-qr/:greetingId', thankYou),
        page('/thank-you-reply/:greetingId', thankYou),
        page('/thankyou/:greetingId', thankYou),
        page('/thankyou-thank-you/:greetingId', thankYou),
        page('/thank-you-qr-box/:greetingId', boxSetThankYou),
        page('/qrbox-scan-more/:greetingId', scanMore),
        page('/vid/:uuid', viewer, routeData.viewer),
        // a greeting's download link ({shareUrl}/download) opened as a page, not fetched by 'Download
        // and save': the recipient page, which has that button
        { path: '/vid/:uuid/download', loader: ({ params }) => redirect(paths.viewer(params.uuid ?? '')) },
        page('/in/:code', invitee, routeData.invitee),
        page('/in/:code/record/:greetingId', record),
        page('/view-invite-thank-you', inviteThankYou),
        page('/view-invite-contact', inviteContact),
        signedInOnly([page('/create/:taId', personalise), page('/list', list), page('/change-password', changePassword)]),
        // the slug form of the theme-animation landing; an unknown slug shows the not-found page
        page('/:slug', taLanding),
        { path: '*', element: <NotFound /> },
      ],
    },
    {
      // card-scan (QR) and trial flows: the logo-only bar
      element: <BarLayout />,
      errorElement: <RouteErrorBoundary />,
      children: [
        page('/offer-login', offerLogin),
        page('/offer-register', offerRegister),
        page('/view-invite-trial-login', offerLogin),
        page('/view-invite-trial-register', offerRegister),
        page('/qr-setup/:qrKey/login', login),
        page('/qr-setup/:qrKey/register', register),
        page('/qr-setup/:qrKey/password-reset', passwordReset),
        page('/qr-setup/:qrKey/terms', terms),
        page('/qr-setup/:qrKey/privacy-policy', privacy),
        page('/qr-setup/:qrKey/faq', faq),
        page('/qr-setup/:qrKey/tutorials', tutorials),
        page('/qr/:key', qrWelcome),
        page('/qr-setup/:qrKey', qrWelcome),
        page('/qr-setup/:qrKey/list', boxSetList),
        page('/qr-setup/:qrKey/:taId/add', boxSetAdd),
        page('/qr-setup/:qrKey/:greetingId/link', boxSetLink),
        page('/qr-setup/:qrKey/:sku/:skuId', cardProduct),
        signedInOnly([
          page('/qr-setup/:qrKey/change-password', changePassword),
          page('/qr-setup/:qrKey/create/:taId', personalise),
        ]),
      ],
    },
  ];
}

/** The table without route data (tests count every call a page makes themselves). */
export const routes: RouteObject[] = createRoutes();
