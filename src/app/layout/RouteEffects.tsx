import { useEffect } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';
import { trackPage } from '@/shared/lib/analytics';
import { markNavigated } from '@/shared/lib/firstPage';
import styles from './RouteEffects.module.css';
import { useDocumentHead } from './useRouteHead';

/**
 * On every navigation: the page's title and robots meta, scroll to the top (the page heading takes
 * focus itself, see PageHeading) and record a page view (with the new title). A thin bar shows while a lazy route loads.
 */
export function RouteEffects() {
  const { pathname, search, hash, key } = useLocation();
  const navigation = useNavigation();
  useDocumentHead();

  useEffect(() => {
    if (key !== 'default') markNavigated(); // 'default': the page the visit opened on
  }, [key]);

  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);

  useEffect(() => {
    trackPage(`${pathname}${search}`);
  }, [pathname, search]);

  return navigation.state === 'loading' ? <div className={styles.progress} role="progressbar" aria-label="Loading page" /> : null;
}
