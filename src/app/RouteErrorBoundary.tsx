import { useQueryClient } from '@tanstack/react-query';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { errorMessage } from '@/shared/lib/errorMessage';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { NotFound } from '@/shared/ui/NotFound';
import { PageHeading } from '@/shared/ui/PageHeading';

/** A chunk that fails to load (offline, or a new deploy) needs a full reload to recover. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message)
  );
}

/** Each route's error boundary: says what went wrong and offers a retry. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;

  const retry = () => {
    if (isChunkLoadError(error)) {
      window.location.reload();
      return;
    }
    queryClient.resetQueries({ predicate: (q) => q.state.status === 'error' });
    navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
  };
  const message = isChunkLoadError(error)
    ? 'This page could not be loaded. Please check your connection and try again.'
    : isRouteErrorResponse(error)
      ? error.statusText || 'Something went wrong.'
      : errorMessage(error);
  return (
    <section className="container">
      <PageHeading>Something went wrong</PageHeading>
      <Alert variant="danger">{message}</Alert>
      <Button onClick={retry}>Try again</Button>
    </section>
  );
}
