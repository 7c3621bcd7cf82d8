import { PageHeading } from '../../../shared/ui/PageHeading';

/** Placeholder until its issue lands. */
export default function SignupThankYouPage() {
  return (
    <section className="container">
      <PageHeading>Sign up</PageHeading>
    </section>
  );
}
