import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useQrLink } from '@/shared/lib/useQrLink';
import { isInApp, withInApp } from '@/features/help/rules/inApp';

/** A link to another page from a help page: stays inside a QR flow and keeps the in-app flag. */
export function HelpLink({ to, children }: { to: string; children: ReactNode }) {
  const { link } = useQrLink();
  const { search } = useLocation();
  return <Link to={withInApp(link(to), isInApp(search))}>{children}</Link>;
}
