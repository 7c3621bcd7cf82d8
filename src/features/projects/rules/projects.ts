import type { VideoReport } from '@/api/common/schemas';
import { GREETING_STATUS, isStatusDone } from '@/api/greetings/status';
import { reportNote } from '@/media/clipName';

/** Spec part 1 §2, §9: the finished video stays available to download for 6 months. */
export const DOWNLOAD_AVAILABLE_MONTHS = 6;
export const DOWNLOAD_NOTE = `Your finished Video Greeting stays available to download for ${DOWNLOAD_AVAILABLE_MONTHS} months.`;

/** Spec part 1 §8: a failed delete. */
export const DELETE_FAILED_MESSAGE = 'Unable to delete item';

const created = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** 'Started Mar 4, 2025', or null when the server sent no (or no readable) date. */
export function startedLabel(greetingCreated: string | null | undefined): string | null {
  if (!greetingCreated) return null;
  // server dates may come as 'YYYY-MM-DD HH:MM:SS(.ffffff)'
  const date = new Date(
    /^\d{4}-\d{2}-\d{2} /.test(greetingCreated) ? `${greetingCreated.replace(' ', 'T').slice(0, 19)}Z` : greetingCreated,
  );
  return Number.isNaN(date.getTime()) ? null : `Started ${created.format(date)}`;
}

/** The mark on a project card: paid beats finished (a paid greeting is finished too); none while in progress. */
export type ProjectMark = 'Paid' | 'Finished' | null;

export function projectMark(item: { isLocked?: boolean | null; hasPaid?: boolean | null }): ProjectMark {
  if (item.hasPaid) return 'Paid';
  if (item.isLocked) return 'Finished';
  return null;
}

/** The list's words about a finished video that failed (ours: the spec is silent). */
export const VIDEO_TEXT = {
  failed: "Its video couldn't be made.",
  makeHere: 'Make it on this device',
} as const;

type VideoFacts = { video?: string | null; status?: number | null; videoReport: VideoReport | null };

const failed = (item: VideoFacts) => Boolean(item.videoReport?.failed) || ((item.status ?? 0) & GREETING_STATUS.inError) !== 0;

/**
 * The server's file is there: the Share popup's 'Download and save' is then a plain link. A list
 * item without a status (a server that sends none) is ready when it names its video.
 */
export function videoFileReady(item: VideoFacts): boolean {
  if (!item.video || failed(item)) return false;
  return item.status === null || item.status === undefined || isStatusDone(item.status);
}

/** What a project card says about its finished video: it failed, or the clips it left out (named as the clip list names them). */
export type ProjectVideoNote = { kind: 'failed' } | { kind: 'left-out'; text: string } | null;

export function projectVideoNote(item: VideoFacts): ProjectVideoNote {
  if (failed(item)) return { kind: 'failed' };
  const report = item.videoReport;
  const text = report ? reportNote(report) : null;
  return text ? { kind: 'left-out', text } : null;
}
