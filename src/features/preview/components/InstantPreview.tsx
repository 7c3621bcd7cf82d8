import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { EditDetail } from '../../../api/editor/schemas';
import { paths } from '../../../shared/config/paths';
import { LoadError } from '../../../shared/ui/LoadError';
import { Skeleton, SkeletonRegion } from '../../../shared/ui/Skeleton';
import { chosenMusicUrl } from '../rules/timeline';
import styles from './Preview.module.css';

// the player is its own chunk, loaded only on this route (the page starts loading it on arrival)
const loadPlayer = () => import('./player/InstantPlayer');
const InstantPlayer = lazy(loadPlayer);
export const preloadPlayer = () => void loadPlayer();

/** Set when 'Watch it now' is pressed; the player sets 'instant-preview:first-frame' (measured by e2e). */
export const WATCH_MARK = 'instant-preview:requested';

type EditFlowQuery = { isPending: boolean; isError: boolean; error: unknown; data: EditDetail | undefined; refetch: () => unknown };

const StageSkeleton = () => (
  <SkeletonRegion label="Loading the instant preview…">
    <Skeleton aspectRatio="16 / 9" />
  </SkeletonRegion>
);

/** 'Watch it now': the greeting's own parts (edit-flow detail) played by the instant player. */
type InstantPreviewProps = { fizzId: string; intro: string | null; editFlow: EditFlowQuery; hold: boolean };

export function InstantPreview({ fizzId, intro, editFlow, hold }: InstantPreviewProps) {
  if (editFlow.isPending) return <StageSkeleton />;
  if (editFlow.isError || !editFlow.data) return <LoadError error={editFlow.error} onRetry={() => void editFlow.refetch()} />;
  const { fizz } = editFlow.data;
  return (
    <>
      <Suspense fallback={<StageSkeleton />}>
        <InstantPlayer name={fizz.name} intro={intro} clips={fizz.videos} music={chosenMusicUrl(fizz.music)} hold={hold} />
      </Suspense>
      {fizz.videos.length === 0 && (
        <p className={styles.noClips}>
          There are no photos or videos in this greeting yet, so the preview is the intro alone. Clips can be added
          in the editor: <Link to={paths.edit(fizzId)}>add photos and videos</Link>.
        </p>
      )}
    </>
  );
}
