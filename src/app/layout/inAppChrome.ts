import { useLocation } from 'react-router-dom';
import { isInApp } from '@/features/help/rules/inApp';

const HELP_PAGE = /^(\/qr-setup\/[^/]+)?\/(faq|terms|privacy-policy)\/?$/;

/**
 * Spec part 1 §2: FAQ, terms and privacy have a different header for in-app use (the mobile app
 * opens them with ?inapp=1): the site's navigation bar and footer give way to the page's own bar.
 */
export function hidesSiteChrome(pathname: string, search: string): boolean {
  return HELP_PAGE.test(pathname) && isInApp(search);
}

export function useHidesSiteChrome(): boolean {
  const { pathname, search } = useLocation();
  return hidesSiteChrome(pathname, search);
}
