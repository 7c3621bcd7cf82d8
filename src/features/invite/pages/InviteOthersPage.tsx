import { PageHeading } from '../../../shared/ui/PageHeading';

/** Placeholder until its issue lands. */
export default function InviteOthersPage() {
  return (
    <section className="container">
      <PageHeading>Invite Friends to Contribute</PageHeading>
    </section>
  );
}
