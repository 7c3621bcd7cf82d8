import { safeDownloadHref } from './shareLinks';

/**
 * Which ways to send a link a screen offers (one rule, used by every share surface).
 *
 * - 'delivery' (the thank-you and recipient pages, part 1 §2 "Delivery options"): a device with
 *   native share gets 'Share this video' alone; otherwise Email, 'Text message' on mobile widths
 *   only, and 'Copy link to paste anywhere' only with a clipboard. Download is always offered
 *   where there is a download link.
 * - 'all' (the project list's Share popup, the invite page): native share where it exists, copy
 *   where a clipboard exists, and text and email always.
 */
export type ShareAction = 'share' | 'copy' | 'text' | 'email' | 'download';
export type ShareMode = 'delivery' | 'all';
export type ShareDevice = { nativeShare: boolean; mobileWidth: boolean; clipboard: boolean };

export function shareOptions(mode: ShareMode, device: ShareDevice, hasDownload: boolean): ShareAction[] {
  const actions: ShareAction[] = [];
  if (mode === 'delivery') {
    if (device.nativeShare) actions.push('share');
    else {
      actions.push('email');
      if (device.mobileWidth) actions.push('text');
      if (device.clipboard) actions.push('copy');
    }
  } else {
    if (device.nativeShare) actions.push('share');
    if (device.clipboard) actions.push('copy');
    actions.push('text', 'email');
  }
  if (hasDownload) actions.push('download');
  return actions;
}

/** Spec part 1 §7: a finished greeting downloads from {shareUrl}/download. */
export function downloadUrlOf(shareUrl: string | null | undefined): string | null {
  if (!shareUrl) return null;
  return `${shareUrl.replace(/\/+$/, '')}/download`;
}

/**
 * Where 'Download and save' points: the server's downloadUrl when it sends an http(s) one, else
 * the spec's {shareUrl}/download (a javascript: or data: link from a server is never used).
 */
export function downloadHrefOf(item: { downloadUrl?: string | null; shareUrl?: string | null }): string | null {
  return safeDownloadHref(item.downloadUrl) ?? safeDownloadHref(downloadUrlOf(item.shareUrl));
}
