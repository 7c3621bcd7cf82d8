import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { boxSetListQuery } from '@/api/qr/queries';
import type { BoxSetListItem } from '@/api/qr/schemas';
import { paths } from '@/shared/config/paths';
import { ButtonLink } from '@/shared/ui/Button';
import { Modal } from '@/shared/ui/Modal';
import { cardPageParts } from '@/features/cards/components/CardPage';
import styles from '@/features/cards/components/Cards.module.css';
import { startedOn } from '@/features/cards/rules/dates';
import { cardWelcomePath } from '@/features/cards/rules/welcome';

const { Frame, Fallback, Failure } = cardPageParts('Choose a Video Greeting for your boxed set', {
  className: `container ${styles.page} ${styles.wide}`,
  loadingLabel: 'Loading your Video Greetings…',
});
export { Fallback, Failure };

/** /qr-setup/{qrKey}/list: earlier greetings to link to a boxed set; unfinished ones can't be (part 2 §5). */
export default function BoxSetListPage() {
  const { qrKey = '' } = useParams();
  return (
    <Frame>
      <Greetings qrKey={qrKey} />
    </Frame>
  );
}

function Greetings({ qrKey }: { qrKey: string }) {
  const { data } = useSuspenseQuery(boxSetListQuery(qrKey));
  const [unfinished, setUnfinished] = useState<BoxSetListItem | null>(null);

  if (data.items.length === 0) {
    return (
      <div>
        <p className={styles.lead}>You have no Video Greetings yet.</p>
        <ButtonLink to={cardWelcomePath(qrKey)}>Start one for this box</ButtonLink>
      </div>
    );
  }
  return (
    <>
      <p className={styles.lead}>Pick the finished Video Greeting every card in this box should play.</p>
      <ul className={styles.list}>
        {data.items.map((item) => (
          <li key={item.id} className={`${styles.item} ${item.isLocked ? '' : styles.unfinished}`}>
            {item.isLocked ? (
              <Link className={styles.itemButton} to={paths.qrBoxLink(qrKey, item.id)}>
                <ItemBody item={item} />
              </Link>
            ) : (
              <button type="button" className={styles.itemButton} onClick={() => setUnfinished(item)}>
                <ItemBody item={item} />
              </button>
            )}
          </li>
        ))}
      </ul>
      <Modal
        open={unfinished !== null}
        onClose={() => setUnfinished(null)}
        title="This Boxed Set is not finished."
        size="sm"
        footer={
          unfinished && (
            <ButtonLink to={paths.edit(unfinished.id)} variant="primary">
              Keep editing
            </ButtonLink>
          )
        }
      >
        <p>Finish “{unfinished?.name}” first: only a finished Video Greeting can be linked to a boxed set.</p>
      </Modal>
    </>
  );
}

function ItemBody({ item }: { item: BoxSetListItem }) {
  return (
    <>
      <img className={styles.itemImage} src={item.image} alt="" width={640} height={360} loading="lazy" />
      <span className={styles.itemBody}>
        <span className={styles.itemName}>{item.name}</span>
        <span className={styles.muted}>Started {startedOn(item.created.date)}</span>
        {!item.isLocked && <span className={styles.badge}>Not Finished</span>}
      </span>
    </>
  );
}
