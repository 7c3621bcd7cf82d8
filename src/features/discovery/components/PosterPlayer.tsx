import { useState } from 'react';
import { VideoPlayer } from '@/shared/ui/VideoPlayer';
import styles from './PosterPlayer.module.css';

type PosterPlayerProps = { src: string; poster?: string | null; title: string; eager?: boolean };

/**
 * A video that shows its poster (or a plain frame) and a play button first: the player's code
 * loads only when someone presses play.
 */
export function PosterPlayer({ src, poster, title, eager = false }: PosterPlayerProps) {
  const [playing, setPlaying] = useState(false);
  if (playing) return <VideoPlayer src={src} title={title} autoPlay />;
  return (
    <button type="button" className={styles.poster} onClick={() => setPlaying(true)}>
      {poster ? (
        <img src={poster} alt="" width={640} height={360} loading={eager ? 'eager' : 'lazy'} decoding="async" />
      ) : (
        // no poster from the server: the video's own first frame stands in for one
        <video
          src={`${src}#t=0.1`}
          preload="metadata"
          muted
          playsInline
          aria-hidden="true"
          tabIndex={-1}
          width={640}
          height={360}
        />
      )}
      <span className={styles.play}>
        <span aria-hidden="true">▶</span>
        <span className="visually-hidden">Play video: {title}</span>
      </span>
    </button>
  );
}
