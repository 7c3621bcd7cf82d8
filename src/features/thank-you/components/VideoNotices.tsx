import { env, helpPhoneHref } from '@/shared/config/env';
import { Alert } from '@/shared/ui/Alert';
import type { VideoNotices as Notices } from '@/features/thank-you/rules/finishedVideo';
import { THANK_YOU_TEXT } from '@/features/thank-you/rules/variant';
import styles from './ThankYou.module.css';

/**
 * What the page says about the finished video before anything is pressed: that it couldn't be made,
 * why, and the way to try again (make it on this device); or the clips it left out, named as the
 * clip list names them.
 */
export function VideoNotices({ failure, leftOut }: Notices) {
  if (failure) {
    return (
      <Alert variant="danger" className={styles.videoNotice}>
        <strong>{THANK_YOU_TEXT.videoFailed}</strong> {failure}{' '}
        <span>
          {THANK_YOU_TEXT.videoFailedTryAgain} <a href={helpPhoneHref}>{env.helpPhone}</a>.
        </span>
      </Alert>
    );
  }
  return leftOut ? <Alert className={styles.videoNotice}>{leftOut}</Alert> : null;
}
