import { MAX_STEP } from '@/api/editor/schemas';

/** Spec part 2 §2: four steps; step 1 music, step 2 invite friends, step 3 onward photos and videos. */
export const STEP_COUNT = MAX_STEP;

export type StepContent = 'music' | 'invite' | 'clips';

export const STEP_TITLES: Record<StepContent, string> = {
  music: 'Choose music',
  invite: 'Invite friends',
  clips: 'Add photos and videos',
};

/** A step from the server, kept within 1..4. */
export function clampStep(step: number | null | undefined): number {
  if (!Number.isFinite(step)) return 1;
  return Math.min(STEP_COUNT, Math.max(1, Math.trunc(step as number)));
}

export function stepContent(step: number): StepContent {
  if (step <= 1) return 'music';
  if (step === 2) return 'invite';
  return 'clips';
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
