import { PageHeading } from '../../../shared/ui/PageHeading';

/** Placeholder until its issue lands. */
export default function TermsPage() {
  return (
    <section className="container">
      <PageHeading>Terms of Use</PageHeading>
    </section>
  );
}
