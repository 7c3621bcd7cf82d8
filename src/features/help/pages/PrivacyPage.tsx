import { PageHeading } from '../../../shared/ui/PageHeading';

/** Placeholder until its issue lands. */
export default function PrivacyPage() {
  return (
    <section className="container">
      <PageHeading>Privacy Policy</PageHeading>
    </section>
  );
}
