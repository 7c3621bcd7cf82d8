import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Outlet, redirect, useLocation, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { NotFound } from '@/shared/ui/NotFound';
import { PageBoundary, type ErrorHeading } from '@/shared/ui/QueryBoundary';
import { BarLayout } from './layout/BarLayout';
import { PageFallback } from './layout/PageFallback';
import { SiteLayout } from './layout/SiteLayout';
import { loaders, type RouteLoader } from './loaders';
import { RequireAuth } from './RequireAuth';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { NOT_FOUND_HEAD, ROUTE_HEADS } from './routeHeads';

/**
 * A page's module: the page, and optionally its skeleton (shown while its queries load) and the
 * heading shown above a failed load.
 */
type PageModule = { default: ComponentType; Fallback?: ComponentType; errorHeading?: ErrorHeading };

/** The page inside its data boundary, which starts afresh on another URL (another greeting). */
function boundedPage({ default: Page, Fallback = PageFallback, errorHeading }: PageModule): ComponentType {
  return function BoundedPage() {
    const { pathname } = useLocation();
    return (
      <PageBoundary key={pathname} fallback={<Fallback />} errorHeading={errorHeading}>
        <Page />
      </PageBoundary>
    );
  };
}

/**
 * Every page is its own lazy chunk, with its own error boundary. Its loader starts the page's
 * queries as the route matches, so they load beside the page's chunk; the page reads them with
 * useSuspenseQuery inside its QueryBoundary (its skeleton, then the page or the failure).
 */
function pageRoute(path: string, load: () => Promise<PageModule>, loader?: LoaderFunction): RouteObject {
  return {
    path,
    loader,
    handle: ROUTE_HEADS[path],
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <PageFallback />,
    lazy: async () => ({ Component: boundedPage(await load()) }),
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

/** The one route table (spec part 2 §2 "Full route table"); each route's loader starts its queries in `client`. */
export function createRoutes(client: QueryClient): RouteObject[] {
  const page = (path: string, load: () => Promise<PageModule>, data?: RouteLoader) =>
    pageRoute(path, load, data && ((args) => data(client, args)));
  return [
    {
      element: <SiteLayout />,
      errorElement: <RouteErrorBoundary />,
      children: [
        page('/', landing, loaders.landing),
        page('/browse', browse, loaders.browse),
        page('/theme/:themeId', theme, loaders.theme),
        page('/video-greeting/:slug', taLanding, loaders.themeAnimationLanding),
        page('/free-july', campaign, loaders.campaign),
        page('/free-adobe', campaign, loaders.campaign),
        page('/free-hmkhq-event', campaign, loaders.campaign),
        page('/faq', faq),
        page('/tutorials', tutorials, loaders.tutorials),
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
        page('/change/:greetingId', personalise, loaders.personalise),
        page('/edit/:greetingId', edit, loaders.edit),
        page('/invite', inviteOthers, loaders.inviteOthers),
        page('/invite-others/:greetingId', inviteOthers, loaders.inviteOthers),
        page('/record/:greetingId', record),
        page('/record-thank-you', record),
        page('/record-thank-you/:greetingId', record),
        page('/preview/:greetingId', preview, loaders.preview),
        page('/preview-thank-you/:greetingId', preview, loaders.preview),
        // the checkout reads its data itself: it is never cached (gcTime 0), so a copy the loader started
        // would be gone before the page mounts
        page('/checkout/:greetingId', checkout),
        page('/thank-you-digital/:greetingId', thankYou, loaders.greetingDetail),
        page('/thank-you-free/:greetingId', thankYou, loaders.greetingDetail),
        page('/thank-you-qr/:greetingId', thankYou, loaders.greetingDetail),
        page('/thank-you-reply/:greetingId', thankYou, loaders.greetingDetail),
        page('/thankyou/:greetingId', thankYou, loaders.greetingDetail),
        page('/thankyou-thank-you/:greetingId', thankYou, loaders.greetingDetail),
        page('/thank-you-qr-box/:greetingId', boxSetThankYou, loaders.greetingDetail),
        page('/qrbox-scan-more/:greetingId', scanMore, loaders.greetingDetail),
        page('/vid/:uuid', viewer, loaders.viewer),
        // a greeting's download link ({shareUrl}/download) opened as a page, not fetched by 'Download
        // and save': the recipient page, which has that button
        { path: '/vid/:uuid/download', loader: ({ params }) => redirect(paths.viewer(params.uuid ?? '')) },
        page('/in/:code', invitee, loaders.invitee),
        page('/in/:code/record/:greetingId', record),
        page('/view-invite-thank-you', inviteThankYou, loaders.actor),
        page('/view-invite-contact', inviteContact, loaders.actor),
        signedInOnly([
          page('/create/:taId', personalise, loaders.personalise),
          page('/list', list, loaders.list),
          page('/change-password', changePassword),
        ]),
        // the slug form of the theme-animation landing; an unknown slug shows the not-found page
        page('/:slug', taLanding, loaders.themeAnimationLanding),
        { path: '*', element: <NotFound />, handle: NOT_FOUND_HEAD },
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
        page('/qr-setup/:qrKey/tutorials', tutorials, loaders.tutorials),
        page('/qr/:key', qrWelcome, loaders.qrScan),
        page('/qr-setup/:qrKey', qrWelcome, loaders.qrScan),
        page('/qr-setup/:qrKey/list', boxSetList, loaders.boxSetList),
        page('/qr-setup/:qrKey/:taId/add', boxSetAdd, loaders.boxSetAdd),
        page('/qr-setup/:qrKey/:greetingId/link', boxSetLink, loaders.boxSetLink),
        page('/qr-setup/:qrKey/:sku/:skuId', cardProduct, loaders.qrScan),
        signedInOnly([
          page('/qr-setup/:qrKey/change-password', changePassword),
          page('/qr-setup/:qrKey/create/:taId', personalise, loaders.personalise),
        ]),
      ],
    },
  ];
}
