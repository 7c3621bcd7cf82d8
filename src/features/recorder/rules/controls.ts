import { RECORDER_TEXT } from './text';

export type CameraStatus = 'waiting' | 'starting' | 'live' | 'failed';

/**
 * Why Start (or Record Again) cannot be pressed now, said beside it; null when nothing is in the
 * way that the visitor can see (the camera is live and the recorder is getting ready).
 */
export function startBlockedReason({ camera, uploading }: { camera: CameraStatus; uploading: boolean }): string | null {
  if (uploading) return RECORDER_TEXT.blocked.uploading;
  switch (camera) {
    case 'waiting':
    case 'starting':
      return RECORDER_TEXT.blocked.noCameraYet;
    case 'failed':
      return RECORDER_TEXT.blocked.noCamera;
    case 'live':
      return null;
  }
}
