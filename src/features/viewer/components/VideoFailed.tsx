import { Link } from 'react-router-dom';
import type { ViewerGreeting } from '@/api/viewer/schemas';
import { env, helpPhoneHref } from '@/shared/config/env';
import { thankYouPathOf } from '@/shared/lib/thankYouPath';
import { VIEWER_TEXT } from '@/features/viewer/rules/text';
import styles from './Viewer.module.css';

/**
 * In the player's place when the greeting's video couldn't be made. A recipient is told so (and
 * whom to tell); its owner also reads why, and how to try again: its thank-you page makes it on
 * this device, or call us.
 */
export function VideoFailed({ item }: { item: ViewerGreeting }) {
  if (!item.isOwner) return <p className={styles.overlayBox}>{VIEWER_TEXT.failed}</p>;
  return (
    <div className={styles.overlayBox}>
      <p>
        <strong>{VIEWER_TEXT.failedOwner}</strong> {item.videoReport?.message}
      </p>
      <p>
        <Link to={thankYouPathOf({ ...item, id: item.greetingId })}>{VIEWER_TEXT.makeHere}</Link>, {VIEWER_TEXT.orCall}{' '}
        <a href={helpPhoneHref}>{env.helpPhone}</a>.
      </p>
    </div>
  );
}
