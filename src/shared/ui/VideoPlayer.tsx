import { lazy, Suspense } from 'react';
import { Spinner } from './Spinner';
import styles from './VideoPlayer.module.css';

// react-player (and its HLS/DASH engines) loads only when a video is actually shown
const ReactPlayer = lazy(() => import('react-player'));

/**
 * react-player starts playback with media.play() and never handles its promise, so closing a player
 * while the video is still starting rejects with an AbortError ('The play() request was
 * interrupted…'). That is the expected outcome of closing, not a failure: swallow only that one.
 */
export function isInterruptedPlay(reason: unknown): boolean {
  return reason instanceof DOMException && reason.name === 'AbortError' && /play\(\)/.test(reason.message);
}
if (typeof window !== 'undefined') {
  window.addEventListener('unhandledrejection', (event) => {
    if (isInterruptedPlay(event.reason)) event.preventDefault();
  });
}

type VideoPlayerProps = {
  src: string;
  poster?: string;
  title: string;
  autoPlay?: boolean;
  onPlay?: () => void;
  onEnded?: () => void;
};

/** A responsive 16:9 player. `title` names it for screen readers. */
export function VideoPlayer({ src, poster, title, autoPlay, onPlay, onEnded }: VideoPlayerProps) {
  return (
    <div className={styles.frame} aria-label={title} role="group">
      <Suspense fallback={<Spinner label="Loading video…" />}>
        <ReactPlayer
          src={src}
          light={poster && !autoPlay ? poster : false}
          playing={autoPlay}
          controls
          playsInline
          width="100%"
          height="100%"
          onPlay={onPlay}
          onEnded={onEnded}
          title={title}
        />
      </Suspense>
    </div>
  );
}
