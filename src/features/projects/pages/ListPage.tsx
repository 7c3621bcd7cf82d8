import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDeleteGreeting } from '@/api/greetings/mutations';
import { greetingListQuery } from '@/api/greetings/queries';
import type { GreetingListItem } from '@/api/greetings/schemas';
import { paths } from '@/shared/config/paths';
import { errorMessage } from '@/shared/lib/errorMessage';
import { useFocusLater } from '@/shared/lib/useFocusLater';
import { Alert } from '@/shared/ui/Alert';
import { ButtonLink } from '@/shared/ui/Button';
import { PageHeading } from '@/shared/ui/PageHeading';
import { DeleteModal } from '@/features/projects/components/DeleteModal';
import { ListSkeleton } from '@/features/projects/components/ListSkeleton';
import { ProjectCard } from '@/features/projects/components/ProjectCard';
import { ShareModal } from '@/features/projects/components/ShareModal';
import { UnassignedCards } from '@/features/projects/components/UnassignedCards';
import { DELETE_FAILED_MESSAGE, DOWNLOAD_NOTE } from '@/features/projects/rules/projects';
import styles from '@/features/projects/components/Projects.module.css';

const HEADING = 'My Video Greetings';

/** /list: 'My Video Greetings', the user's projects and the QR cards without one. */
export default function ListPage() {
  const { items, noGreetingCards: noGreetingCards } = useSuspenseQuery(greetingListQuery()).data;
  const remove = useDeleteGreeting();
  const [sharing, setSharing] = useState<GreetingListItem | null>(null);
  const [deleting, setDeleting] = useState<GreetingListItem | null>(null);
  const [deleteError, setDeleteError] = useState<{ name: string; message: string } | null>(null);
  // a deleted greeting's card (and its Delete button, the dialog's opener) is gone: focus the page's heading
  const { ref: heading, focusLater: focusHeading } = useFocusLater<HTMLHeadingElement>();

  const confirmDelete = async (item: GreetingListItem) => {
    setDeleteError(null);
    try {
      await remove.mutateAsync(item.id);
      setDeleting(null);
      focusHeading();
    } catch (error) {
      setDeleting(null);
      setDeleteError({ name: item.name, message: errorMessage(error) });
    }
  };

  return (
    <section className="container">
      <PageHeading ref={heading}>{HEADING}</PageHeading>
      <p className={styles.note}>{DOWNLOAD_NOTE}</p>
      {deleteError && (
        <Alert variant="danger" className={styles.alert}>
          <strong>{DELETE_FAILED_MESSAGE}</strong>
          {deleteError.message !== DELETE_FAILED_MESSAGE && <> {deleteError.message}</>}
        </Alert>
      )}
      {items.length === 0 && noGreetingCards.length === 0 ? (
        <div className={styles.empty}>
          <p>You haven't started a Video Greeting yet.</p>
          <ButtonLink to={paths.browse()}>Create a Video Greeting</ButtonLink>
        </div>
      ) : (
        <>
          <UnassignedCards cards={noGreetingCards} />
          {items.length > 0 && (
            <ul className={styles.grid} aria-label="Your Video Greetings">
              {items.map((item) => (
                <ProjectCard key={item.id} item={item} onShare={setSharing} onDelete={setDeleting} />
              ))}
            </ul>
          )}
        </>
      )}
      <ShareModal item={sharing} onClose={() => setSharing(null)} />
      <DeleteModal item={deleting} deleting={remove.isPending} onConfirm={confirmDelete} onClose={() => setDeleting(null)} />
    </section>
  );
}

export function Fallback() {
  return (
    <section className="container">
      <PageHeading>{HEADING}</PageHeading>
      <p className={styles.note}>{DOWNLOAD_NOTE}</p>
      <ListSkeleton />
    </section>
  );
}

export const errorHeading = HEADING;
