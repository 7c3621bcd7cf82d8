import { PageHeading } from '../../../shared/ui/PageHeading';

/** Placeholder until its issue lands. */
export default function CampaignPage() {
  return (
    <section className="container">
      <PageHeading>Free Video Greeting</PageHeading>
    </section>
  );
}
