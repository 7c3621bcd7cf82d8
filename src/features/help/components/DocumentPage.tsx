import type { ReactNode } from 'react';
import { useScrollToHash } from '@/features/help/lib/useScrollToHash';
import { HelpHeader } from './HelpHeader';
import styles from './DocumentPage.module.css';

export type DocSection = { id: string; title: string; body: ReactNode };

/** FAQ, terms and privacy: Back + heading, a contents list of anchors, then the anchored sections. */
export function DocumentPage({ title, intro, sections }: { title: string; intro?: ReactNode; sections: DocSection[] }) {
  useScrollToHash();
  return (
    <article className={`container ${styles.page}`}>
      <HelpHeader title={title} />
      {intro}
      <nav aria-label="Contents" className={styles.toc}>
        <h2 className={styles.tocTitle}>Contents</h2>
        <ol>
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className={styles.section}>
          <h2 id={`${s.id}-title`}>{s.title}</h2>
          {s.body}
        </section>
      ))}
    </article>
  );
}
