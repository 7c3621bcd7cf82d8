import { PageHeading } from '../../../shared/ui/PageHeading';

/** Placeholder until its issue lands. */
export default function ThemeAnimationLandingPage() {
  return (
    <section className="container">
      <PageHeading>Video Greeting</PageHeading>
    </section>
  );
}
