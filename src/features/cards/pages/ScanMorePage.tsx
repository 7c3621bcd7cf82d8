import { useParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { ButtonLink } from '../../../shared/ui/Button';
import { PageHeading } from '../../../shared/ui/PageHeading';
import styles from '../components/Cards.module.css';

/** /qrbox-scan-more/{fizzId}: the video and the card set are linked; how to link more sets. */
export default function ScanMorePage() {
  const { fizzId = '' } = useParams();
  return (
    <section className={`container ${styles.page}`}>
      <PageHeading>Your Video Greeting and card set are linked</PageHeading>
      <p className={styles.lead}>Everyone who scans a card from this box will watch your Video Greeting.</p>
      <h2>Have another boxed set?</h2>
      <ol className={styles.steps}>
        <li>Open your phone's camera and point it at the QR code inside another card.</li>
        <li>Tap the link that appears, and sign in with this account if asked.</li>
        <li>Choose “Link a Video Greeting you made” and pick this one, or start a new one.</li>
      </ol>
      <div className={styles.actions}>
        <ButtonLink to={paths.list()}>My Video Greetings</ButtonLink>
        <ButtonLink to={paths.thankYouQrBox(fizzId)} variant="outline">
          Share your Video Greeting
        </ButtonLink>
      </div>
    </section>
  );
}
