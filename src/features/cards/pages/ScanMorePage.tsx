import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { greetingDetailQuery } from '@/api/preview/queries';
import type { GreetingItem } from '@/api/preview/schemas';
import { paths } from '@/shared/config/paths';
import { ButtonLink } from '@/shared/ui/Button';
import { PageHeading } from '@/shared/ui/PageHeading';
import { PageSpinner } from '@/shared/ui/Spinner';
import styles from '@/features/cards/components/Cards.module.css';

export const SCAN_MORE_TEXT = {
  heading: 'Your Video Greeting and card set are linked',
  lead: 'Every card in this box plays this Video Greeting: whoever you give a card to scans it and watches.',
  moreHeading: 'Scan more cards',
  steps: [
    'A card from this box: scanning it plays this Video Greeting. There is nothing more to set up.',
    "A card from another boxed set: open your phone's camera, point it at the QR code inside the card and tap the link that appears.",
    'Sign in with this account if asked, choose “Link a Video Greeting you made” and pick this one, or start a new one.',
  ],
  notLinkedHeading: "This Video Greeting isn't linked to a boxed set",
  notLinkedLead: 'To link it, scan the QR code inside a card from your boxed set and choose this Video Greeting.',
  errorHeading: "We couldn't open this Video Greeting",
} as const;

/**
 * /qrbox-scan-more/{greetingId}: the video and the card set are linked (part 2 §2), shown with the
 * greeting itself, and how to scan more cards. The page reads the greeting, so it only says
 * "linked" of a greeting that is.
 */
export default function ScanMorePage() {
  const { greetingId = '' } = useParams();
  const { item } = useSuspenseQuery(greetingDetailQuery(greetingId)).data;
  return <section className={`container ${styles.page}`}>{item.isQRBoxSet ? <Linked item={item} /> : <NotLinked />}</section>;
}

export function Fallback() {
  return <PageSpinner label="Loading your Video Greeting…" />;
}

export const errorHeading = SCAN_MORE_TEXT.errorHeading;

function Linked({ item }: { item: GreetingItem }) {
  return (
    <>
      <PageHeading>{SCAN_MORE_TEXT.heading}</PageHeading>
      <p className={styles.lead}>{SCAN_MORE_TEXT.lead}</p>
      {item.video ? (
        <video
          className={styles.video}
          src={item.video}
          poster={item.img}
          controls
          playsInline
          preload="metadata"
          aria-label={item.name}
        />
      ) : (
        <img className={styles.itemImage} src={item.img} alt={item.name} width={640} height={360} />
      )}
      <h2 id="scan-more-steps">{SCAN_MORE_TEXT.moreHeading}</h2>
      <ol className={styles.steps} aria-labelledby="scan-more-steps">
        {SCAN_MORE_TEXT.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <div className={styles.actions}>
        <ButtonLink to={paths.thankYouQrBox(item.id)}>Share your Video Greeting</ButtonLink>
        <ButtonLink to={paths.list()} variant="outline">
          My Video Greetings
        </ButtonLink>
      </div>
    </>
  );
}

function NotLinked() {
  return (
    <>
      <PageHeading>{SCAN_MORE_TEXT.notLinkedHeading}</PageHeading>
      <p className={styles.lead}>{SCAN_MORE_TEXT.notLinkedLead}</p>
      <div className={styles.actions}>
        <ButtonLink to={paths.list()}>My Video Greetings</ButtonLink>
      </div>
    </>
  );
}
