import { PageHeading } from '../../../shared/ui/PageHeading';

/** Placeholder until its issue lands. */
export default function FaqPage() {
  return (
    <section className="container">
      <PageHeading>FAQ</PageHeading>
    </section>
  );
}
