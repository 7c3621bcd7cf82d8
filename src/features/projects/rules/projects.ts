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
