import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useLinkBoxSet } from '@/api/qr/mutations';
import { BOX_SET_PREVIEW_POLL_MS, boxSetPreviewQuery } from '@/api/qr/queries';
import { errorMessage } from '@/shared/lib/errorMessage';
import { every } from '@/shared/lib/poller';
import { usePolling } from '@/shared/lib/usePolling';
import { useSignedIn } from '@/shared/lib/useSignedIn';
import { useSingleSubmit } from '@/shared/lib/useSingleSubmit';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Modal } from '@/shared/ui/Modal';
import { PageHeading } from '@/shared/ui/PageHeading';
import { PageSpinner, Spinner } from '@/shared/ui/Spinner';
import { CardLoadError } from '@/features/cards/components/CardLoadError';
import styles from '@/features/cards/components/Cards.module.css';
import { afterLinkRoute, boxSetPreviewError } from '@/features/cards/rules/link';

/**
 * /qr-setup/{qrKey}/{greetingId}/link: the final check before a finished greeting is linked to every
 * card of a boxed set (part 2 §2, §4 "Boxed-set link"). 'It's finished' waits for the preview to be
 * done; a linked set cannot be unlinked, so the confirmation says so.
 */
export default function BoxSetLinkPage() {
  const { qrKey = '', greetingId = '' } = useParams();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const query = useQuery(boxSetPreviewQuery(qrKey, greetingId));
  const preview = query.data;
  const done = preview?.isDone === true;
  const [confirming, setConfirming] = useState(false);
  const link = useLinkBoxSet(qrKey);

  // polls while there is a preview that is not done; a failed poll shows its message and the next one still runs
  usePolling({
    enabled: preview !== undefined && !done,
    key: `${qrKey}/${greetingId}`,
    delay: every(BOX_SET_PREVIEW_POLL_MS),
    poll: () => query.refetch({ throwOnError: true }),
    onResult: (result) => (result.data?.isDone ? 'stop' : 'continue'),
  });

  const { run: confirm, busy } = useSingleSubmit(async () => {
    try {
      const res = await link.mutateAsync(preview?.newFizzId ?? greetingId);
      setConfirming(false);
      navigate(afterLinkRoute({ signedIn, isLocked: res.isLocked, greetingId: preview?.newFizzId ?? greetingId }), {
        replace: true,
      });
    } catch {
      setConfirming(false); // the message shows on the page; the button works again
    }
  });

  return (
    <section className={`container ${styles.page}`}>
      <PageHeading>Let's give it one last check</PageHeading>
      {query.isPending ? (
        <PageSpinner label="Loading your Video Greeting…" />
      ) : !preview ? (
        <CardLoadError
          error={query.error}
          qrKey={qrKey}
          message={boxSetPreviewError(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : (
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
          {query.isError && <Alert variant="danger">{boxSetPreviewError(query.error)}</Alert>}
          {link.isError && <Alert variant="danger">{errorMessage(link.error)}</Alert>}
          <div className={styles.actions}>
            <Button
              onClick={() => setConfirming(true)}
              disabled={!done}
              busy={busy}
              aria-describedby={done ? undefined : 'link-wait'}
            >
              It's finished
            </Button>
            {!done && (
              <span id="link-wait" className={styles.muted}>
                Available once your Video Greeting is ready.
              </span>
            )}
          </div>
        </>
      )}
      <Modal
        open={confirming}
        onClose={() => !busy && setConfirming(false)}
        title="Are you sure?"
        size="sm"
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirming(false)} disabled={busy}>
              Not yet
            </Button>
            <Button onClick={() => void confirm()} busy={busy}>
              Link it
            </Button>
          </>
        }
      >
        <p>Every card in this box will play this Video Greeting. A linked set cannot be unlinked.</p>
      </Modal>
    </section>
  );
}
