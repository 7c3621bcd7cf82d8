import { PageHeading } from '../../../shared/ui/PageHeading';

/** Placeholder until its issue lands. */
export default function AlertResetViewedPage() {
  return (
    <section className="container">
      <PageHeading>Your Alert Has Been Reset</PageHeading>
    </section>
  );
}
