import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { viewerGreetingQuery } from '@/api/viewer/queries';
import { demoNotFoundNote } from '@/shared/config/demo';
import { Viewer } from '@/features/viewer/components/Viewer';
import { ViewerSkeleton } from '@/features/viewer/components/ViewerSkeleton';
import { VIEWER_TEXT } from '@/features/viewer/rules/text';

/**
 * /vid/{uuid}: the recipient's page. Public: signed out, or signed in as anyone; owner-only
 * controls come from the server's isOwner. An unknown uuid shows the server's message and a way home.
 */
export default function ViewerPage() {
  const { uuid = '' } = useParams();
  const { data } = useSuspenseQuery(viewerGreetingQuery(uuid));
  return (
    <div className="container">
      <Viewer key={data.item.uuid} item={data.item} />
    </div>
  );
}

export function Fallback() {
  return (
    <div className="container">
      <ViewerSkeleton />
    </div>
  );
}

// a demo link opened in another browser says why it finds nothing
export const errorHeading = { text: VIEWER_TEXT.errorHeading, notFoundNote: demoNotFoundNote };
