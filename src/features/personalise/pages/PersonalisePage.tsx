import { PageHeading } from '../../../shared/ui/PageHeading';

/** Placeholder until its issue lands. */
export default function PersonalisePage() {
  return (
    <section className="container">
      <PageHeading>Personalize</PageHeading>
    </section>
  );
}
