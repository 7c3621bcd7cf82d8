import type { ThemeAnimation } from '@/api/catalog/schemas';
import { ButtonLink } from '@/shared/ui/Button';
import { Skeleton } from '@/shared/ui/Skeleton';
import { formatPrice } from '@/shared/lib/price';
import videoThumb from '@/shared/ui/VideoThumb.module.css';
import styles from './TemplateCard.module.css';

type TemplateCardProps = {
  animation: ThemeAnimation;
  onPreview: (animation: ThemeAnimation) => void;
  /** The 'Personalize' link, when the card offers one itself. */
  personalizeTo?: string;
  /** 2 where the cards sit straight under the page's h1 (the theme page). */
  headingLevel?: 2 | 3 | 4;
  /** Above the fold on arrival: loaded at once, first in line (the page's largest paint). */
  priority?: boolean;
};

/** An intro template: its picture opens the preview; price (and an earlier price) from the server. */
export function TemplateCard({ animation, onPreview, personalizeTo, headingLevel = 3, priority = false }: TemplateCardProps) {
  const Heading = `h${headingLevel}` as const;
  const price = formatPrice(animation.price);
  const oldPrice = formatPrice(animation.oldPrice);
  return (
    <article className={styles.card}>
      <button
        type="button"
        className={styles.thumb}
        onClick={() => onPreview(animation)}
        aria-label={`Preview ${animation.name}`}
      >
        <img
          src={animation.img}
          alt=""
          width={320}
          height={180}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
        <span className={videoThumb.mark}>
          <span aria-hidden="true">▶ </span>Preview
        </span>
      </button>
      <div className={styles.body}>
        <Heading className={styles.name}>{animation.name}</Heading>
        {price && (
          <p className={styles.price}>
            <span className="visually-hidden">Price: </span>
            {price}
            {oldPrice && oldPrice !== price && (
              <s className={styles.old}>
                <span className="visually-hidden">, was </span>
                {oldPrice}
              </s>
            )}
          </p>
        )}
        {personalizeTo && (
          <ButtonLink to={personalizeTo} size="sm" className={styles.action} aria-label={`Personalize ${animation.name}`}>
            Personalize
          </ButtonLink>
        )}
      </div>
    </article>
  );
}

/** A card's loading shape: picture, name, price and (when the cards have one) the button. */
export function TemplateCardSkeleton({ withAction = false }: { withAction?: boolean }) {
  return (
    <div className={styles.card}>
      <Skeleton className={styles.thumbShape} shape="box" />
      <div className={styles.body}>
        <span className={styles.name}>
          <Skeleton shape="text" width="70%" />
        </span>
        <span className={styles.price}>
          <Skeleton shape="text" width="3.5rem" />
        </span>
        {withAction && <Skeleton shape="pill" width="7.5rem" className={`${styles.action} ${styles.actionShape}`} />}
      </div>
    </div>
  );
}
