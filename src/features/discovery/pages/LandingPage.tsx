import { PageHeading } from '../../../shared/ui/PageHeading';

/** Placeholder until its issue lands. */
export default function LandingPage() {
  return (
    <section className="container">
      <PageHeading>Video Greetings</PageHeading>
    </section>
  );
}
