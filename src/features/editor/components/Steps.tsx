import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { Music } from '@/api/editor/schemas';
import { paths } from '@/shared/config/paths';
import { Button, ButtonLink } from '@/shared/ui/Button';
import { categoryOf, currentMusicId, isNoMusic, trackTitle } from '@/features/editor/rules/music';
import { STEP_COUNT, STEP_TITLES, stepContent } from '@/features/editor/rules/steps';
import styles from './Steps.module.css';

/**
 * 'Step 2 of 4', the step's title, and a bar of the four steps. When the step changes (Next, Back)
 * focus moves to the title, so the new step is announced and a phone shows it from its top (and
 * focus is not lost when Back disappears on step 1).
 */
export function StepHeader({ step }: { step: number }) {
  const title = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  const countId = useId();
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    title.current?.focus();
  }, [step]);
  return (
    <div className={styles.header}>
      <p id={countId} className={styles.count}>
        Step {step} of {STEP_COUNT}
      </p>
      <div className={styles.bar} aria-hidden="true">
        {Array.from({ length: STEP_COUNT }, (_, i) => (
          <span key={i} className={i < step ? styles.done : styles.todo} />
        ))}
      </div>
      <h2 ref={title} tabIndex={-1} className={styles.title} aria-describedby={countId}>
        {STEP_TITLES[stepContent(step)]}
      </h2>
    </div>
  );
}

/** The current track, and the way to the music modal. */
export function MusicSummary({ music, onChoose }: { music: Music; onChoose: () => void }) {
  const id = currentMusicId(music);
  const track = music.options.find((o) => o.id === id);
  const name = !track || isNoMusic(track) ? 'No music' : trackTitle(track.name);
  const category = track && !isNoMusic(track) ? categoryOf(track.name) : null;
  return (
    <div className={styles.card}>
      <p className={styles.label}>Background music</p>
      <p className={styles.track}>
        {name}
        {category && <span className={styles.muted}> · {category}</span>}
      </p>
      <Button variant="outline" onClick={onChoose}>
        Choose music
      </Button>
    </div>
  );
}

/** Step 2: friends add their own photos and videos through the invite link. */
export function InviteStep({ greetingId }: { greetingId: string }) {
  return (
    <div className={styles.card}>
      <p>Invite friends and family to add their own photos and videos to your Video Greeting. They don't need an account.</p>
      <ButtonLink to={paths.inviteOthers(greetingId)}>Invite friends</ButtonLink>
    </div>
  );
}

/** The last step: a look at the whole greeting (the preview page) before finishing it. */
export function WatchItNow({ greetingId }: { greetingId: string }) {
  return (
    <div className={styles.card}>
      <p>Check your whole Video Greeting, with its music and everyone's clips, before you finish it.</p>
      {/* ?watch=1: the instant preview starts on arrival */}
      <ButtonLink variant="outline" to={`${paths.preview(greetingId)}?watch=1`}>
        Watch it now
      </ButtonLink>
    </div>
  );
}

/** Shown to visitors who are not signed in. */
export function TermsNotice() {
  return (
    <p className={styles.terms}>
      By continuing, I agree to the <Link to={paths.terms()}>Terms of Use</Link> and{' '}
      <Link to={paths.privacy()}>Privacy Policy</Link>
    </p>
  );
}
