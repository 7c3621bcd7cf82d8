import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { viewerGreetingQuery } from '@/api/viewer/queries';
import { useDeferredQuery } from '@/shared/lib/useDeferredQuery';
import { LoadError } from '@/shared/ui/LoadError';
import { PageHeading } from '@/shared/ui/PageHeading';
import { Viewer } from '@/features/viewer/components/Viewer';
import { ViewerSkeleton } from '@/features/viewer/components/ViewerSkeleton';
import { VIEWER_TEXT } from '@/features/viewer/rules/text';

/**
 * /vid/{uuid}: the recipient's page. Public: signed out, or signed in as anyone; owner-only
 * controls come from the server's isOwner. An unknown uuid shows the server's message and a way home.
 */
export default function ViewerPage() {
  const { uuid = '' } = useParams();
  const query = useDeferredQuery(useQuery(viewerGreetingQuery(uuid)));

  return (
    <div className="container">
      {query.isPending ? (
        <ViewerSkeleton />
      ) : query.isError || !query.data ? (
        <LoadError
          heading={<PageHeading>{VIEWER_TEXT.errorHeading}</PageHeading>}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Viewer key={query.data.item.uuid} item={query.data.item} />
      )}
    </div>
  );
}
