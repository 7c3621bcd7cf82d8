import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { editDetailQuery } from '@/api/editor/queries';
import { paths } from '@/shared/config/paths';
import { loadErrorKind } from '@/shared/lib/loadErrorKind';
import { useToast } from '@/shared/ui/Toasts';
import { Editor } from '@/features/editor/components/Editor';
import { EditorSkeleton } from '@/features/editor/components/EditorSkeleton';

/** Spec part 2 §2 sends a locked greeting to /list; this toast says why. */
export const LOCKED_TOAST = 'This Video Greeting has been finished, so it can no longer be changed.';

type EditPageProps = {
  /** The sign-up prompt (composed in by the route); shown to anonymous users once clips exist or past step 3. */
  signupAlert?: ReactNode;
};

/**
 * /edit/{greetingId}: the greeting's editor; a locked one goes to /list (spec part 2 §2). A refusal
 * (403 sign in, 404) is the route's error; a passing failure of a reload (offline for a moment)
 * keeps the data, so the editor and its uploads stay where they are.
 */
export default function EditPage({ signupAlert }: EditPageProps) {
  const { greetingId = '' } = useParams();
  const { data, error } = useSuspenseQuery(editDetailQuery(greetingId));
  // a reload refused for good (403, 404) hides what was shown before: the route's error says why
  if (error && loadErrorKind(error) !== 'retry') throw error;
  if (data.greeting.isLocked) return <LockedRedirect />;
  return <Editor key={greetingId} greetingId={greetingId} detail={data} signupAlert={signupAlert} />;
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

export { EditorSkeleton as Fallback };
export const errorHeading = 'Your Video Greeting';
