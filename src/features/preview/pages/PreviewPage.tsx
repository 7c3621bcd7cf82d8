import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { editDetailQuery } from '@/api/editor/queries';
import type { Finalize } from '@/api/preview/schemas';
import { paths } from '@/shared/config/paths';
import { Alert } from '@/shared/ui/Alert';
import { Button, ButtonLink } from '@/shared/ui/Button';
import { PageHeading } from '@/shared/ui/PageHeading';
import { VideoPlayer } from '@/shared/ui/VideoPlayer';
import { FinishDialog } from '@/features/preview/components/FinishDialog';
import { InstantPreview, preloadPlayer, WATCH_MARK } from '@/features/preview/components/InstantPreview';
import { PreviewSkeleton } from '@/features/preview/components/PreviewSkeleton';
import { ProcessingNotice } from '@/features/preview/components/ProcessingNotice';
import { useFinalizeOnArrival } from '@/features/preview/hooks/useFinalizeOnArrival';
import { useFinish } from '@/features/preview/hooks/useFinish';
import { useProcessing } from '@/features/preview/hooks/useProcessing';
import { arrivalStep, isThankYouPreview } from '@/features/preview/rules/arrival';
import styles from '@/features/preview/components/Preview.module.css';

/** `/preview/{greetingId}?watch=1` opens with the instant preview already playing (the editor's 'Watch it now'). */
export const WATCH_PARAM = 'watch';

export const NO_STITCHED_VIDEO = "The finished video couldn't be put together yet. You can still watch it now in your browser.";

/**
 * /preview/{greetingId} and /preview-thank-you/{greetingId} (part 2 §2, §4): the combine request on
 * arrival, the processing notice until the stitched video is ready, the instant preview, and
 * 'It's finished' → lock → where purchaseRoute says.
 */
export default function PreviewPage() {
  const { greetingId = '' } = useParams();
  // the combine request is sent (not read) once per visit: this page must not suspend before it is
  const finalize = useFinalizeOnArrival(greetingId);
  useEffect(preloadPlayer, []);
  // its failure is the route's (its 'Try again' opens the page again, which sends it again)
  if (finalize.isError) throw finalize.error;
  if (finalize.isPending) return <PreviewSkeleton />;
  return <PreviewScreen greetingId={greetingId} finalize={finalize.data} />;
}

type PreviewScreenProps = { greetingId: string; finalize: Finalize };

function PreviewScreen({ greetingId, finalize }: PreviewScreenProps) {
  // the greeting's parts, for 'Watch it now' (the route's loader started them with the combine request)
  const editFlow = useSuspenseQuery(editDetailQuery(greetingId));
  const { pathname } = useLocation();
  const isThankyou = isThankYouPreview(finalize, pathname);
  const step = arrivalStep(finalize, isThankyou);
  const processing = useProcessing(greetingId, step === 'processing');
  const finish = useFinish(greetingId, isThankyou);
  const [params] = useSearchParams();
  const [confirming, setConfirming] = useState(false);
  // how the instant preview was asked for: by the link (?watch=1) or the button (null: not yet)
  const [watchRequested, setWatching] = useState<'link' | 'button' | null>(() => (params.has(WATCH_PARAM) ? 'link' : null));

  if (step === 'to-list') return <Navigate to={paths.list()} replace />;

  const video = finalize.video ?? processing.done?.video ?? null;
  const canFinish = !finalize.isLocked;
  // the instant preview is for checking a greeting before it is finished
  const watching = watchRequested !== null && canFinish;
  return (
    <section className={`container ${styles.page}`}>
      <PageHeading>{finalize.title}</PageHeading>
      <p className={styles.lead}>{finalize.body}</p>
      {step === 'processing' && !processing.done && (
        <ProcessingNotice
          offline={processing.offline}
          pollError={processing.pollError}
          canWatch={canFinish && !watching}
          progress={processing.progress}
        />
      )}
      {processing.done && !processing.done.video && (
        <Alert className={styles.notice}>{processing.done.message ?? NO_STITCHED_VIDEO}</Alert>
      )}
      {/* what making the video left out (a clip it could not read) */}
      {processing.done?.video && processing.done.message && (
        <p role="status" className={styles.renderNote}>
          {processing.done.message}
        </p>
      )}

      <div className={styles.stage}>
        {watching ? (
          <InstantPreview
            greetingId={greetingId}
            greeting={editFlow.data.greeting}
            hold={confirming}
            autoFocus={watchRequested === 'button'}
          />
        ) : video ? (
          <VideoPlayer src={video} poster={processing.done?.img ?? finalize.img} title="Your finished Video Greeting" />
        ) : (
          <img className={styles.poster} src={finalize.img} alt="" />
        )}
      </div>

      {canFinish && (
        <div className={styles.actions}>
          {watching ? (
            video && (
              <Button variant="outline" onClick={() => setWatching(null)}>
                Show the finished video
              </Button>
            )
          ) : (
            <Button
              variant="outline"
              onClick={() => {
                performance.mark(WATCH_MARK);
                setWatching('button');
              }}
            >
              Watch it now
            </Button>
          )}
          <Button onClick={() => setConfirming(true)}>It's finished</Button>
          <ButtonLink variant="link" to={paths.edit(greetingId)}>
            Keep editing
          </ButtonLink>
        </div>
      )}
      {canFinish && (
        <FinishDialog
          open={confirming}
          modal={finalize.modal}
          busy={finish.busy}
          error={finish.error}
          onConfirm={finish.finish}
          onClose={() => {
            setConfirming(false);
            finish.clearError();
          }}
        />
      )}
    </section>
  );
}

export { PreviewSkeleton as Fallback };
export const errorHeading = 'Preview';
