import { lazy, Suspense, useState } from 'react';
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

export const PLAY_LABEL = 'Play the video';

/**
 * The button over a poster before the first play. The whole frame is the target (one tap anywhere
 * plays); its icon sits in the lower left corner, clear of the middle of the frame, where a
 * greeting's personalised title is drawn.
 */
export function PosterPlayButton({ onClick, label = PLAY_LABEL }: { onClick: () => void; label?: string }) {
  return (
    <button type="button" className={styles.playButton} aria-label={label} onClick={onClick}>
      <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="31" fill="rgb(0 0 0 / 0.6)" stroke="#fff" strokeWidth="2" />
        <path d="M26 20v24l19-12z" fill="#fff" />
      </svg>
    </button>
  );
}

type VideoPlayerProps = {
  src: string;
  poster?: string;
  title: string;
  autoPlay?: boolean;
  onPlay?: () => void;
  onEnded?: () => void;
};

/**
 * A responsive 16:9 player (its box is reserved before the video's size is known, so nothing
 * moves when it arrives). With a poster and no autoPlay, the poster shows with a play button, and
 * one press plays, with sound (the press lets the browser allow it). `title` names it for screen readers.
 */
export function VideoPlayer({ src, poster, title, autoPlay = false, onPlay, onEnded }: VideoPlayerProps) {
  const [pressed, setPressed] = useState(false);
  const playing = autoPlay || pressed;
  return (
    <div className={styles.frame} aria-label={title} role="group">
      {poster && !playing ? (
        <>
          <img className={styles.poster} src={poster} alt="" width={1280} height={720} />
          <PosterPlayButton onClick={() => setPressed(true)} />
        </>
      ) : (
        <Suspense fallback={<Spinner label="Loading video…" />}>
          <ReactPlayer
            // after a press, focus goes to the video (the button it replaced is gone)
            ref={pressed ? (video: HTMLVideoElement | null) => video?.focus() : undefined}
            src={src}
            playing={playing}
            controls
            playsInline
            width="100%"
            height="100%"
            onPlay={onPlay}
            onEnded={onEnded}
            title={title}
          />
        </Suspense>
      )}
    </div>
  );
}
