import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { openChunkStore, type ChunkStore } from '@/features/recorder/lib/chunkStore';
import { RecordingRun, type FinishedRun } from '@/features/recorder/lib/recordingRun';
import { reviewRecording, type Take } from '@/features/recorder/lib/review';
import { chooseRecordingType } from '@/features/recorder/rules/recordingFormat';
import { recordingOwner, type RecordTarget } from '@/features/recorder/rules/recordTarget';
import { initialSession, sessionReducer, type SessionEvent, type SessionState } from '@/features/recorder/rules/session';
import { RECORDER_TEXT } from '@/features/recorder/rules/text';
import type { CameraState } from './useCamera';

let sharedStore: ChunkStore | null = null;
/** One store for the app (tests pass their own). */
const defaultStore = () => (sharedStore ??= openChunkStore());

const reducer = (s: SessionState<Take>, e: SessionEvent<Take>) => sessionReducer<Take>(s, e);

const NOTICE_BY_REASON: Partial<Record<FinishedRun['reason'], string>> = {
  'device-lost': RECORDER_TEXT.deviceLost,
  'size-limit': RECORDER_TEXT.sizeLimit,
  error: RECORDER_TEXT.recorderError,
};

const recorderType = () => {
  if (typeof MediaRecorder === 'undefined') return null;
  return chooseRecordingType((type) => MediaRecorder.isTypeSupported(type));
};

/**
 * The recorder's session: the spec's states (idle → recording → stopped), the clock, the recording
 * in hand and where it is kept. Chunks go to storage as they arrive; a recording found there on
 * arrival is offered back; a recording leaves storage only once it was uploaded or dropped.
 */
export function useRecorderSession(target: RecordTarget, camera: CameraState, store: ChunkStore = defaultStore()) {
  const owner = recordingOwner(target);
  const [state, dispatch] = useReducer(reducer, undefined, () => initialSession<Take>());
  const [elapsedMs, setElapsedMs] = useState(0);
  const [stopping, setStopping] = useState(false);
  const [restoreChecked, setRestoreChecked] = useState(false);
  const [storeFailed, setStoreFailed] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const run = useRef<RecordingRun | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // leaving mid-recording: what was recorded is already stored, the rest follows the stop
      run.current?.stop('left');
      run.current = null;
    };
  }, []);

  // a recording left from an earlier visit (a reload, a crash, a closed tab) is offered back
  useEffect(() => {
    let live = true;
    setRestoreChecked(false);
    store
      .latest(owner)
      .then(async (kept) => {
        if (!kept || !live) return;
        const { meta, blob } = kept;
        const reviewed = await reviewRecording({
          id: meta.id,
          blob,
          mimeType: meta.mimeType,
          durationMs: meta.durationMs,
          maxLevel: meta.maxLevel,
        });
        if (live) dispatch({ type: 'restored', ...reviewed });
      })
      .catch(() => {
        if (live) setStoreFailed(true);
      })
      .finally(() => {
        if (live) setRestoreChecked(true);
      });
    return () => {
      live = false;
    };
  }, [store, owner]);

  // a recording dropped (Record Again, Discard) leaves storage
  const heldTake = useRef<Take | null>(null);
  useEffect(() => {
    const before = heldTake.current;
    heldTake.current = state.take;
    if (before && !state.take) store.remove(before.id).catch(() => undefined);
  }, [state.take, store]);

  // the last partial second goes to storage before a reload or a closed tab
  useEffect(() => {
    const flush = () => run.current?.flush();
    window.addEventListener('pagehide', flush);
    window.addEventListener('beforeunload', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('beforeunload', flush);
    };
  }, []);

  const onFinish = useCallback(async (finished: FinishedRun) => {
    run.current = null;
    if (!mounted.current) return;
    setNotice(NOTICE_BY_REASON[finished.reason] ?? null);
    const reviewed = await reviewRecording({
      id: finished.id,
      blob: finished.blob,
      mimeType: finished.mimeType,
      durationMs: finished.durationMs,
      maxLevel: finished.maxLevel,
    });
    if (!mounted.current) return;
    setStopping(false);
    dispatch({ type: 'finished', ...reviewed });
  }, []);

  const live = camera.status === 'live' ? camera : null;
  const canStart = Boolean(live) && restoreChecked && state.phase === 'idle' && !state.uploading;

  const start = useCallback(() => {
    if (!live || !canStart) return;
    // a recording in hand would be dropped: ask first
    if (state.take) {
      dispatch({ type: 'record-again' });
      return;
    }
    const mimeType = recorderType();
    if (!mimeType) {
      setStartError(RECORDER_TEXT.unsupported);
      return;
    }
    live.meter?.resume();
    const meter = live.meter;
    const next = new RecordingRun({
      stream: live.stream,
      mimeType,
      owner,
      store,
      readLevel: meter ? () => meter.read() : null,
      onTick: setElapsedMs,
      onFinish: (finished) => void onFinish(finished),
      onStoreFailed: () => setStoreFailed(true),
    });
    try {
      next.start();
    } catch {
      setStartError(RECORDER_TEXT.unsupported);
      return;
    }
    run.current = next;
    setElapsedMs(0);
    setNotice(null);
    setStartError(null);
    dispatch({ type: 'start' });
  }, [live, canStart, state.take, owner, store, onFinish]);

  const stop = useCallback(() => {
    if (!run.current) return;
    setStopping(true);
    run.current.stop('stopped');
  }, []);

  return { state, dispatch, elapsedMs, stopping, canStart, storeFailed, notice, startError, start, stop, store };
}
