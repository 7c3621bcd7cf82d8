import type { VideoReport } from '@/api/common/schemas';
import { GREETING_STATUS, isStatusDone, isStatusProcessing } from '@/api/greetings/status';
import { reportNote } from '@/media/clipName';

// The finished video on the thank-you pages: whether the server's file is ready (then 'Download and
// save' is a plain link), what the page says before anything is pressed (a failure, clips left out),
// and what a click does while it is not ready.

/** What the thank-you page reads: the process answer (GET /rest/fizz/process/{id}). */
export type FinishedVideoAnswer = {
  isDone: boolean;
  greetingStatus: number;
  video: string | null;
  progress: { done: number; secondsLeft: number | null } | null;
  message: string | null;
  videoReport: VideoReport | null;
};

/** How often the page asks while the video is being made (as the preview does: every 3 s). */
export const FINISHED_VIDEO_POLL_MS = 3_000;
/** How often a pressed 'Download and save' asks while it waits for another render (its progress moves). */
export const WAIT_POLL_MS = 1_000;

const failedStatus = (status: number) => (status & GREETING_STATUS.inError) !== 0;

/** The greeting's video failed to be made (status bit 'in error', or the report says so). */
export function videoFailed(answer: Pick<FinishedVideoAnswer, 'greetingStatus' | 'videoReport'>): boolean {
  return failedStatus(answer.greetingStatus) || Boolean(answer.videoReport?.failed);
}

/**
 * The server's file is there to download: a plain click on the link saves it. From the process
 * answer once it came; before that (or without it) from the thank-you item itself.
 */
export function fileReady(
  item: { video: string | null; status: number },
  answer: Pick<FinishedVideoAnswer, 'isDone' | 'greetingStatus' | 'video' | 'videoReport'> | null,
): boolean {
  if (answer) return answer.isDone && Boolean(answer.video) && !videoFailed(answer);
  return Boolean(item.video) && isStatusDone(item.status) && !failedStatus(item.status);
}

/** The page polls while the video is still being made; a failed poll leaves it (the page keeps what it knew). */
export function finishedVideoPoll(answer: Pick<FinishedVideoAnswer, 'isDone' | 'greetingStatus'> | null): number | false {
  if (!answer) return false;
  return !answer.isDone && isStatusProcessing(answer.greetingStatus) ? FINISHED_VIDEO_POLL_MS : false;
}

/** What a pressed 'Download and save' does next while the file is not simply there. */
export type VideoStep = 'download' | 'wait' | 'make';

/**
 * - its file is ready: download it;
 * - its making failed: make it on this device (the way to try again);
 * - another render of it holds the render lock (another tab, the fake server's pipeline), or the
 *   server says how far its render has come: wait for that one and take its file, never render it
 *   a second time beside it;
 * - otherwise (a server that is silent about its progress, or that could not be asked): try the
 *   server's link, and make it here if it has nothing.
 */
export function nextVideoStep(answer: FinishedVideoAnswer | null, renderingElsewhere: boolean): VideoStep {
  if (!answer) return 'download';
  if (videoFailed(answer)) return 'make';
  if (answer.isDone && answer.video) return 'download';
  if (renderingElsewhere) return 'wait';
  if (!answer.isDone && isStatusProcessing(answer.greetingStatus) && answer.progress) return 'wait';
  return 'make';
}

/** What the page says before anything is pressed: why the video failed, and the clips it left out. */
export type VideoNotices = { failure: string | null; leftOut: string | null };

/** The default reason, for a server that says the video failed without saying why. */
export const VIDEO_FAILED_REASON = 'Something went wrong while it was being made.';

export function videoNotices(answer: FinishedVideoAnswer | null): VideoNotices {
  if (!answer) return { failure: null, leftOut: null };
  const report = answer.videoReport;
  const failed = videoFailed(answer);
  return {
    failure: failed ? report?.message || answer.message || VIDEO_FAILED_REASON : null,
    leftOut: report && !failed ? reportNote(report) : null,
  };
}
