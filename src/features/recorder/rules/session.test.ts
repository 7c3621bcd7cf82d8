import { describe, expect, it } from 'vitest';
import { canSend, initialSession, sessionReducer, type SessionEvent, type SessionState } from './session';

type Take = { id: string };
const take: Take = { id: 'rec-1' };
const idle = initialSession<Take>();
const recording: SessionState<Take> = { ...idle, phase: 'recording' };
const review: SessionState<Take> = { ...idle, phase: 'stopped', take, verdict: 'ready', dialog: 'ready' };
const lowReview: SessionState<Take> = { ...review, verdict: 'low-volume', dialog: 'low-volume' };
const refused: SessionState<Take> = { ...idle, phase: 'stopped', take, verdict: 'unplayable' };
const failed: SessionState<Take> = { ...idle, take, verdict: 'ready', kept: 'failed', uploadError: 'Upload Failed' };
const restored: SessionState<Take> = { ...idle, take, verdict: 'ready', kept: 'restored' };
const uploading: SessionState<Take> = { ...review, dialog: null, uploading: true };

const pick = (s: SessionState<Take>) => ({
  phase: s.phase,
  take: s.take?.id ?? null,
  dialog: s.dialog,
  kept: s.kept,
  uploading: s.uploading,
});

describe('sessionReducer: idle → recording → stopped, and what each button does', () => {
  it.each<[string, SessionState<Take>, SessionEvent<Take>, ReturnType<typeof pick>]>([
    ['Start from idle', idle, { type: 'start' }, { phase: 'recording', take: null, dialog: null, kept: null, uploading: false }],
    ['Start is ignored over a kept recording', failed, { type: 'start' }, pick(failed)],
    [
      'Stop with a good recording opens "Ready to upload?"',
      recording,
      { type: 'finished', take, verdict: 'ready' },
      { phase: 'stopped', take: 'rec-1', dialog: 'ready', kept: null, uploading: false },
    ],
    [
      'Stop with a quiet one opens "Low Volume!"',
      recording,
      { type: 'finished', take, verdict: 'low-volume' },
      { phase: 'stopped', take: 'rec-1', dialog: 'low-volume', kept: null, uploading: false },
    ],
    [
      'Stop with an unplayable one opens no dialog (refused)',
      recording,
      { type: 'finished', take, verdict: 'unplayable' },
      { phase: 'stopped', take: 'rec-1', dialog: null, kept: null, uploading: false },
    ],
    ['Preview from "Ready to upload?"', review, { type: 'preview' }, { ...pick(review), dialog: 'preview' }],
    ['Preview from "Low Volume!"', lowReview, { type: 'preview' }, { ...pick(lowReview), dialog: 'preview' }],
    ['no preview of a refused recording', refused, { type: 'preview' }, pick(refused)],
    ['Record Again on a fresh recording drops it at once', review, { type: 'record-again' }, pick(idle)],
    ['Record Again after "Low Volume!" drops it at once', lowReview, { type: 'record-again' }, pick(idle)],
    ['Record Again on a refused recording drops it', refused, { type: 'record-again' }, pick(idle)],
    [
      'Record Again after a failed upload asks first',
      failed,
      { type: 'record-again' },
      { ...pick(failed), dialog: 'confirm-drop' },
    ],
    [
      'Record Again on a restored recording asks first',
      restored,
      { type: 'record-again' },
      { ...pick(restored), dialog: 'confirm-drop' },
    ],
    ['Discard asks first', restored, { type: 'discard' }, { ...pick(restored), dialog: 'confirm-drop' }],
    ['confirming the drop empties the recorder', { ...failed, dialog: 'confirm-drop' }, { type: 'confirm-drop' }, pick(idle)],
    ['a stray confirm does nothing', failed, { type: 'confirm-drop' }, pick(failed)],
    ['closing the question keeps the recording', { ...failed, dialog: 'confirm-drop' }, { type: 'close-dialog' }, pick(failed)],
    [
      'closing "Ready to upload?" keeps the recording in the idle recorder',
      review,
      { type: 'close-dialog' },
      { phase: 'idle', take: 'rec-1', dialog: null, kept: 'closed', uploading: false },
    ],
    ['Upload from the dialog', review, { type: 'upload' }, { ...pick(review), dialog: null, uploading: true }],
    ['Upload of a kept recording', failed, { type: 'upload' }, { ...pick(failed), uploading: true }],
    ['no upload of a refused recording', refused, { type: 'upload' }, pick(refused)],
    ['a second Upload while one runs is ignored', uploading, { type: 'upload' }, pick(uploading)],
    [
      'a failed upload restarts the recorder, keeping the recording',
      uploading,
      { type: 'upload-failed', message: 'Upload Failed', retryable: true },
      { phase: 'idle', take: 'rec-1', dialog: null, kept: 'failed', uploading: false },
    ],
    [
      'a recording found in storage is offered to an idle recorder',
      idle,
      { type: 'restored', take, verdict: 'ready' },
      { ...pick(idle), take: 'rec-1', kept: 'restored' },
    ],
    ['…but not over a recording in progress', recording, { type: 'restored', take, verdict: 'ready' }, pick(recording)],
    ['Record Again is ignored during an upload', uploading, { type: 'record-again' }, pick(uploading)],
  ])('%s', (_, state, event, expected) => {
    expect(pick(sessionReducer(state, event))).toEqual(expected);
  });

  it('closing the preview returns to the dialog it came from', () => {
    const previewing = sessionReducer(lowReview, { type: 'preview' });
    expect(sessionReducer(previewing, { type: 'close-dialog' }).dialog).toBe('low-volume');
    const fromKept = sessionReducer(failed, { type: 'preview' });
    expect(sessionReducer(fromKept, { type: 'close-dialog' }).dialog).toBeNull();
  });

  it('a failed upload keeps the server message; the next upload clears it', () => {
    const afterFailure = sessionReducer(uploading, { type: 'upload-failed', message: 'Upload Failed', retryable: true });
    expect(afterFailure.uploadError).toBe('Upload Failed');
    expect(canSend(afterFailure)).toBe(true);
    expect(sessionReducer(afterFailure, { type: 'upload' }).uploadError).toBeNull();
  });

  it('a recording the server refused is not sent again (download and discard stay); a new recording can be', () => {
    const refusedUpload = sessionReducer(uploading, {
      type: 'upload-failed',
      message: 'This Video Greeting has already been finished',
      retryable: false,
    });
    expect(refusedUpload).toMatchObject({ kept: 'failed', uploadRefused: true });
    expect(canSend(refusedUpload)).toBe(false);
    expect(sessionReducer(refusedUpload, { type: 'upload' })).toBe(refusedUpload);
    const dropped = sessionReducer(sessionReducer(refusedUpload, { type: 'discard' }), { type: 'confirm-drop' });
    expect(canSend({ ...dropped, verdict: 'ready' })).toBe(true);
  });

  it('the question says what the drop is for', () => {
    expect(sessionReducer(failed, { type: 'record-again' }).dropFor).toBe('record-again');
    expect(sessionReducer(failed, { type: 'discard' }).dropFor).toBe('discard');
  });
});
