import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { editDetailQuery } from '@/api/editor/queries';
import { paths } from '@/shared/config/paths';
import { loadErrorKind } from '@/shared/lib/loadErrorKind';
import { LoadError } from '@/shared/ui/LoadError';
import { PageHeading } from '@/shared/ui/PageHeading';
import { useToast } from '@/shared/ui/Toasts';
import { Editor } from '@/features/editor/components/Editor';
import { EditorSkeleton } from '@/features/editor/components/EditorSkeleton';

/** Spec part 2 §2 sends a locked greeting to /list; this toast says why. */
export const LOCKED_TOAST = 'This Video Greeting has been finished, so it can no longer be changed.';

type EditPageProps = {
  /** The sign-up prompt (composed in by the route); shown to anonymous users once clips exist or past step 3. */
  signupAlert?: ReactNode;
};

/** /edit/{greetingId}: loads the greeting; a locked one goes to /list (spec part 2 §2). */
export default function EditPage({ signupAlert }: EditPageProps) {
  const { greetingId = '' } = useParams();
  const query = useQuery(editDetailQuery(greetingId));

  if (query.isPending) return <EditorSkeleton />;
  // a refusal (403 sign in, 404) hides what was shown before; a passing failure of a reload
  // (offline for a moment) leaves the editor, and its uploads, where they are
  const refused = query.isError && loadErrorKind(query.error) !== 'retry';
  if (query.data === undefined || refused) {
    return (
      <section className="container">
        <LoadError
          heading={<PageHeading>Your Video Greeting</PageHeading>}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </section>
    );
  }
  if (query.data.fizz.isLocked) return <LockedRedirect />;
  return <Editor key={greetingId} greetingId={greetingId} detail={query.data} signupAlert={signupAlert} />;
}

/** A finished greeting can no longer change: to /list, with a toast that says so. */
function LockedRedirect() {
  const navigate = useNavigate();
  const toast = useToast();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    toast.show({ title: LOCKED_TOAST, variant: 'info' });
    void navigate(paths.list(), { replace: true });
  }, [navigate, toast]);
  return <EditorSkeleton />;
}
