import { PageHeading } from '../../../shared/ui/PageHeading';

/** Placeholder until its issue lands. */
export default function PasswordResetPage() {
  return (
    <section className="container">
      <PageHeading>Reset your password</PageHeading>
    </section>
  );
}
