import { z } from '@/api/zod';
import type { UploadStatus } from '@/shared/lib/uploads/rules';

/** Spec part 2 §2/§8 and part 1 §4: what an invitee of a finished greeting reads. */
export const FINISHED = {
  heading: 'This Video Greeting has already been finished',
  body: 'The Video Greeting has already been sent.',
} as const;

/** Spec part 2 §2: the page's words (the spec gives the heading and the picker; the rest are ours). */
export const INVITEE_TEXT = {
  heading: "You're invited!",
  pick: 'ADD PHOTOS OR VIDEO',
  record: 'Record a video',
  howTo: 'How does it work?',
  howToTitle: 'How to add your photos and videos',
  nameLabel: 'Your first name (optional)',
  nameHint: 'The organiser sees it with each photo and video you add. This device remembers it.',
  addedHeading: "What you've added",
  addMore: `Add as many as you like, then press "I'm done".`,
  finish: "I'm done",
  /** While a file is on its way (spec part 2 §4's words). */
  finishBusy: 'Hang tight! Your upload is still in progress.',
  finishFailedRetry: `Retry or dismiss the uploads that did not go through, then press "I'm done".`,
  finishFailedDismiss: `Dismiss the uploads that did not go through, then press "I'm done".`,
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
 * Whether the invitee can finish (go to /view-invite-thank-you): once something arrived in this
 * visit and nothing is on its way ('busy') or left failed or held ('unsettled': spec part 2 §2, all
 * uploads succeed first). 'none': nothing added yet, so there is nothing to finish.
 */
export type FinishState = 'none' | 'busy' | 'unsettled' | 'ready';

export function finishState(addedCount: number, statuses: readonly UploadStatus[]): FinishState {
  if (addedCount === 0) return 'none';
  if (statuses.some((s) => s === 'idle' || s === 'pending')) return 'busy';
  if (statuses.some((s) => s === 'error' || s === 'held')) return 'unsettled';
  return 'ready';
}

/** Why the finishing button waits, or null when it does not. */
export function finishNote(state: FinishState, canRetry: boolean): string | null {
  if (state === 'busy') return INVITEE_TEXT.finishBusy;
  if (state === 'unsettled') return canRetry ? INVITEE_TEXT.finishFailedRetry : INVITEE_TEXT.finishFailedDismiss;
  return null;
}
