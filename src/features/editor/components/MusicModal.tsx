import { useEffect, useId, useRef, useState } from 'react';
import type { Music } from '@/api/editor/schemas';
import { errorMessage } from '@/shared/lib/errorMessage';
import { useSingleSubmit } from '@/shared/lib/useSingleSubmit';
import { Button } from '@/shared/ui/Button';
import { Modal } from '@/shared/ui/Modal';
import {
  ALL_CATEGORIES,
  categoryOf,
  currentMusicId,
  isNoMusic,
  MUSIC_LIST_HEIGHT_PX,
  musicCategories,
  shouldSaveMusic,
  trackTitle,
  tracksInCategory,
} from '@/features/editor/rules/music';
import styles from './MusicModal.module.css';

type MusicModalProps = {
  open: boolean;
  onClose: () => void;
  music: Music;
  /** Saves the chosen track (PUT music); a rejection's message shows in the status line. */
  onSave: (musicId: number) => Promise<unknown>;
};

/** Spec part 2 §2 "Music modal": categories with 'All' first, a 400 px list, no-music on top, id -2 hidden. */
export function MusicModal({ open, onClose, music, onSave }: MusicModalProps) {
  return (
    <Modal open={open} onClose={onClose} title="Choose music" size="md">
      {open && <MusicPicker music={music} onSave={onSave} onClose={onClose} />}
    </Modal>
  );
}

function MusicPicker({ music, onSave, onClose }: Omit<MusicModalProps, 'open'>) {
  const current = currentMusicId(music);
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [chosen, setChosen] = useState<number | null>(current);
  const [status, setStatus] = useState<string | null>(null);
  const [playing, setPlaying] = useState<number | null>(null);
  const audio = useRef<HTMLAudioElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const name = useId();
  const tracks = tracksInCategory(music.options, category);

  useEffect(() => {
    const el = audio.current;
    return () => {
      if (el && !el.paused) el.pause();
    };
  }, []);

  const togglePreview = (id: number, url: string) => {
    const el = audio.current;
    if (!el) return;
    if (playing === id) {
      el.pause();
      setPlaying(null);
      return;
    }
    el.src = url;
    setPlaying(id);
    el.play().catch(() => setPlaying(null));
  };

  // the current track may sit far down the 400 px list: bring it into the list's view on opening
  // (the list scrolls, not the page or the dialog). A passive effect: it runs once the dialog is
  // open and laid out (Modal opens it in a layout effect).
  useEffect(() => {
    const box = list.current;
    const row = box?.querySelector<HTMLElement>('input:checked')?.closest('li');
    if (!box || !row) return;
    const rowTop = row.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
    box.scrollTop = Math.max(0, rowTop - (box.clientHeight - row.offsetHeight) / 2);
  }, []);

  const { run: save, busy: saving } = useSingleSubmit(async () => {
    // spec part 2 §4: saving is skipped when the choice is unchanged
    if (!shouldSaveMusic(chosen, current) || chosen === null) {
      onClose();
      return;
    }
    setStatus(null);
    try {
      await onSave(chosen);
      onClose();
    } catch (error) {
      setStatus(errorMessage(error));
    }
  });

  return (
    <>
      <div className={styles.categories} role="group" aria-label="Music categories">
        {musicCategories(music.options).map((c) => (
          <button key={c} type="button" className={styles.category} aria-pressed={category === c} onClick={() => setCategory(c)}>
            {c}
          </button>
        ))}
      </div>
      <fieldset className={styles.fieldset}>
        <legend className="visually-hidden">Music tracks{category === ALL_CATEGORIES ? '' : `: ${category}`}</legend>
        <ul ref={list} className={styles.list} style={{ height: MUSIC_LIST_HEIGHT_PX }} data-testid="music-list">
          {tracks.map((t) => {
            const id = `${name}-${t.id}`;
            const title = isNoMusic(t) ? t.name : trackTitle(t.name);
            return (
              <li key={t.id} className={styles.track}>
                <input
                  id={id}
                  type="radio"
                  name={name}
                  className={styles.radio}
                  checked={chosen === t.id}
                  onChange={() => setChosen(t.id)}
                />
                <label htmlFor={id} className={styles.label}>
                  <span className={styles.title}>{title}</span>
                  {!isNoMusic(t) && categoryOf(t.name) && <span className={styles.meta}>{categoryOf(t.name)}</span>}
                  {t.id === current && <span className={styles.meta}>Current music</span>}
                </label>
                {t.url && (
                  <button
                    type="button"
                    className={styles.play}
                    aria-pressed={playing === t.id}
                    aria-label={`${playing === t.id ? 'Stop' : 'Play'} ${title}`}
                    onClick={() => togglePreview(t.id, t.url!)}
                  >
                    <span aria-hidden="true">{playing === t.id ? '❚❚' : '▶'}</span>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>
      {/* previews play here; the list's buttons control it */}
      <audio ref={audio} onEnded={() => setPlaying(null)} preload="none" />
      {status && (
        <p role="alert" className={styles.status}>
          {status}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button busy={saving} onClick={() => void save()}>
          Save music
        </Button>
      </div>
    </>
  );
}
