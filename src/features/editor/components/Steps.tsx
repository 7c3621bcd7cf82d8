import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { Music } from '@/api/editor/schemas';
import { paths } from '@/shared/config/paths';
import { Button, ButtonLink } from '@/shared/ui/Button';
import { chosenMusic } from '@/features/editor/rules/music';
import { STEP_COUNT, STEP_LABELS, STEP_TITLES, stepContent, STEPS } from '@/features/editor/rules/steps';
import styles from './Steps.module.css';

/**
 * 'Step 2 of 4', the list of the four steps (the current one marked with aria-current), and the
 * step's title. When the step changes (Next, Back) focus moves to the title, so the new step is
 * announced with its number and a phone shows it from its top (and focus is not lost when Back
 * disappears on step 1).
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
      <ol className={styles.steps} aria-label="Steps">
        {STEPS.map((content, i) => {
          const n = i + 1;
          const state = n < step ? 'done' : n === step ? 'current' : 'todo';
          return (
            <li key={content} className={styles[state]} aria-current={state === 'current' ? 'step' : undefined}>
              {STEP_LABELS[content]}
              {state === 'done' && <span className="visually-hidden"> (done)</span>}
            </li>
          );
        })}
      </ol>
      <h2 ref={title} tabIndex={-1} className={styles.title} aria-describedby={countId}>
        {STEP_TITLES[stepContent(step)]}
      </h2>
    </div>
  );
}

/** The current track, and the way to the music modal. */
export function MusicSummary({ music, onChoose }: { music: Music; onChoose: () => void }) {
  const { title, category } = chosenMusic(music);
  return (
    <div className={styles.card}>
      <p className={styles.label}>Background music</p>
      <p className={styles.track}>
        {title}
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

/** Shown to visitors who are not signed in. */
export function TermsNotice() {
  return (
    <p className={styles.terms}>
      By continuing, I agree to the <Link to={paths.terms()}>Terms of Use</Link> and{' '}
      <Link to={paths.privacy()}>Privacy Policy</Link>
    </p>
  );
}
