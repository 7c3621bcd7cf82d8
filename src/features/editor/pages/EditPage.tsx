import { PageHeading } from '../../../shared/ui/PageHeading';

/** Placeholder until its issue lands. */
export default function EditPage() {
  return (
    <section className="container">
      <PageHeading>Edit</PageHeading>
    </section>
  );
}
