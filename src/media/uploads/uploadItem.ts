import { PrepareRefused } from './prepareStep';
import {
  canRetryUpload,
  fileSizeMb,
  isConnectionFailure,
  isVideoFile,
  progressTotal,
  uploadErrorMessage,
  type UploadStatus,
} from './rules';
import type { StoredUpload } from './uploadStore';

/** One file on its way up (spec part 2 §3 "Upload record"). The File stays here, so a failed upload can be retried. */
export type UploadItem<R = unknown> = {
  readonly id: string;
  /** The client's id for the upload: it names the file in storage and goes with it to the server. */
  readonly uploadId: string;
  /** Its place in the queue; files kept from an earlier visit come first. */
  readonly order: number;
  /** How often it was sent: once sent, it may have arrived even if the answer did not. */
  readonly attempts: number;
  /**
   * Kept from an earlier visit (or another tab): it may have gone up meanwhile, so the greeting is
   * asked before it is sent.
   */
  readonly restored: boolean;
  /** The last failure was a lost connection (it is offered again when the connection returns). */
  readonly offline: boolean;
  /**
   * Sending it again can work (see canRetryUpload): false once the server refused this file or the
   * greeting takes no more, and then the row offers Dismiss only.
   */
  readonly retryable: boolean;
  /** What is sent: the file picked, replaced by the one made ready on this device once it is. */
  readonly file: File;
  /** The file is ready to send (made ready on this device, or kept from a visit that had made it ready). */
  readonly prepared: boolean;
  /** A video being made ready (converted) on this device: how far, 0 to 1; null otherwise. */
  readonly preparing: number | null;
  /** What preparing did, for people ('Made smaller for a faster upload: 4.8 MB → 0.6 MB'). */
  readonly note: string | null;
  /** The name picked (a prepared file may carry another extension: the row keeps the name people know). */
  readonly name: string;
  readonly isVideo: boolean;
  /** The size the add-clip query carries (unknown → 20 MB). */
  readonly sizeMb: number;
  readonly status: UploadStatus;
  readonly loaded: number;
  readonly total: number;
  /** Why it failed (the server's message, or 'Upload Failed'). */
  readonly message: string | null;
  readonly response: R | null;
};

/**
 * What `add` takes: a picked file, or a file with an upload id of its own (a recording keeps its
 * id, so sending it again is the same upload); `sentBefore` says it may have arrived already.
 */
export type NewUpload = File | { file: File; uploadId: string; sentBefore?: boolean };

/** A random id (crypto.randomUUID needs a secure context: fall back outside one). */
function newUploadId(): string {
  if (typeof globalThis.crypto?.randomUUID === 'function') return globalThis.crypto.randomUUID();
  return `up-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** What the file says about itself: its kind, the size the query carries and the bar's total. */
const facts = (file: File) => ({
  file,
  isVideo: isVideoFile(file),
  sizeMb: fileSizeMb(file.size),
  total: progressTotal(undefined, file.size),
});

/** A file queued now (`seq` numbers it); `prepared`: it needs no preparing before it goes. */
export function newItem<R>(upload: NewUpload, seq: number, prepared: boolean): UploadItem<R> {
  const { file, uploadId = newUploadId(), sentBefore = false } = 'uploadId' in upload ? upload : { file: upload };
  return {
    id: `upload-${seq}`,
    uploadId,
    order: Date.now() * 1000 + (seq % 1000),
    attempts: 0,
    restored: sentBefore,
    offline: false,
    retryable: true,
    prepared,
    preparing: null,
    note: null,
    name: file.name,
    status: 'idle',
    loaded: 0,
    message: null,
    response: null,
    ...facts(file),
  };
}

/** A file kept from an earlier visit: back 'held' in its old place, with its last message. */
export function restoredItem<R>(stored: StoredUpload, seq: number, prepared: boolean): UploadItem<R> {
  const item = newItem<R>({ file: stored.file, uploadId: stored.uploadId, sentBefore: true }, seq, prepared);
  return { ...item, order: stored.order, attempts: stored.attempted ? 1 : 0, status: 'held', message: stored.message };
}

export const started = <R>(i: UploadItem<R>): UploadItem<R> => ({
  ...i,
  status: 'pending',
  loaded: 0,
  message: null,
  retryable: true,
  attempts: i.attempts + 1,
});

/** Back in the queue as it was before it started (its upload stopped by a cancel). */
export const requeued = <R>(i: UploadItem<R>): UploadItem<R> => ({ ...i, status: 'idle', loaded: 0, preparing: null });

export const arrived = <R>(i: UploadItem<R>, response: R): UploadItem<R> => ({
  ...i,
  status: 'done',
  loaded: i.total,
  response,
});

/** The file made ready on this device takes the picked one's place (the row keeps the picked name). */
export const readied = <R>(i: UploadItem<R>, file: File, note: string | null): UploadItem<R> => ({
  ...i,
  ...facts(file),
  prepared: true,
  preparing: null,
  note,
});

export type Failure = { message: string; offline: boolean; retryable: boolean };

/** What a failure means: the words shown, whether the connection was lost, whether a retry can work. */
export function failureOf(error: unknown): Failure {
  // a file that could not be made ready on this device can never go
  if (error instanceof PrepareRefused) return { message: error.message, offline: false, retryable: false };
  return { message: uploadErrorMessage(error), offline: isConnectionFailure(error), retryable: canRetryUpload(error) };
}

export const failed = <R>(i: UploadItem<R>, failure: Failure): UploadItem<R> => ({
  ...i,
  ...failure,
  status: 'error',
  preparing: null,
});
