import { PageHeading } from '../../../shared/ui/PageHeading';

/** Placeholder until its issue lands. */
export default function ChangePasswordPage() {
  return (
    <section className="container">
      <PageHeading>Change password</PageHeading>
    </section>
  );
}
