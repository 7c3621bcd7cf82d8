import { Skeleton } from './Skeleton';
import styles from './VideoThumb.module.css';

type VideoThumbButtonProps = {
  /** The button's name ('Play sample: Birthday surprise'). */
  label: string;
  img: string;
  caption: string;
  onPlay: () => void;
  /** 'eager' in the first screen; fetchPriority 'high' for the page's largest image. */
  loading: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'auto';
};

/** A video's thumbnail (a 16:9 picture with '▶ Play' in a corner) and its caption, one button that plays it. */
export function VideoThumbButton({ label, img, caption, onPlay, loading, fetchPriority }: VideoThumbButtonProps) {
  return (
    <button type="button" className={styles.button} onClick={onPlay} aria-label={label}>
      <span className={styles.rounded}>
        <img src={img} alt="" width={320} height={180} loading={loading} fetchPriority={fetchPriority} decoding="async" />
        <span className={styles.playMark} aria-hidden="true">
          ▶ Play
        </span>
      </span>
      <span className={styles.caption}>{caption}</span>
    </button>
  );
}

/** A thumbnail's loading shape, for a list item: the picture and a caption line `captionWidth` wide. */
export function VideoThumbSkeleton({ captionWidth }: { captionWidth: string }) {
  return (
    <li className={styles.shape}>
      <Skeleton aspectRatio="16 / 9" />
      <span className={styles.caption}>
        <Skeleton shape="text" width={captionWidth} />
      </span>
    </li>
  );
}
