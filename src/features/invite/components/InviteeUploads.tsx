import { useState } from 'react';
import type { InviteGreeting } from '@/api/invitee/schemas';
import { paths } from '@/shared/config/paths';
import { Button, ButtonLink } from '@/shared/ui/Button';
import { LeaveUploadsDialog } from '@/shared/ui/LeaveUploadsDialog';
import { UploadPanel } from '@/shared/ui/UploadPanel';
import { VideoModal } from '@/shared/ui/VideoModal';
import { INVITEE_TEXT } from '@/features/invite/rules/inviteeFlow';
import { FinishedNotice } from './FinishedNotice';
import styles from './Invitee.module.css';
import { useInviteeUploads } from './useInviteeUploads';

/** The how-to video (a static asset of the app, like the other demo media). */
export const HOW_TO_VIDEO = { src: '/media/videos/how-to.mp4', poster: '/media/videos/how-to.jpg' } as const;

/**
 * Adding to an open greeting: the picker (several files), the browser recorder, the how-to popup
 * and one progress row per file. Once the greeting is finished (at load or while uploading) the
 * page says so and takes nothing more; files that did not make it stay listed with their reason.
 * When every file arrived the hook moves on to the thank-you page; when one failed and was
 * dismissed, a Continue link does.
 */
export function InviteeUploads({ invite, code }: { invite: InviteGreeting; code: string }) {
  const uploads = useInviteeUploads(invite, code);
  const [howToOpen, setHowToOpen] = useState(false);
  const open = !invite.isLocked;
  const showList = open || uploads.items.length > 0;
  // a file that failed was dismissed and the rest arrived: nothing is left to send, so the invitee goes on by hand
  const doneByHand = open && uploads.arrived > 0 && uploads.items.length === 0;

  return (
    <>
      {!open && <FinishedNotice />}
      {showList && (
        <UploadPanel
          heading={open ? 'Add your photos and videos' : 'Your photos and videos'}
          headingLevel={2}
          pickLabel={INVITEE_TEXT.pick}
          canAdd={open}
          items={uploads.items}
          rejected={uploads.rejected}
          onAdd={uploads.add}
          onRetry={uploads.retry}
          onDismiss={uploads.dismiss}
          onDismissRejected={uploads.clearRejected}
        >
          <ButtonLink variant="outline" to={paths.inviteeRecord(code, invite.id)}>
            {INVITEE_TEXT.record}
          </ButtonLink>
        </UploadPanel>
      )}
      {doneByHand && (
        <p className={styles.added} role="status">
          {INVITEE_TEXT.added}{' '}
          <ButtonLink to={paths.inviteThankYou()} size="sm">
            {INVITEE_TEXT.goOn}
          </ButtonLink>
        </p>
      )}
      {open && (
        <p className={styles.howTo}>
          <Button variant="link" onClick={() => setHowToOpen(true)}>
            {INVITEE_TEXT.howTo}
          </Button>
        </p>
      )}
      <VideoModal
        open={howToOpen}
        onClose={() => setHowToOpen(false)}
        title={INVITEE_TEXT.howToTitle}
        src={HOW_TO_VIDEO.src}
        poster={HOW_TO_VIDEO.poster}
      />
      <LeaveUploadsDialog blocker={uploads.blocker} />
    </>
  );
}
