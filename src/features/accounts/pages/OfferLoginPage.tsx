import { PageHeading } from '../../../shared/ui/PageHeading';

/** Placeholder until its issue lands. */
export default function OfferLoginPage() {
  return (
    <section className="container">
      <PageHeading>Sign In</PageHeading>
    </section>
  );
}
