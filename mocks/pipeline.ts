// The fake video pipeline. Finishing (new-finalize, lockdown, a boxed-set preview) queues a
// greeting; the status bit flags then move from the clock alone: in queue (8) for QUEUED_MS, in
// process (16) until COMPLETED_MS, then completed (4) with the stitched video. The scenario
// 'processing-stuck' keeps it in process for ever. Done (completed or in error) is terminal until
// the greeting is finished again.
import { media } from './db/seed/media';
import { FizzStatus, type FizzRow } from './db/types';
import { isScenarioOn } from './scenarios/scenarios';

const { videoSubmitted, completed, inQueue, inProcess, inError } = FizzStatus;

/** In the queue for the first 2 s after finishing. */
export const QUEUED_MS = 2_000;
/** Completed 5 s after finishing. */
export const COMPLETED_MS = 5_000;

const PIPELINE_BITS = completed | inQueue | inProcess | inError;

/** Spec part 1 §4: done = completed or in error. */
export const isDoneStatus = (status: number): boolean => (status & (completed | inError)) !== 0;
/** Spec part 1 §4: processing = queued or in process. */
export const isProcessingStatus = (status: number): boolean => (status & (inQueue | inProcess)) !== 0;

/**
 * The status a greeting has at `now`, from its stored status and when it was finished. Pure, so it
 * is tested as a table.
 */
export function pipelineStatus(status: number, finalizedAt: number | null, now: number, stuck: boolean): number {
  if (finalizedAt === null || isDoneStatus(status)) return status;
  const elapsed = now - finalizedAt;
  const base = status & ~PIPELINE_BITS;
  if (elapsed < QUEUED_MS) return base | inQueue;
  if (stuck || elapsed < COMPLETED_MS) return base | inProcess;
  return base | completed;
}

/** The stitched video the pipeline "produces" for a greeting (one of the demo greeting videos). */
export function stitchedVideo(fizzId: number): string {
  return media.greetingVideo(((fizzId % 3) + 1) as 1 | 2 | 3);
}

/**
 * Brings a greeting row up to date with the clock (call inside updateDb): the derived status is
 * stored, and a greeting that just completed gets its stitched video.
 */
export function syncPipeline(fizz: FizzRow, now: number = Date.now()): void {
  fizz.status = pipelineStatus(fizz.status, fizz.finalizedAt, now, isScenarioOn('processing-stuck'));
  if (isDoneStatus(fizz.status) && fizz.video === null) fizz.video = stitchedVideo(fizz.id);
}

/** Queues a greeting for stitching (call inside updateDb). Its previous video is dropped. */
export function startPipeline(fizz: FizzRow, now: number = Date.now()): void {
  fizz.finalizedAt = now;
  fizz.status = (fizz.status & ~PIPELINE_BITS) | videoSubmitted | inQueue;
  fizz.video = null;
}
