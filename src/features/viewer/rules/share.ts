import { downloadHrefOf } from '@/shared/lib/shareOptions';

/** Part 2 §2 and §9: recipients can download the video for 6 months. */
export const DOWNLOAD_MONTHS = 6;

export const DOWNLOAD_NOTE = `The video stays available to download for ${DOWNLOAD_MONTHS} months.`;
export const IOS_FILES_NOTE = 'On iPhone and iPad, the downloaded video is saved to the Files app.';

/**
 * Where 'Download and save' points: the greeting's own downloadUrl when the server sends one (part 2
 * §3), else {shareUrl}/download (part 1 §7). None when the server sends neither.
 */
export function downloadLink(item: { shareUrl: string | null; downloadUrl: string | null }): string | null {
  return downloadHrefOf(item);
}

/** The views and likes line, e.g. '1 view', '42 views', '1,234,567 views'. */
export function countLabel(n: number, one: string, many: string): string {
  // grouped by hand: the first toLocaleString of a page sets up ICU's number formatting, a long
  // task on a slow phone for a line of digits and commas
  const digits = String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${digits} ${n === 1 ? one : many}`;
}
