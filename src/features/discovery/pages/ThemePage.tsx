import { PageHeading } from '../../../shared/ui/PageHeading';

/** Placeholder until its issue lands. */
export default function ThemePage() {
  return (
    <section className="container">
      <PageHeading>Theme</PageHeading>
    </section>
  );
}
