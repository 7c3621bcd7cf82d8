import { useReducer } from 'react';
import type { ViewerVideo } from '@/api/viewer/schemas';
import { initialPlaylist, playlistReducer, visibleQueue } from '@/features/viewer/rules/playlist';
import { VIEWER_TEXT } from '@/features/viewer/rules/text';
import { GreetingPlayer } from './GreetingPlayer';
import styles from './Viewer.module.css';

type PlaylistPlayerProps = {
  /** The greeting's videos (each with a video), in their order. */
  videos: ViewerVideo[];
  title: string;
  onPlay: () => void;
};

/** A video's caption, or its place in the greeting. */
const videoLabel = (n: number, v: ViewerVideo) => v.caption || `Video ${n}`;

/**
 * The playlist player (part 2 §2, §4): the first video plays and the queue shows the next 3. When a
 * video ends it goes to the back and the next one plays, until each has played once: then it stops
 * on the first one's poster. Picking a queue item plays it.
 */
export function PlaylistPlayer({ videos, title, onPlay }: PlaylistPlayerProps) {
  const [{ order, autoPlay, picked }, dispatch] = useReducer(playlistReducer, videos.length, initialPlaylist);
  const activeIndex = order[0];
  const active = videos[activeIndex];
  const number = (i: number) => i + 1;

  return (
    <div className={styles.playlist}>
      <GreetingPlayer
        key={active.id}
        src={active.video}
        poster={active.img}
        title={`${title}: ${videoLabel(number(activeIndex), active)} of ${videos.length}`}
        autoPlay={autoPlay}
        focusOnMount={picked}
        onPlay={() => {
          dispatch({ type: 'play' });
          onPlay();
        }}
        onEnded={() => dispatch({ type: 'ended' })}
      />
      <p className="visually-hidden" role="status">
        {autoPlay ? `Now playing ${videoLabel(number(activeIndex), active)} of ${videos.length}` : ''}
      </p>
      {videos.length > 1 && (
        <section aria-labelledby="playlist-queue" className={styles.queueSection}>
          <h2 id="playlist-queue" className={styles.queueTitle}>
            {VIEWER_TEXT.playlistLabel}
          </h2>
          <ol className={styles.queue}>
            {visibleQueue(order).map((index, queueIndex) => {
              const v = videos[index];
              return (
                <li key={v.id}>
                  <button
                    type="button"
                    className={styles.queueItem}
                    aria-label={`Play ${videoLabel(number(index), v)}`}
                    onClick={() => dispatch({ type: 'pick', index: queueIndex })}
                  >
                    <img src={v.img} alt="" width={320} height={180} loading="lazy" />
                    <span className={styles.queueLabel}>{videoLabel(number(index), v)}</span>
                  </button>
                </li>
              );
            })}
          </ol>
        </section>
      )}
    </div>
  );
}
