import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { EditDetail } from '@/api/editor/schemas';
import { paths } from '@/shared/config/paths';
import { MESSAGES } from '@/shared/lib/errorMessage';
import { LoadError } from '@/shared/ui/LoadError';
import { Skeleton, SkeletonRegion } from '@/shared/ui/Skeleton';
import styles from './Preview.module.css';

// The player is its own chunk, loaded only on this route; the page starts loading it on arrival.
// It is not a lazy() under Suspense: React holds a revealed Suspense fallback for 300 ms, which
// would delay the first frame for nothing.
type PlayerModule = typeof import('./player/InstantPlayer');
let loadedPlayer: PlayerModule | null = null;
let loadingPlayer: Promise<PlayerModule> | null = null;

function loadPlayer(): Promise<PlayerModule> {
  loadingPlayer ??= import('./player/InstantPlayer').then(
    (m) => (loadedPlayer = m),
    (error: unknown) => {
      loadingPlayer = null; // the next attempt loads it again
      throw error;
    },
  );
  return loadingPlayer;
}
export const preloadPlayer = () => void loadPlayer().catch(() => undefined);

/** The player module: at once when it is already loaded, else once it is (or its failure). */
function usePlayerModule() {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ module: PlayerModule | null; failed: boolean }>({ module: loadedPlayer, failed: false });
  useEffect(() => {
    if (state.module) return;
    let live = true;
    loadPlayer().then(
      (module) => live && setState({ module, failed: false }),
      () => live && setState({ module: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [state.module, attempt]);
  const retry = () => {
    setState({ module: null, failed: false });
    setAttempt((a) => a + 1);
  };
  return { ...state, retry };
}

/** Set when 'Watch it now' is pressed; the player sets 'instant-preview:first-frame' (measured by e2e). */
export const WATCH_MARK = 'instant-preview:requested';

const StageSkeleton = () => (
  <SkeletonRegion label="Loading the instant preview…">
    <Skeleton aspectRatio="16 / 9" />
  </SkeletonRegion>
);

/** 'Watch it now': the greeting's own parts (its edit-flow detail, read by the page) played by the instant player. */
type InstantPreviewProps = { greetingId: string; greeting: EditDetail['greeting']; hold: boolean; autoFocus: boolean };

export function InstantPreview({ greetingId, greeting, hold, autoFocus }: InstantPreviewProps) {
  const player = usePlayerModule();
  // the chunk itself failed (a lost connection): the load message, and another attempt
  if (player.failed) return <LoadError error={MESSAGES.network} onRetry={player.retry} />;
  if (!player.module) return <StageSkeleton />;
  const InstantPlayer = player.module.default;
  return (
    <>
      <InstantPlayer greeting={greeting} hold={hold} autoFocus={autoFocus} />
      {greeting.videos.length === 0 && (
        <p className={styles.noClips}>
          There are no photos or videos in this greeting yet, so the preview is the intro alone. Clips can be added in the editor:{' '}
          <Link to={paths.edit(greetingId)}>add photos and videos</Link>.
        </p>
      )}
    </>
  );
}
