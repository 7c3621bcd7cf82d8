import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { useQrLink } from '@/shared/lib/useQrLink';
import { PageHeading } from '@/shared/ui/PageHeading';
import { backAction, isInApp } from '@/features/help/rules/inApp';
import styles from './HelpHeader.module.css';

/**
 * The top of the FAQ, terms and privacy pages: a Back control and the page's h1. With ?inapp=1
 * (opened from the mobile app) it becomes a compact app-style header bar.
 */
export function HelpHeader({ title, children }: { title: string; children?: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { qrKey } = useQrLink();
  const inApp = isInApp(location.search);
  const goBack = () => {
    const action = backAction(location.key, qrKey ? paths.qrScan(qrKey) : null);
    if (action.kind === 'history') navigate(-1);
    else navigate(action.to);
  };
  return (
    <div className={inApp ? styles.appBar : styles.siteHeader} data-variant={inApp ? 'in-app' : 'site'}>
      <button type="button" className={styles.back} onClick={goBack}>
        <span aria-hidden="true">‹ </span>Back
      </button>
      <PageHeading className={inApp ? styles.appTitle : styles.title}>{title}</PageHeading>
      {children}
    </div>
  );
}
