import { MAX_UPLOAD_MB } from '@/shared/config/media';
import { UPLOAD_MESSAGES } from '@/media/uploads/rules';
import type { KeptReason } from './session';

/** The recorder's words. Spec strings (part 2 §2, §4, §8) are verbatim; the rest are ours. */
export const RECORDER_TEXT = {
  heading: 'Record a video',
  thankYouHeading: 'Record a thank-you video',
  intro:
    'Look into the camera and press Start recording. Press Stop when you are done: you can watch your video before you upload it.',
  start: 'Start recording',
  stop: 'Stop recording',
  stopping: 'Finishing…',
  recordAgain: 'Record Again',
  preview: 'Preview',
  upload: 'Upload',
  discard: 'Discard',
  download: 'Download your recording',
  tryAgain: 'Try again',
  starting: 'Starting your camera…',
  waiting: 'Your camera starts when you are ready.',
  cameraLabel: 'Your camera (shown mirrored, as in a mirror)',
  clockLabel: 'Recording time',
  meterLabel: 'Microphone level',
  recording: 'Recording',
  /** Beside a disabled Start or Record Again (see startBlockedReason). */
  blocked: {
    uploading: 'Wait for your video to finish uploading.',
    // not the camera stage's own note ('Starting your camera…'): this one says what to do
    noCameraYet: 'Wait for your camera to start.',
    noCamera: 'Your camera or microphone is not available: see the message above.',
  },
  uploading: 'Uploading...',
  ready: {
    title: 'Ready to upload?',
    body: (length: string) => `Your video is ${length} long. Watch it first, or upload it now.`,
  },
  lowVolume: {
    title: 'Low Volume!',
    body: 'We could hardly hear you. Watch your video to check the sound, or record again a little closer to your microphone.',
  },
  previewTitle: 'Your video',
  confirmDrop: {
    discardTitle: 'Delete this recording?',
    recordAgainTitle: 'Record again?',
    body: "This recording has not been uploaded. Once it is deleted it can't be brought back. You can download it first.",
    keep: 'Keep it',
    discard: 'Delete it',
    recordAgain: 'Delete it and record again',
  },
  kept: {
    restored: 'We kept a video you recorded here that was not uploaded.',
    failed: 'Your video did not upload. It is kept here: upload it again, or download it.',
    /** The server refused it (sending it again cannot work): no "upload it again". */
    refused: 'Your video could not be added. It is kept here: download it, or record a new one.',
    closed: 'Your video is kept here until you upload it.',
  } satisfies Record<KeptReason | 'refused', string>,
  keptHeading: 'Your recording',
  deviceLost: 'Your camera or microphone stopped, so the recording stopped. Everything recorded until then is kept.',
  sizeLimit: `The recording reached the ${MAX_UPLOAD_MB} MB upload limit, so it stopped. Everything recorded until then is kept.`,
  recorderError: 'The recording stopped because of a problem in the browser. Everything recorded until then is kept.',
  unsupported: "This browser can't record video. Please try a recent Chrome, Edge, Firefox or Safari, or upload a video instead.",
  notKept: "This browser can't save your recording as you go, so keep this page open until it has uploaded.",
} as const;

/** Spec part 2 §8: the recorder's toast when an upload fails. */
export const UPLOAD_FAILED_TOAST = {
  title: UPLOAD_MESSAGES.failed,
  body: 'Please try again or select a different file.',
} as const;
