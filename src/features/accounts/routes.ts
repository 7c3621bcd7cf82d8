import { dataIn, inCardFlow, pagesOf, personal, type PageRoute, type RouteDef } from '@/shared/config/routeDef';

const page = pagesOf('accounts');
const data = dataIn(() => import('./loaders'));

const login: PageRoute = { path: '/login', page: page('LoginPage'), head: { title: 'Sign in' } };
const register: PageRoute = { path: '/register', page: page('RegisterPage'), head: { title: 'Create an account' } };
const passwordReset: PageRoute = {
  path: '/password-reset',
  page: page('PasswordResetPage'),
  head: { title: 'Reset your password' },
};
const changePassword: PageRoute = {
  path: '/change-password',
  page: page('ChangePasswordPage'),
  head: personal('Change password'),
  signedInOnly: true,
};

/** Sign in and up, their card-scan, offer and trial forms, passwords, and sign-up before buying. */
export const accountsRoutes: RouteDef[] = [
  { ...login, start: {} },
  { path: '/login/:redirect', page: page('LoginPage'), head: { title: 'Sign in' } },
  register,
  { path: '/register/:redirect', page: page('RegisterPage'), head: { title: 'Create an account' } },
  passwordReset,
  { path: '/change-password/:otp', page: page('ChangePasswordPage'), head: personal('Change password') },
  { path: '/alert-reset-viewed/:otp/:greetingId', page: page('AlertResetViewedPage'), head: personal('View alert reset') },
  {
    path: '/signup-checkout/:greetingId',
    page: page('SignupCheckoutPage'),
    head: personal('Create an account to check out'),
    data: data('signupFirst'),
  },
  {
    path: '/signup-thank-you/:greetingId',
    page: page('SignupThankYouPage'),
    head: personal('Create an account'),
    data: data('signupFirst'),
  },
  changePassword,
  {
    path: '/offer-login',
    page: page('OfferLoginPage'),
    head: { title: 'Sign in' },
    layout: 'bar',
    data: data('offerLogin'),
  },
  {
    path: '/offer-register',
    page: page('OfferRegisterPage'),
    head: { title: 'Create an account' },
    layout: 'bar',
    data: data('offerRegister'),
  },
  {
    path: '/view-invite-trial-login',
    page: page('OfferLoginPage'),
    head: personal('Sign in'),
    layout: 'bar',
    data: data('trialLogin'),
  },
  {
    path: '/view-invite-trial-register',
    page: page('OfferRegisterPage'),
    head: personal('Create an account'),
    layout: 'bar',
    data: data('trialRegister'),
  },
  ...[login, register, passwordReset, changePassword].map(inCardFlow),
];
