import { CLOCK_TICK_MS } from '@/features/recorder/rules/clock';
import { LEVEL_SAMPLE_MS } from '@/features/recorder/rules/micLevel';
import { TIMESLICE_MS } from '@/features/recorder/rules/recordingFormat';
import { RECORDING_BYTE_LIMIT } from '@/features/recorder/rules/verdict';
import type { ChunkStore } from './chunkStore';

/** Why a recording ended: the user's Stop, the camera or microphone going away, a recorder error, the size limit, the page closing. */
export type StopReason = 'stopped' | 'device-lost' | 'error' | 'size-limit' | 'left';

export type FinishedRun = {
  id: string;
  blob: Blob;
  mimeType: string;
  durationMs: number;
  maxLevel: number;
  reason: StopReason;
};

export type RunOptions = {
  stream: MediaStream;
  /** The chosen format (chooseRecordingType); null lets the browser pick. */
  mimeType: string | null;
  owner: string;
  /** Where chunks go as they arrive; null: memory only. */
  store: ChunkStore | null;
  /** The microphone level now (0..1); null when it cannot be measured. */
  readLevel: (() => number) | null;
  /** Every 500 ms while recording: the time so far. */
  onTick: (elapsedMs: number) => void;
  onFinish: (run: FinishedRun) => void;
  /** A chunk could not be kept in storage (the recording goes on in memory). */
  onStoreFailed: () => void;
  now?: () => number;
};

const newId = () =>
  typeof globalThis.crypto?.randomUUID === 'function'
    ? globalThis.crypto.randomUUID()
    : `rec-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * One recording: MediaRecorder with a ~1 s timeslice, each non-empty chunk kept in memory and in
 * storage as it arrives, the clock and the loudest microphone level. It ends on Stop, when a
 * track ends (a camera unplugged), on a recorder error or near the upload size limit; whatever
 * was recorded is handed over, once.
 */
export class RecordingRun {
  readonly id = newId();
  private readonly options: RunOptions;
  private readonly now: () => number;
  private recorder: MediaRecorder | null = null;
  private readonly chunks: Blob[] = [];
  private bytes = 0;
  private startedAt = 0;
  private maxLevel = 0;
  private mimeType = '';
  private reason: StopReason = 'stopped';
  private finished = false;
  private timers: ReturnType<typeof setInterval>[] = [];

  constructor(options: RunOptions) {
    this.options = options;
    this.now = options.now ?? (() => performance.now());
  }

  /** Starts recording; throws what MediaRecorder throws (the caller shows it). */
  start(): void {
    const { stream, mimeType, store, owner } = this.options;
    const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    this.recorder = recorder;
    recorder.ondataavailable = (e) => this.keep(e.data);
    recorder.onstop = () => this.finish();
    recorder.onerror = () => this.stop('error');
    for (const track of stream.getTracks()) track.addEventListener('ended', this.onTrackEnded);
    recorder.start(TIMESLICE_MS);
    this.startedAt = this.now();
    // always the recorder's own word on the format (the browser may differ from what was asked)
    this.mimeType = recorder.mimeType || mimeType || '';
    store
      ?.begin({
        id: this.id,
        owner,
        mimeType: this.mimeType,
        startedAt: Date.now(),
        durationMs: 0,
        maxLevel: 0,
        chunks: 0,
        bytes: 0,
      })
      .catch(this.options.onStoreFailed);
    this.timers = [
      setInterval(() => this.options.onTick(this.elapsed()), CLOCK_TICK_MS),
      setInterval(() => this.sampleLevel(), LEVEL_SAMPLE_MS),
    ];
  }

  /** Ends the recording; the last chunk and then `onFinish` follow. */
  stop(reason: StopReason = 'stopped'): void {
    if (this.finished) return;
    if (this.reason === 'stopped') this.reason = reason;
    const recorder = this.recorder;
    if (recorder && recorder.state !== 'inactive') {
      try {
        recorder.stop();
        return;
      } catch {
        // already stopping: finish with what we have
      }
    }
    this.finish();
  }

  /** The page is going away (or hidden for good): hand the last bit to storage before it goes. */
  flush(): void {
    if (this.recorder?.state === 'recording') this.recorder.requestData();
  }

  private elapsed(): number {
    return Math.max(0, this.now() - this.startedAt);
  }

  private sampleLevel(): void {
    const level = this.options.readLevel?.() ?? 0;
    if (level > this.maxLevel) this.maxLevel = level;
  }

  private onTrackEnded = () => this.stop('device-lost');

  private progress() {
    return { durationMs: this.elapsed(), maxLevel: this.maxLevel, mimeType: this.mimeType };
  }

  private keep(data: Blob): void {
    if (!data || data.size === 0) return; // an empty chunk carries nothing (and some players choke on it)
    this.chunks.push(data);
    this.bytes += data.size;
    if (data.type) this.mimeType = data.type;
    this.options.store?.append(this.id, data, this.progress()).catch(this.options.onStoreFailed);
    if (this.bytes >= RECORDING_BYTE_LIMIT) this.stop('size-limit');
  }

  private finish(): void {
    if (this.finished) return;
    this.finished = true;
    this.sampleLevel();
    this.timers.forEach(clearInterval);
    this.timers = [];
    for (const track of this.options.stream.getTracks()) track.removeEventListener('ended', this.onTrackEnded);
    const mimeType = this.recorder?.mimeType || this.mimeType;
    const progress = { ...this.progress(), mimeType };
    this.options.store?.finish(this.id, progress).catch(this.options.onStoreFailed);
    this.options.onFinish({
      id: this.id,
      blob: new Blob(this.chunks, { type: mimeType }),
      mimeType,
      durationMs: progress.durationMs,
      maxLevel: this.maxLevel,
      reason: this.reason,
    });
  }
}
