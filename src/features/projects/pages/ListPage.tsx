import { PageHeading } from '../../../shared/ui/PageHeading';

/** Placeholder until its issue lands. */
export default function ListPage() {
  return (
    <section className="container">
      <PageHeading>My Video Greetings</PageHeading>
    </section>
  );
}
