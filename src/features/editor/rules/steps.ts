import { MAX_STEP } from '@/api/editor/schemas';

/**
 * Spec part 2 §2: four steps; step 1 music, step 2 invite friends, step 3 onward photos and videos.
 * Step 4, the last before the preview, is where they are checked: a summary and 'Watch it now'.
 */
export const STEP_COUNT = MAX_STEP;

export type StepContent = 'music' | 'invite' | 'clips' | 'check';

/** Each step's heading. */
export const STEP_TITLES: Record<StepContent, string> = {
  music: 'Choose music',
  invite: 'Invite friends',
  clips: 'Add photos and videos',
  check: 'Check your Video Greeting',
};

/** The short names in the list of steps (four fit side by side on a 320 px phone). */
export const STEP_LABELS: Record<StepContent, string> = {
  music: 'Music',
  invite: 'Invite',
  clips: 'Photos and videos',
  check: 'Check',
};

/** The steps in order, 1-based: what each one shows. */
export const STEPS: readonly StepContent[] = Array.from({ length: STEP_COUNT }, (_, i) => stepContent(i + 1));

/** A step from the server, kept within 1..4. */
export function clampStep(step: number | null | undefined): number {
  if (!Number.isFinite(step)) return 1;
  return Math.min(STEP_COUNT, Math.max(1, Math.trunc(step as number)));
}

export function stepContent(step: number): StepContent {
  if (step <= 1) return 'music';
  if (step === 2) return 'invite';
  if (step < STEP_COUNT) return 'clips';
  return 'check';
}

export type NextStepAction = { kind: 'persist'; step: number } | { kind: 'preview' };

/** Spec part 2 §4: below 4 the step is incremented and persisted; at 4 or more, on to preview. */
export function nextStepAction(step: number): NextStepAction {
  return step < STEP_COUNT ? { kind: 'persist', step: step + 1 } : { kind: 'preview' };
}

/** Spec part 2 §2: the 'Edit My Video Greeting' view comes with the later steps (photos and videos). */
export function showEditGreetingView(step: number): boolean {
  return step >= 3;
}

/** Spec part 2 §2: anonymous users see the sign-up alert once clips exist or the step is above 3. */
export function showSignupAlert({ signedIn, clipCount, step }: { signedIn: boolean; clipCount: number; step: number }): boolean {
  return !signedIn && (clipCount > 0 || step > 3);
}
