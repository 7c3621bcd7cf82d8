import { PageHeading } from '../../../shared/ui/PageHeading';

/** Placeholder until its issue lands. */
export default function BrowsePage() {
  return (
    <section className="container">
      <PageHeading>Choose an occasion</PageHeading>
    </section>
  );
}
