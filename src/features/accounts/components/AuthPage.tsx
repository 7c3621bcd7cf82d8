import type { ReactNode } from 'react';
import { PageHeading } from '@/shared/ui/PageHeading';
import formLayout from '@/shared/ui/FormLayout.module.css';
import styles from './Auth.module.css';

/** The frame of every account page: a narrow card with the page's h1. */
export function AuthPage({ title, lead, children }: { title: ReactNode; lead?: ReactNode; children: ReactNode }) {
  return (
    <section className={`container ${styles.page}`}>
      <div className={styles.card}>
        <PageHeading>{title}</PageHeading>
        {lead && <p className={formLayout.lead}>{lead}</p>}
        {children}
      </div>
    </section>
  );
}
