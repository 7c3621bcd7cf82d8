import { clipKindOf, FORMATS_TEXT, MAX_UPLOAD_BYTES, MAX_UPLOAD_MB } from '@/shared/config/media';
import { MESSAGES } from '@/shared/lib/errorMessage';

/** Spec part 2 §9: a file whose size is unknown is taken as 20 MB. */
export const UNKNOWN_FILE_SIZE_MB = 20;
/** Spec part 2 §4/§9: the bar shows 90 % of the bytes sent, and 100 % once the server answered. */
export const UPLOAD_PROGRESS_SHARE = 0.9;
/** Spec part 2 §4/§9: 'Hang tight!' once an upload has run this long. */
export const SLOW_UPLOAD_MS = 5_000;
const MB = 1024 * 1024;

/**
 * Spec part 2 §4: idle → pending → done | error. Ours adds 'held': a file kept from an earlier visit
 * (or cut off by a lost connection) that waits for the user's word before it is sent.
 */
export type UploadStatus = 'idle' | 'pending' | 'error' | 'done' | 'held';

/** Spec part 2 §4. A queued file (idle) is already part of the upload, so it reads 'Uploading...' too. */
export const UPLOAD_LABELS: Record<UploadStatus, string> = {
  idle: 'Uploading...',
  pending: 'Uploading...',
  error: 'Error Uploading',
  done: 'Uploaded',
  held: 'Not uploaded yet',
};

export const UPLOAD_MESSAGES = {
  slow: 'Hang tight! Your upload is still in progress.',
  success: 'Upload successful!',
  failed: 'Upload Failed',
  leave: "Your upload hasn't finished. Are you sure you want to leave?",
  /** Storage full or unavailable (private mode): uploads carry on, but only while the page is open. */
  notKept: "This browser can't keep your files if the page closes, so keep it open until they finish uploading.",
  uploadNow: 'Upload now',
  remove: 'Remove',
  /** A video made ready on the device before it goes (ours, issue 29): then 'Uploading...'. */
  preparing: 'Preparing…',
} as const;

/** What a row says: 'Preparing…' while a video is converted on the device, else its status's label. */
export function uploadRowLabel({ status, preparing }: { status: UploadStatus; preparing: number | null }): string {
  return status === 'pending' && preparing !== null ? UPLOAD_MESSAGES.preparing : UPLOAD_LABELS[status];
}

/** The row's bar: a conversion's share done while preparing (its own 0-100), else the upload's (progressPercent). */
export function uploadRowPercent(item: {
  status: UploadStatus;
  loaded: number;
  total: number;
  preparing: number | null;
}): number {
  if (item.status === 'pending' && item.preparing !== null) return Math.floor(Math.min(1, Math.max(0, item.preparing)) * 100);
  return progressPercent(item);
}

/** The offer to send held files: '1 file did not finish uploading', '2 files did not finish uploading'. */
export function heldNotice(count: number): string {
  return `${count} ${count === 1 ? 'file' : 'files'} did not finish uploading`;
}

/** The size the add-clip query carries, in MB (two decimals); unknown → 20 MB. */
export function fileSizeMb(bytes: number | null | undefined): number {
  if (!bytes || !Number.isFinite(bytes) || bytes < 0) return UNKNOWN_FILE_SIZE_MB;
  return Math.max(0.01, Math.round((bytes / MB) * 100) / 100);
}

/** The byte count progress is measured against: the browser's, else the file's, else 20 MB. */
export function progressTotal(eventTotal: number | null | undefined, fileBytes: number | null | undefined): number {
  if (eventTotal && eventTotal > 0) return eventTotal;
  if (fileBytes && fileBytes > 0) return fileBytes;
  return UNKNOWN_FILE_SIZE_MB * MB;
}

/** The percentage shown: 90 % of the share of bytes sent; 100 once done. */
export function progressPercent({ status, loaded, total }: { status: UploadStatus; loaded: number; total: number }): number {
  if (status === 'done') return 100;
  if (!(total > 0) || !(loaded > 0)) return 0;
  return Math.floor(Math.min(1, loaded / total) * UPLOAD_PROGRESS_SHARE * 100);
}

/** Why a chosen file cannot be uploaded, said before any upload starts; null when it can. */
export function fileProblem(file: { name: string; type: string; size: number }): string | null {
  if (file.size === 0) return `“${file.name}” is empty (0 bytes). Please choose another photo or video.`;
  if (!clipKindOf(file)) {
    return `“${file.name}” can't be added. Photos can be ${FORMATS_TEXT.image}, and videos ${FORMATS_TEXT.video}.`;
  }
  if (file.size > MAX_UPLOAD_BYTES) return `“${file.name}” is larger than ${MAX_UPLOAD_MB} MB. Please choose a smaller file.`;
  return null;
}

export const isVideoFile = (file: { name: string; type: string }) => clipKindOf(file) === 'video';

type ErrorFacts = { kind?: unknown; httpStatus?: unknown };
// an ApiError's kind and status (shared/ cannot import api/)
const errorKind = (error: unknown) => (error instanceof Error ? (error as ErrorFacts).kind : undefined);
const httpStatusOf = (error: unknown) => {
  const status = error instanceof Error ? (error as ErrorFacts).httpStatus : undefined;
  return typeof status === 'number' ? status : undefined;
};

/**
 * Spec part 2 §8: an upload failure shows the server's message, or 'Upload Failed' (a lost
 * connection too: the row says the upload failed, and the file is kept for a retry).
 */
export function uploadErrorMessage(error: unknown): string {
  // a refusal with no message of its own gets the client's fallback text: 'Upload Failed' says more here
  if (errorKind(error) === 'server' && error instanceof Error && error.message && error.message !== MESSAGES.noBody) {
    return error.message;
  }
  return UPLOAD_MESSAGES.failed;
}

/** Statuses that say "not now" rather than "not this file": a later try can work. */
const TRY_LATER_STATUSES: readonly number[] = [408, 429];

/**
 * Can sending the same file again work? Not when the server refused it (its content, its size, a
 * finished greeting: any 4xx, or a refusal sent with a success status): the same file gets the same
 * answer, so the row offers Dismiss only. A lost connection, a server fault (5xx), a timeout or
 * anything unknown can pass: Retry.
 */
export function canRetryUpload(error: unknown): boolean {
  const status = httpStatusOf(error);
  if (status !== undefined && status >= 500) return true;
  if (status !== undefined && TRY_LATER_STATUSES.includes(status)) return true;
  if (errorKind(error) === 'server') return false;
  return status === undefined || status < 400;
}

/** The connection dropped (not a refusal): when it comes back, the file is offered again. */
export const isConnectionFailure = (error: unknown) => errorKind(error) === 'network';
