import { PageHeading } from '../../../shared/ui/PageHeading';

/** Placeholder until its issue lands. */
export default function SignupCheckoutPage() {
  return (
    <section className="container">
      <PageHeading>Sign up</PageHeading>
    </section>
  );
}
