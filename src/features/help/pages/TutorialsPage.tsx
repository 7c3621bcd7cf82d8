import { PageHeading } from '../../../shared/ui/PageHeading';

/** Placeholder until its issue lands. */
export default function TutorialsPage() {
  return (
    <section className="container">
      <PageHeading>Tutorials</PageHeading>
    </section>
  );
}
