import { ButtonLink } from './Button';
import { PageHeading } from './PageHeading';
import styles from './NotFound.module.css';

/** Spec part 2 §2: the not-found page, word for word. */
export function NotFound() {
  return (
    <section className={`container ${styles.notFound}`}>
      <PageHeading>Page not found</PageHeading>
      <p>We're sorry, we couldn't find the page you're looking for.</p>
      <ButtonLink to="/">Go to the homepage</ButtonLink>
    </section>
  );
}
