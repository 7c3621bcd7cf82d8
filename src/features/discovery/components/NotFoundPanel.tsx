import { ButtonLink } from '../../../shared/ui/Button';
import { PageHeading } from '../../../shared/ui/PageHeading';
import styles from './Section.module.css';

/** An unknown theme or template: a clear message and a way back. */
export function NotFoundPanel({ title, message, backTo, backLabel }: { title: string; message: string; backTo: string; backLabel: string }) {
  return (
    <section className={`container ${styles.section}`}>
      <PageHeading>{title}</PageHeading>
      <p>{message}</p>
      <ButtonLink to={backTo}>{backLabel}</ButtonLink>
    </section>
  );
}
