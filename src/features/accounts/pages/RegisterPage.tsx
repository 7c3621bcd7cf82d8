import { PageHeading } from '../../../shared/ui/PageHeading';

/** Placeholder until its issue lands. */
export default function RegisterPage() {
  return (
    <section className="container">
      <PageHeading>Create an account</PageHeading>
    </section>
  );
}
