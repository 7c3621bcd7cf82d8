import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { InviteGreeting } from '@/api/invitee/schemas';
import { paths } from '@/shared/config/paths';
import { Button, ButtonLink } from '@/shared/ui/Button';
import { LeaveUploadsDialog } from '@/widgets/LeaveUploadsDialog';
import { UploadPanel } from '@/widgets/UploadPanel';
import { VideoModal } from '@/shared/ui/VideoModal';
import { goesOn, INVITEE_TEXT, visitState } from '@/features/invite/rules/inviteeFlow';
import { ContributorNameField } from './ContributorNameField';
import { FinishedNotice } from './FinishedNotice';
import { InviteeAdded } from './InviteeAdded';
import styles from './Invitee.module.css';
import { useContributorName } from './useContributorName';
import { useInviteeUploads } from './useInviteeUploads';
import { useInviteeVisit } from './useInviteeVisit';

/** The how-to video (a static asset of the app, like the other demo media). */
export const HOW_TO_VIDEO = { src: '/media/videos/how-to.mp4', poster: '/media/videos/how-to.jpg' } as const;

/**
 * Adding to an open greeting: the invitee's first name (optional), the picker (several files at
 * once), the browser recorder, the how-to popup and one progress row per file. When every file of
 * the visit has arrived the invitee goes to /view-invite-thank-you (spec part 2 §2, §4); a failed
 * one stays here with its message, Retry and Dismiss, beside what did arrive, and once it goes
 * through or is dismissed the invitee goes on. Once the greeting is finished (at load or while
 * uploading) the page says so and takes nothing more; files that did not make it stay listed with
 * their reason.
 */
export function InviteeUploads({ invite, code }: { invite: InviteGreeting; code: string }) {
  const navigate = useNavigate();
  const visit = useInviteeVisit(code);
  const name = useContributorName();
  // a file arrived, or one left the queue, since the page opened: only then does it move on by itself
  const [settled, setSettled] = useState(false);
  const onSettled = useCallback(() => setSettled(true), []);
  const uploads = useInviteeUploads(invite, code, { name, onArrived: visit.arrive, onSettled });
  const [howToOpen, setHowToOpen] = useState(false);
  const open = !invite.isLocked;
  const showList = open || uploads.items.length > 0;
  const statuses = uploads.items.map((i) => i.status);
  const state = visitState(visit.added.length, statuses);
  const waiting = statuses.some((s) => s === 'idle' || s === 'pending');
  const { forget } = visit;

  useEffect(() => {
    if (!goesOn(state, settled)) return;
    forget();
    navigate(paths.inviteThankYou());
  }, [state, settled, forget, navigate]);

  return (
    <>
      {!open && <FinishedNotice />}
      {open && <ContributorNameField name={name} filesWaiting={waiting} />}
      {open && <p className={styles.pickHint}>{INVITEE_TEXT.pickHint}</p>}
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
          onCancel={uploads.cancel}
          onDismissRejected={uploads.clearRejected}
        >
          <ButtonLink variant="outline" to={paths.inviteeRecord(code, invite.id)}>
            {INVITEE_TEXT.record}
          </ButtonLink>
        </UploadPanel>
      )}
      {open && (
        <p className={styles.howTo}>
          <Button variant="link" onClick={() => setHowToOpen(true)}>
            {INVITEE_TEXT.howTo}
          </Button>
        </p>
      )}
      <InviteeAdded
        added={visit.added}
        state={state}
        canRetry={open}
        canContinue={state === 'done' && !settled && uploads.restored}
        onContinue={forget}
      />
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
