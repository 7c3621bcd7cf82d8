import type { Verdict } from './verdict';

/** Spec part 2 §4: the recorder is idle, recording, or stopped (a recording waits for a decision). */
export type Phase = 'idle' | 'recording' | 'stopped';

/**
 * Why a recording is offered back in the idle recorder: found after a reload or crash, its upload
 * failed, or its dialog was closed without a choice. Either way it is kept until uploaded or dropped.
 */
export type KeptReason = 'restored' | 'failed' | 'closed';

export type Dialog = 'ready' | 'low-volume' | 'preview' | 'confirm-drop';

export type SessionState<T> = {
  phase: Phase;
  /** The recording in hand: under review (stopped) or kept (idle). */
  take: T | null;
  verdict: Verdict | null;
  kept: KeptReason | null;
  dialog: Dialog | null;
  /** Where closing the preview goes back to. */
  previewFrom: Dialog | null;
  /** What the drop being confirmed is for. */
  dropFor: 'record-again' | 'discard' | null;
  uploading: boolean;
  /** The last upload's failure, as the server said it. */
  uploadError: string | null;
  /** The server refused this recording (see canRetryUpload): sending it again cannot work. */
  uploadRefused: boolean;
};

export type SessionEvent<T> =
  | { type: 'start' }
  | { type: 'finished'; take: T; verdict: Verdict }
  | { type: 'restored'; take: T; verdict: Verdict }
  | { type: 'preview' }
  | { type: 'close-dialog' }
  | { type: 'record-again' }
  | { type: 'discard' }
  | { type: 'confirm-drop' }
  | { type: 'upload' }
  | { type: 'upload-failed'; message: string; retryable: boolean }
  | { type: 'uploaded' };

export function initialSession<T>(): SessionState<T> {
  return {
    phase: 'idle',
    take: null,
    verdict: null,
    kept: null,
    dialog: null,
    previewFrom: null,
    dropFor: null,
    uploading: false,
    uploadError: null,
    uploadRefused: false,
  };
}

/** The recording in hand is dropped: an idle recorder with nothing kept. */
const dropped = <T>(): SessionState<T> => initialSession<T>();

/** Can this recording be sent (a refused one cannot)? */
export const canUpload = (verdict: Verdict | null) => verdict === 'ready' || verdict === 'low-volume';

/** Can the recording in hand be sent now: a good one the server has not refused (download and discard stay). */
export const canSend = (s: Pick<SessionState<unknown>, 'verdict' | 'uploadRefused'>) => canUpload(s.verdict) && !s.uploadRefused;

/**
 * The recorder's moves (part 2 §4). Stop opens 'Ready to upload?' (or 'Low Volume!'); 'Record Again'
 * on a fresh recording drops it at once, but on a kept one (a failed upload, a reload) it asks
 * first, as does Discard. A failed upload restarts the recorder with the recording kept.
 */
export function sessionReducer<T>(s: SessionState<T>, e: SessionEvent<T>): SessionState<T> {
  switch (e.type) {
    case 'start':
      // never over a recording still in hand (the page asks first and drops it)
      if (s.take || s.phase !== 'idle' || s.uploading) return s;
      return { ...initialSession<T>(), phase: 'recording' };
    case 'finished': {
      if (s.phase !== 'recording') return s;
      const dialog = e.verdict === 'ready' ? 'ready' : e.verdict === 'low-volume' ? 'low-volume' : null;
      return { ...s, phase: 'stopped', take: e.take, verdict: e.verdict, dialog, kept: null };
    }
    case 'restored':
      // a recording found in storage is offered only to an idle recorder with nothing in hand
      if (s.phase !== 'idle' || s.take) return s;
      return { ...s, take: e.take, verdict: e.verdict, kept: 'restored' };
    case 'preview':
      if (!s.take || s.uploading || !canUpload(s.verdict)) return s;
      return { ...s, dialog: 'preview', previewFrom: s.dialog === 'preview' ? s.previewFrom : s.dialog };
    case 'close-dialog':
      if (s.dialog === 'preview' && s.previewFrom) return { ...s, dialog: s.previewFrom, previewFrom: null };
      if (s.dialog === 'confirm-drop') return { ...s, dialog: null, dropFor: null };
      // a review closed without a choice: the recording stays, offered in the idle recorder
      if (s.phase === 'stopped') return { ...s, phase: 'idle', dialog: null, previewFrom: null, kept: 'closed' };
      return { ...s, dialog: null, previewFrom: null };
    case 'record-again':
      if (s.uploading) return s;
      if (s.phase === 'stopped' || !s.take || !canUpload(s.verdict)) return dropped<T>();
      return { ...s, dialog: 'confirm-drop', previewFrom: null, dropFor: 'record-again' };
    case 'discard':
      if (!s.take || s.uploading) return s;
      return { ...s, dialog: 'confirm-drop', previewFrom: null, dropFor: 'discard' };
    case 'confirm-drop':
      return s.dialog === 'confirm-drop' ? dropped<T>() : s;
    case 'upload':
      if (!s.take || !canSend(s) || s.uploading) return s;
      return { ...s, uploading: true, dialog: null, previewFrom: null, uploadError: null };
    case 'upload-failed':
      return { ...s, phase: 'idle', uploading: false, kept: 'failed', uploadError: e.message, uploadRefused: !e.retryable };
    case 'uploaded':
      return { ...s, uploading: false };
  }
}
