import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../shared/ui/Button';
import { VIEWER_TEXT } from '../rules/text';
import styles from './Viewer.module.css';

type GreetingPlayerProps = {
  /** null while the greeting's video is still being made. */
  src: string | null;
  poster: string;
  /** Names the player for screen readers. */
  title: string;
  autoPlay?: boolean;
  /** Move focus to the video when it appears (a queue item was picked). */
  focusOnMount?: boolean;
  onPlay?: () => void;
  onEnded?: () => void;
};

/**
 * A plain <video>: it costs next to nothing to load, its poster is the page's largest paint, and a
 * tap plays it at once. A video that fails to load shows its poster and a retry, not a broken frame.
 */
export function GreetingPlayer({ src, poster, title, autoPlay, focusOnMount, onPlay, onEnded }: GreetingPlayerProps) {
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const video = useRef<HTMLVideoElement>(null);
  const retried = attempt > 0;

  useEffect(() => {
    if ((focusOnMount || retried) && !failed) video.current?.focus();
  }, [focusOnMount, retried, failed, attempt]);

  if (!src || failed) {
    return (
      <div className={styles.frame}>
        <img className={styles.poster} src={poster} alt="" width={1280} height={720} fetchPriority="high" />
        <div className={styles.overlay}>
          {src ? (
            <div role="alert" className={styles.overlayBox}>
              <p>{VIEWER_TEXT.videoFailed}</p>
              <Button
                onClick={() => {
                  setFailed(false);
                  setAttempt((n) => n + 1);
                }}
              >
                {VIEWER_TEXT.retryVideo}
              </Button>
            </div>
          ) : (
            <p className={styles.overlayBox}>{VIEWER_TEXT.notReady}</p>
          )}
        </div>
      </div>
    );
  }

  return (
    <div className={styles.frame}>
      <video
        key={attempt}
        ref={video}
        className={styles.video}
        src={src}
        poster={poster}
        controls
        playsInline
        preload="metadata"
        // focusable everywhere (a picked or retried video takes focus; Space then plays it)
        tabIndex={0}
        autoPlay={autoPlay || retried}
        width={1280}
        height={720}
        aria-label={title}
        onPlay={onPlay}
        onEnded={onEnded}
        onError={() => setFailed(true)}
      />
    </div>
  );
}
