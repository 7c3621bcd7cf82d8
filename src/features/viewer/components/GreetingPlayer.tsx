import { useEffect, useRef, useState, type ReactNode } from 'react';
import { preload } from 'react-dom';
import { Button } from '@/shared/ui/Button';
import { PosterPlayButton } from '@/shared/ui/VideoPlayer';
import { VIEWER_TEXT } from '@/features/viewer/rules/text';
import styles from './Viewer.module.css';

type GreetingPlayerProps = {
  /** null while the greeting's video is still being made (or could not be made: see `unavailable`). */
  src: string | null;
  /** What shows over the poster when there is no video; default: it is still being made. */
  unavailable?: ReactNode;
  poster: string;
  /** Names the player for screen readers. */
  title: string;
  /** Play without a tap (the next video of a playlist that is already playing). */
  autoPlay?: boolean;
  /** Move focus to the video when it appears (a queue item was picked). */
  focusOnMount?: boolean;
  onPlay?: () => void;
  onEnded?: () => void;
};

/**
 * A plain <video>: it costs next to nothing to load, and its poster (fetched first, at high
 * priority) is the page's largest paint. Until the first play a button covers the whole frame, so
 * a tap anywhere plays at once, with sound (phones' native controls would take a first tap to show
 * themselves); its icon keeps clear of the title drawn in the poster's middle. A video that fails
 * to load shows its poster and a retry, not a broken frame.
 */
export function GreetingPlayer({
  src,
  unavailable,
  poster,
  title,
  autoPlay = false,
  focusOnMount,
  onPlay,
  onEnded,
}: GreetingPlayerProps) {
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [started, setStarted] = useState(autoPlay);
  const video = useRef<HTMLVideoElement>(null);
  const retried = attempt > 0;
  // the poster is the largest paint: ask for it before anything else the page loads
  preload(poster, { as: 'image', fetchPriority: 'high' });

  useEffect(() => {
    if ((focusOnMount || retried) && !failed) video.current?.focus();
  }, [focusOnMount, retried, failed, attempt]);

  // a load that failed before the player mounted (React can hold a page's first commit back a few
  // hundred ms, and a refused request answers sooner) fired its error event to no one: read it here
  useEffect(() => {
    if (video.current?.error) setFailed(true);
  }, [attempt]);

  const playNow = () => {
    setStarted(true);
    const v = video.current;
    if (!v) return;
    v.focus();
    // called inside the tap, so the browser allows sound; a refusal leaves the controls to the visitor
    v.play().catch(() => {});
  };

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
                  setStarted(true);
                  setAttempt((n) => n + 1);
                }}
              >
                {VIEWER_TEXT.retryVideo}
              </Button>
            </div>
          ) : (
            (unavailable ?? <p className={styles.overlayBox}>{VIEWER_TEXT.notReady}</p>)
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
        controls={started}
        playsInline
        preload="metadata"
        // once playing, focusable everywhere (a picked or retried video takes focus; Space then pauses it)
        tabIndex={started ? 0 : -1}
        autoPlay={autoPlay || retried}
        width={1280}
        height={720}
        aria-label={title}
        onPlay={() => {
          setStarted(true);
          onPlay?.();
        }}
        onEnded={onEnded}
        onError={() => setFailed(true)}
      />
      {!started && <PosterPlayButton onClick={playNow} />}
    </div>
  );
}
