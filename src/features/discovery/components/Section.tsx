import { useId, type ReactNode } from 'react';
import styles from './Section.module.css';

/** A page section with its h2, in the page container. */
export function Section({
  title,
  children,
  titleHidden = false,
  contained = true,
}: {
  title: ReactNode;
  children: ReactNode;
  titleHidden?: boolean;
  /** false inside a page that already has the container. */
  contained?: boolean;
}) {
  const id = useId();
  return (
    <section className={`${contained ? 'container' : ''} ${styles.section}`} aria-labelledby={id}>
      <h2 id={id} className={titleHidden ? 'visually-hidden' : styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
