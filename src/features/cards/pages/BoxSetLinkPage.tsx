import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useLinkBoxSet } from '@/api/qr/mutations';
import { boxSetPreviewQuery } from '@/api/qr/queries';
import { errorMessage } from '@/shared/lib/errorMessage';
import { useSignedIn } from '@/shared/lib/useSignedIn';
import { useSingleSubmit } from '@/shared/lib/useSingleSubmit';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { Spinner } from '@/shared/ui/Spinner';
import { cardPageParts } from '@/features/cards/components/CardPage';
import styles from '@/features/cards/components/Cards.module.css';
import { afterLinkRoute, boxSetPreviewError } from '@/features/cards/rules/link';

/**
 * The link page's words. The spec calls its button 'It's finished'; ours says what it does
 * (issue 28; docs/spec-choices.md). The heading and the dialog's title are the spec's, verbatim.
 */
export const LINK_TEXT = {
  heading: "Let's give it one last check",
  link: 'Link this video to the box',
  waiting: 'You can link it once your Video Greeting is ready.',
  confirmTitle: 'Are you sure?',
} as const;

const { Frame, Fallback, Failure } = cardPageParts(LINK_TEXT.heading, {
  className: `container ${styles.page}`,
  loadingLabel: 'Loading your Video Greeting…',
  messageOf: boxSetPreviewError,
});
export { Fallback, Failure };

/**
 * /qr-setup/{qrKey}/{greetingId}/link: the final check before a finished greeting is linked to every
 * card of a boxed set (part 2 §2, §4 "Boxed-set link"). The link button waits for the preview to be
 * done (and says so beside it); a linked set cannot be unlinked, so the confirmation says so.
 */
export default function BoxSetLinkPage() {
  const { qrKey = '', greetingId = '' } = useParams();
  return (
    <Frame>
      <LinkCheck qrKey={qrKey} greetingId={greetingId} />
    </Frame>
  );
}

function LinkCheck({ qrKey, greetingId }: { qrKey: string; greetingId: string }) {
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  // polls until done (its queryOptions); a failed poll shows its message and the next one still runs
  const query = useSuspenseQuery(boxSetPreviewQuery(qrKey, greetingId));
  const preview = query.data;
  const done = preview.isDone;
  const [confirming, setConfirming] = useState(false);
  const link = useLinkBoxSet(qrKey);

  const { run: confirm, busy } = useSingleSubmit(async () => {
    try {
      const res = await link.mutateAsync(preview.newGreetingId);
      setConfirming(false);
      navigate(afterLinkRoute({ signedIn, isLocked: res.isLocked, greetingId: preview.newGreetingId }), {
        replace: true,
      });
    } catch {
      setConfirming(false); // the message shows on the page; the button works again
    }
  });

  return (
    <>
      <p className={styles.lead}>Watch your Video Greeting once more. When it's right, link it to every card in this box.</p>
      {done && preview.video ? (
        <video
          className={styles.video}
          src={preview.video}
          poster={preview.img}
          controls
          playsInline
          preload="metadata"
          aria-label="Your finished Video Greeting"
        />
      ) : (
        <img className={styles.itemImage} src={preview.img} alt="" width={640} height={360} />
      )}
      {!done && (
        <div className={styles.notice} role="status">
          <Spinner size="sm" label="" />
          <span>Your Video Greeting is being put together. This can take a few minutes; this page updates by itself.</span>
        </div>
      )}
      {/* a failed poll (the preview is still shown) */}
      {query.isError && <Alert variant="danger">{boxSetPreviewError(query.error)}</Alert>}
      {link.isError && <Alert variant="danger">{errorMessage(link.error)}</Alert>}
      <div className={styles.actions}>
        <Button onClick={() => setConfirming(true)} disabled={!done} disabledReason={LINK_TEXT.waiting} busy={busy}>
          {LINK_TEXT.link}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={LINK_TEXT.confirmTitle}
        cancelLabel="Not yet"
        onCancel={() => setConfirming(false)}
        confirmLabel="Link it"
        onConfirm={confirm}
        pending={busy}
      >
        <p>Every card in this box will play this Video Greeting. A linked set cannot be unlinked.</p>
      </ConfirmDialog>
    </>
  );
}
