import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { editDetailQuery } from '../../../api/editor/queries';
import { paths } from '../../../shared/config/paths';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { useSignedIn } from '../../../shared/lib/useSignedIn';
import { Alert } from '../../../shared/ui/Alert';
import { ButtonLink } from '../../../shared/ui/Button';
import { PageHeading } from '../../../shared/ui/PageHeading';
import { PageSpinner } from '../../../shared/ui/Spinner';
import { Editor } from '../components/Editor';

type EditPageProps = {
  /** The sign-up prompt (composed in by the route); shown to anonymous users once clips exist or past step 3. */
  signupAlert?: ReactNode;
};

/** /edit/{fizzId}: loads the greeting; a locked one goes to /list (spec part 2 §2). */
export default function EditPage({ signupAlert }: EditPageProps) {
  const { fizzId = '' } = useParams();
  const query = useQuery(editDetailQuery(fizzId));
  const signedIn = useSignedIn();

  if (query.data === undefined) {
    if (query.isPending) return <PageSpinner label="Loading your Video Greeting…" />;
    return (
      <section className="container">
        <PageHeading>Your Video Greeting</PageHeading>
        <Alert variant="danger">{errorMessage(query.error)}</Alert>
        {!signedIn && (
          <p>
            <ButtonLink to={paths.login(paths.edit(fizzId))}>Sign In</ButtonLink>
          </p>
        )}
      </section>
    );
  }
  if (query.data.fizz.isLocked) return <Navigate to={paths.list()} replace />;
  return <Editor key={fizzId} fizzId={fizzId} detail={query.data} signupAlert={signupAlert} />;
}
