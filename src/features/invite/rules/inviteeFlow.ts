/** Spec part 2 §2/§8 and part 1 §4: what an invitee of a finished greeting reads. */
export const FINISHED = {
  heading: 'This Video Greeting has already been finished',
  body: 'The Video Greeting has already been sent.',
} as const;

/** Spec part 2 §2: the page's words. */
export const INVITEE_TEXT = {
  heading: "You're invited!",
  pick: 'ADD PHOTOS OR VIDEO',
  record: 'Record a video',
  howTo: 'How does it work?',
  howToTitle: 'How to add your photos and videos',
  added: 'Your photos and videos were added.',
  goOn: 'Continue',
} as const;

/** Whose kept uploads these are: the invite page of one code offers them back after a reload. */
export const inviteeUploadsOwner = (code: string) => `invite:${code}`;

/**
 * Spec part 2 §2: once the queue has sent everything (at least one file arrived), the invitee goes
 * to /view-invite-thank-you, unless a file failed or still waits for the user's word.
 */
export function allUploadsSucceeded(drained: { failed: number; held: number }): boolean {
  return drained.failed === 0 && drained.held === 0;
}
