import { PageHeading } from '../../../shared/ui/PageHeading';

/** Placeholder until its issue lands. */
export default function OfferRegisterPage() {
  return (
    <section className="container">
      <PageHeading>Create an account</PageHeading>
    </section>
  );
}
