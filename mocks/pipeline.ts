// The fake video pipeline. Finishing (new-finalize, lockdown, a boxed-set link) queues a greeting.
//
// In the browser the greeting is really made: a renderer (renderPipeline.ts, registered at start)
// renders it on this device, moving the status bit flags itself: in queue (8) until it starts, in
// process (16) while it renders, then completed (4) with the file, or in error (32) with a message.
//
// Where no renderer runs (node: `npm run mock:server`, vitest) the flags move from the clock alone:
// in queue for QUEUED_MS, in process until COMPLETED_MS, then completed with a demo video.
//
// The scenario 'processing-stuck' keeps a greeting in process for ever. Done (completed or in
// error) is terminal until the greeting is finished again.
import { media } from './db/seed/media';
import { FizzStatus, type FizzRow } from './db/types';
import { isScenarioOn } from './scenarios/scenarios';

const { videoSubmitted, completed, inQueue, inProcess, inError } = FizzStatus;

/** In the queue for the first 2 s after finishing (clock pipeline). */
export const QUEUED_MS = 2_000;
/** Completed 5 s after finishing (clock pipeline). */
export const COMPLETED_MS = 5_000;

export const PIPELINE_BITS = completed | inQueue | inProcess | inError;

/** Spec part 1 §4: done = completed or in error. */
export const isDoneStatus = (status: number): boolean => (status & (completed | inError)) !== 0;
/** Spec part 1 §4: processing = queued or in process. */
export const isProcessingStatus = (status: number): boolean => (status & (inQueue | inProcess)) !== 0;

/** The status with the pipeline's bits replaced by `bit`. */
export const withPipelineBit = (status: number, bit: number): number => (status & ~PIPELINE_BITS) | bit;

/** How far a render has come (beyond the spec: the process answer carries it). */
export type PipelineProgress = { done: number; secondsLeft: number | null };

/** What makes greetings' videos on this device (the browser's renderPipeline.ts). */
export interface PipelineRenderer {
  /** Makes the greeting's video unless it is being made already; the renderer moves its status. */
  ensure(fizzId: number): void;
  progress(fizzId: number): PipelineProgress | null;
}

let renderer: PipelineRenderer | null = null;

/** Registers the renderer (browser start-up), or none (tests). */
export function setPipelineRenderer(next: PipelineRenderer | null): void {
  renderer = next;
}

/**
 * The status a greeting has at `now` on the clock pipeline, from its stored status and when it
 * was finished. Pure, so it is tested as a table.
 */
export function pipelineStatus(status: number, finalizedAt: number | null, now: number, stuck: boolean): number {
  if (finalizedAt === null || isDoneStatus(status)) return status;
  const elapsed = now - finalizedAt;
  if (elapsed < QUEUED_MS) return withPipelineBit(status, inQueue);
  if (stuck || elapsed < COMPLETED_MS) return withPipelineBit(status, inProcess);
  return withPipelineBit(status, completed);
}

/** The demo video the clock pipeline "produces" for a greeting (no renderer in node). */
export function stitchedVideo(fizzId: number): string {
  return media.greetingVideo(((fizzId % 3) + 1) as 1 | 2 | 3);
}

/**
 * Brings a greeting row up to date (call inside updateDb). With a renderer, a greeting still being
 * made is handed to it (again after a reload: its render starts over). Without, the clock moves it.
 */
export function syncPipeline(fizz: FizzRow, now: number = Date.now()): void {
  if (renderer) {
    if (fizz.finalizedAt !== null && isProcessingStatus(fizz.status)) renderer.ensure(fizz.id);
    return;
  }
  fizz.status = pipelineStatus(fizz.status, fizz.finalizedAt, now, isScenarioOn('processing-stuck'));
  // a video only for one made: a render that failed has none (and says so)
  if ((fizz.status & completed) !== 0 && fizz.video === null) fizz.video = stitchedVideo(fizz.id);
}

/** Queues a greeting for stitching (call inside updateDb). Its previous video is dropped. */
export function startPipeline(fizz: FizzRow, now: number = Date.now()): void {
  fizz.finalizedAt = now;
  fizz.status = withPipelineBit(fizz.status | videoSubmitted, inQueue);
  fizz.video = null;
  fizz.renderMessage = null;
  fizz.renderSkipped = null;
  renderer?.ensure(fizz.id);
}

/** How far the greeting's render has come; null when none runs here. */
export function pipelineProgress(fizzId: number): PipelineProgress | null {
  return renderer?.progress(fizzId) ?? null;
}
