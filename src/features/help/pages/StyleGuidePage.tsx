import { PageHeading } from '../../../shared/ui/PageHeading';

/** Placeholder until its issue lands. */
export default function StyleGuidePage() {
  return (
    <section className="container">
      <PageHeading>Style guide</PageHeading>
    </section>
  );
}
