import { lazy, Suspense } from 'react';
import type { ViewerGreeting } from '@/api/viewer/schemas';
import { PageHeading } from '@/shared/ui/PageHeading';
import { useAfterPlayer } from '@/features/viewer/hooks/useAfterPlayer';
import { useViewCounter } from '@/features/viewer/hooks/useViewCounter';
import { VIEWER_TEXT } from '@/features/viewer/rules/text';
import { ownerLeftOutNote, playerState } from '@/features/viewer/rules/videoState';
import { CommentsSkeleton } from './CommentsSkeleton';
import { GreetingPlayer } from './GreetingPlayer';
import { KomenBanner } from './KomenBanner';
import { PlaylistPlayer } from './PlaylistPlayer';
import { ShareSection } from './ShareSection';
import { StatsBar } from './StatsBar';
import { CreateOwnSection, ThankYouSection } from './ThankYouSection';
import { VideoFailed } from './VideoFailed';
import styles from './Viewer.module.css';

// comments and the offer (with its markup sanitiser) load after the player, in their own chunks
const Comments = lazy(() => import('./Comments'));
const ViewerOffer = lazy(() => import('./ViewerOffer'));

/**
 * The recipient page's content (part 2 §2): the player first, then what the greeting switches on.
 * The parts that load later (the offer, comments) sit below the share and thank-you sections, so
 * their arrival moves nothing on a phone's first screen.
 */
export function Viewer({ item }: { item: ViewerGreeting }) {
  const countView = useViewCounter(item.uuid);
  const afterPlayer = useAfterPlayer();
  const playlist = item.showMultiPlayer ? item.videos.filter((v) => v.video) : [];
  const leftOut = ownerLeftOutNote(item);

  return (
    <div className={styles.main}>
      <div className={styles.intro}>
        <PageHeading className={styles.title}>{item.title}</PageHeading>
        <p className={styles.lead}>{VIEWER_TEXT.lead}</p>
      </div>
      {playlist.length > 0 ? (
        <PlaylistPlayer videos={playlist} title={item.title} onPlay={countView} />
      ) : (
        <GreetingPlayer
          src={item.video}
          unavailable={playerState(item) === 'failed' ? <VideoFailed item={item} /> : undefined}
          poster={item.img}
          title={item.title}
          onPlay={countView}
        />
      )}
      {/* to its owner: the clips the finished video left out, named as the clip list names them */}
      {leftOut && <p className={styles.leftOut}>{leftOut}</p>}
      {item.showVideoStats && <StatsBar uuid={item.uuid} />}
      {item.bannerType === 'komen' && <KomenBanner />}
      <ShareSection item={item} />
      <ThankYouSection
        greetingId={item.greetingId}
        animation={{ video: item.thankyouAnimation, img: item.thankyouAnimationImg }}
        showPreview={afterPlayer}
      />
      {item.offer && afterPlayer && (
        <div className={styles.offerSlot}>
          <Suspense fallback={null}>
            <ViewerOffer offer={item.offer} />
          </Suspense>
        </div>
      )}
      {item.showComments &&
        (afterPlayer ? (
          <Suspense fallback={<CommentsSkeleton />}>
            <Comments uuid={item.uuid} isOwner={item.isOwner} />
          </Suspense>
        ) : (
          <CommentsSkeleton />
        ))}
      <CreateOwnSection />
    </div>
  );
}
