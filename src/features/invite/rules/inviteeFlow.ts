import { z } from '@/api/zod';
import type { UploadStatus } from '@/media/uploads/rules';

/** Spec part 2 §2/§8 and part 1 §4: what an invitee of a finished greeting reads. */
export const FINISHED = {
  heading: 'This Video Greeting has already been finished',
  body: 'The Video Greeting has already been sent.',
} as const;

/** Spec part 2 §2: the page's words (the spec gives the heading and the picker; the rest are ours). */
export const INVITEE_TEXT = {
  heading: "You're invited!",
  pick: 'ADD PHOTOS OR VIDEO',
  /** Several at once: the picker takes many, and the page goes on once all of them arrived. */
  pickHint: "Pick all your photos and videos at once (you can choose several). When they've all arrived, you're done.",
  record: 'Record a video',
  howTo: 'How does it work?',
  howToTitle: 'How to add your photos and videos',
  nameLabel: 'Your first name (optional)',
  nameHint: 'The organiser sees it with each photo and video you add. This device remembers it.',
  nameWaiting: 'Your photos and videos wait until the name is fixed or the field is empty.',
  addedHeading: "What you've added",
  /** While a file is on its way (spec part 2 §4's words). */
  busy: 'Hang tight! Your upload is still in progress.',
  unsettledRetry: "Retry or dismiss the uploads that did not go through, and you're done.",
  unsettledDismiss: "Dismiss the uploads that did not go through, and you're done.",
  /** A visit whose files all arrived earlier (the page was left before it went on): the way on. */
  goOn: 'Continue',
} as const;

/** Whose kept uploads these are: the invite page of one code offers them back after a reload. */
export const inviteeUploadsOwner = (code: string) => `invite:${code}`;

/** A photo or video that arrived during this visit, as the page lists it (kept for the tab, across reloads). */
export const addedItemSchema = z.object({
  uploadId: z.string(),
  name: z.string(),
  isVideo: z.boolean(),
  /** The server's thumbnail (the photo itself for a photo); null when it gave none. */
  image: z.nullable(z.string()),
});
export type AddedItem = z.infer<typeof addedItemSchema>;

/** The kept list, or none when nothing (or something unreadable) was kept. */
export function parseAdded(raw: string | null): AddedItem[] {
  if (!raw) return [];
  try {
    const parsed = z.safeParse(z.array(addedItemSchema), JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** One more arrival; a file reported twice (its answer lost, then found) is listed once. */
export function withArrival(added: readonly AddedItem[], item: AddedItem): AddedItem[] {
  return added.some((a) => a.uploadId === item.uploadId) ? [...added] : [...added, item];
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** 'You've added 1 photo.', 'You've added 2 photos and 1 video.' */
export function addedSummary(added: readonly Pick<AddedItem, 'isVideo'>[]): string {
  const videos = added.filter((a) => a.isVideo).length;
  const photos = added.length - videos;
  const parts = [photos && plural(photos, 'photo', 'photos'), videos && plural(videos, 'video', 'videos')].filter(Boolean);
  return `You've added ${parts.join(' and ')}.`;
}

/**
 * Where this visit stands (spec part 2 §2: after all uploads succeed the invitee goes to
 * /view-invite-thank-you): 'done' once something arrived in this visit and nothing is on its way
 * ('busy') or left failed or held ('unsettled': it stays on /in with its message until it is
 * retried or dismissed). 'none': nothing arrived yet.
 */
export type VisitState = 'none' | 'busy' | 'unsettled' | 'done';

export function visitState(addedCount: number, statuses: readonly UploadStatus[]): VisitState {
  if (addedCount === 0) return 'none';
  if (statuses.some((s) => s === 'idle' || s === 'pending')) return 'busy';
  if (statuses.some((s) => s === 'error' || s === 'held')) return 'unsettled';
  return 'done';
}

/**
 * The page moves on by itself only after something happened in it (a file arrived, one was
 * dismissed or cancelled): on arrival the files kept from an earlier visit are still being read,
 * and an empty queue then says nothing.
 */
export const goesOn = (state: VisitState, somethingHappened: boolean) => state === 'done' && somethingHappened;

/** What the list of arrivals says about the rest, or null. */
export function visitNote(state: VisitState, canRetry: boolean): string | null {
  if (state === 'busy') return INVITEE_TEXT.busy;
  if (state === 'unsettled') return canRetry ? INVITEE_TEXT.unsettledRetry : INVITEE_TEXT.unsettledDismiss;
  return null;
}
