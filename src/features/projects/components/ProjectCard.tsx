import { Link } from 'react-router-dom';
import type { GreetingListItem } from '@/api/greetings/schemas';
import { lockAction } from '@/api/greetings/status';
import { paths } from '@/shared/config/paths';
import { thankYouPathOf } from '@/shared/lib/thankYouPath';
import { Button, ButtonLink } from '@/shared/ui/Button';
import { projectMark, projectVideoNote, startedLabel, VIDEO_TEXT } from '@/features/projects/rules/projects';
import cardGrid from '@/shared/ui/CardGrid.module.css';
import styles from './Projects.module.css';

type ProjectCardProps = {
  item: GreetingListItem;
  onShare: (item: GreetingListItem) => void;
  onDelete: (item: GreetingListItem) => void;
};

/** One project: its picture and name, and the actions the lock rule allows. */
export function ProjectCard({ item, onShare, onDelete }: ProjectCardProps) {
  const action = lockAction(item);
  const name = item.name || 'Video Greeting';
  const started = startedLabel(item.created);
  const mark = projectMark(item);
  const videoNote = projectVideoNote(item);
  return (
    <li className={styles.card}>
      {item.img ? (
        <img className={cardGrid.picture} src={item.img} alt="" width={320} height={180} loading="lazy" />
      ) : (
        <div className={cardGrid.picture} aria-hidden="true" />
      )}
      <div className={styles.body}>
        <h2 className={styles.name}>{name}</h2>
        <p className={styles.meta}>
          {[item.themeName, item.isPhysical ? 'Card' : 'Digital', started].filter(Boolean).join(' · ')}
          {mark && <span className={`${styles.badge} ${mark === 'Paid' ? styles.paid : ''}`}>{mark}</span>}
        </p>
        {videoNote?.kind === 'failed' && (
          <p className={`${styles.videoNote} ${styles.videoFailed}`}>
            {VIDEO_TEXT.failed} {/* its thank-you page makes it on this device ('Download and save') */}
            {item.shareUrl && (
              <Link to={thankYouPathOf(item)} aria-label={`${VIDEO_TEXT.makeHere}: ${name}`}>
                {VIDEO_TEXT.makeHere}
              </Link>
            )}
          </p>
        )}
        {videoNote?.kind === 'left-out' && <p className={styles.videoNote}>{videoNote.text}</p>}
        <div className={styles.actions}>
          {action === 'edit' && (
            <ButtonLink to={paths.edit(item.id)} size="sm" aria-label={`Edit ${name}`}>
              Edit
            </ButtonLink>
          )}
          {action === 'share' && (
            <Button size="sm" onClick={() => onShare(item)} aria-label={`Share ${name}`}>
              Share
            </Button>
          )}
          {action === 'purchase' && (
            <ButtonLink to={paths.checkout(item.id)} size="sm" aria-label={`Purchase ${name}`}>
              Purchase
            </ButtonLink>
          )}
          <ButtonLink to={paths.preview(item.id)} size="sm" variant="outline" aria-label={`Preview ${name}`}>
            Preview
          </ButtonLink>
          {!item.hideDelete && (
            <Button size="sm" variant="link" onClick={() => onDelete(item)} aria-label={`Delete ${name}`}>
              Delete
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
