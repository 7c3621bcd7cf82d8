/** The camera and microphone problems the recorder names (spec part 2 §8). */
export type MediaProblem = 'microphone' | 'not-found' | 'in-use' | 'permission' | 'other';

/** Spec part 2 §8, word for word (the spec's spelling 'useing' included). */
export const MEDIA_MESSAGES: Record<MediaProblem, string> = {
  microphone: 'Sorry. We are unable to verify your microphone is on...',
  'not-found': 'Camera/microphone not found. Please connect a webcam/microphone and refresh the page to record.',
  'in-use':
    'Camera/microphone already in use. Please close any other applications useing the webcam/microphone and refresh the page to record.',
  permission: 'Please grant access to your camera and microphone and refresh the page to record.',
  other:
    "No camera detected. Please check that your camera is not blocked or turned off. If you don't have a camera on this computer try with another device.",
};

/** The microphone message links to the FAQ's microphone help. */
export const MIC_HELP = { href: '/faq#micHelp', text: 'Camera and microphone help' } as const;

/**
 * getUserMedia's error names, today's and the older ones Chrome and Firefox used, to the problem
 * they mean. A name not listed (TypeError: no usable constraints or no camera API at all,
 * InvalidStateError, anything new) is 'other'.
 */
const PROBLEM_BY_NAME: Record<string, MediaProblem> = {
  // the user (or a policy) said no
  NotAllowedError: 'permission',
  PermissionDeniedError: 'permission',
  PermissionDismissedError: 'permission',
  SecurityError: 'permission',
  // nothing to capture from
  NotFoundError: 'not-found',
  DevicesNotFoundError: 'not-found',
  // only ideal values are asked, so this means no device at all can serve the request
  OverconstrainedError: 'not-found',
  ConstraintNotSatisfiedError: 'not-found',
  // the device is there but would not start: almost always another app holds it (Firefox says AbortError)
  NotReadableError: 'in-use',
  TrackStartError: 'in-use',
  SourceUnavailableError: 'in-use',
  AbortError: 'in-use',
};

/** Which devices the browser lists, when it could tell (enumerateDevices). */
export type DevicesPresent = { camera: boolean; microphone: boolean };

const errorName = (error: unknown): string => {
  if (typeof error === 'object' && error !== null && typeof (error as { name?: unknown }).name === 'string') {
    return (error as { name: string }).name;
  }
  return '';
};

/**
 * The problem a failed getUserMedia means. 'Not found' with a camera listed but no microphone is
 * the microphone's fault, and says so.
 */
export function mediaProblemFor(error: unknown, devices?: DevicesPresent): MediaProblem {
  const problem = PROBLEM_BY_NAME[errorName(error)] ?? 'other';
  if (problem === 'not-found' && devices?.camera && !devices.microphone) return 'microphone';
  return problem;
}

/**
 * The microphone check once the camera is on: a stream with no live sound track, or a browser that
 * cannot measure it, cannot be verified.
 */
export function microphoneVerified(check: { liveAudioTracks: number; canMeasure: boolean }): boolean {
  return check.liveAudioTracks > 0 && check.canMeasure;
}
