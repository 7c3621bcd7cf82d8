/** Spec part 1 §2, §9: the finished video stays available to download for 6 months. */
export const DOWNLOAD_AVAILABLE_MONTHS = 6;
export const DOWNLOAD_NOTE = `Your finished Video Greeting stays available to download for ${DOWNLOAD_AVAILABLE_MONTHS} months.`;

/** Spec part 1 §8: a failed delete. */
export const DELETE_FAILED_MESSAGE = 'Unable to delete item';

const created = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** 'Started Mar 4, 2025', or null when the server sent no (or no readable) date. */
export function startedLabel(fizzCreated: string | null | undefined): string | null {
  if (!fizzCreated) return null;
  // server dates may come as 'YYYY-MM-DD HH:MM:SS(.ffffff)'
  const date = new Date(/^\d{4}-\d{2}-\d{2} /.test(fizzCreated) ? `${fizzCreated.replace(' ', 'T').slice(0, 19)}Z` : fizzCreated);
  return Number.isNaN(date.getTime()) ? null : `Started ${created.format(date)}`;
}

/**
 * Where a finished greeting downloads from: the server's downloadUrl when it sends one, else the
 * spec's share download link, {shareUrl}/download (part 1 §7). Null when there is neither.
 */
export function downloadHref(item: { shareUrl?: string | null; downloadUrl?: string | null }): string | null {
  if (item.downloadUrl) return item.downloadUrl;
  return item.shareUrl ? `${item.shareUrl.replace(/\/+$/, '')}/download` : null;
}
