import type { Process } from '@/api/preview/schemas';
import { errorMessage } from '@/shared/lib/errorMessage';
import { RenderProgress } from '@/widgets/RenderProgress';
import { Alert } from '@/shared/ui/Alert';
import styles from './Preview.module.css';

export const PROCESSING_TEXT = {
  notice: 'We are putting your Video Greeting together. This can take a few minutes.',
  meanwhile: "You don't have to wait: press 'Watch it now' to play it in your browser straight away.",
  offline: "You're offline. We'll check on your video again as soon as you're back online.",
  retrying: "We'll keep checking.",
  making: 'Making your video:',
} as const;

type ProcessingNoticeProps = { offline: boolean; pollError: unknown; canWatch: boolean; progress: Process['progress'] };

/** Shown until the stitched video is ready (part 2 §2), with any trouble reaching the server. */
export function ProcessingNotice({ offline, pollError, canWatch, progress }: ProcessingNoticeProps) {
  return (
    <div className={styles.notice}>
      <div role="status" className={styles.noticeText}>
        <span className={styles.spinner} aria-hidden="true" />
        <p>
          {PROCESSING_TEXT.notice}
          {canWatch && <> {PROCESSING_TEXT.meanwhile}</>}
        </p>
      </div>
      {/* where the server says how far it is (the fake server makes the video on this device) */}
      {progress && <RenderProgress label={PROCESSING_TEXT.making} done={progress.done} secondsLeft={progress.secondsLeft} />}
      {offline ? (
        <Alert variant="danger">{PROCESSING_TEXT.offline}</Alert>
      ) : (
        pollError !== null && (
          <Alert variant="danger">
            {errorMessage(pollError)} {PROCESSING_TEXT.retrying}
          </Alert>
        )
      )}
    </div>
  );
}
