/** Spec part 2 §5/§9: the recording formats, in order of preference. */
export const FORMAT_PRIORITY = ['video/webm', 'video/mp4', 'video/mpeg'] as const;

/**
 * MediaRecorder's timeslice: a chunk about every second goes to storage as it arrives. Chromium's
 * mp4 writer ignores anything under 1 s, so less would buy nothing.
 */
export const TIMESLICE_MS = 1_000;

/** The first format this browser can record, or null when it can record none of them. */
export function chooseRecordingType(isTypeSupported: ((type: string) => boolean) | undefined): string | null {
  if (typeof isTypeSupported !== 'function') return null;
  for (const type of FORMAT_PRIORITY) {
    try {
      if (isTypeSupported(type)) return type;
    } catch {
      // a browser that throws for a type does not record it
    }
  }
  return null;
}

export type UploadFormat = 'webm' | 'h264-mp4' | 'mpeg';
export type RecordingFile = { format: UploadFormat; extension: 'webm' | 'mp4' | 'mpeg'; type: string; name: string };

/**
 * How a recording travels, from the type the recorder reports (read back from the recorder, with
 * its codecs: 'video/mp4;codecs=avc1,opus'). Spec part 2 §5: an mp4 uploads as h264-mp4.
 */
export function recordingFile(mimeType: string): RecordingFile {
  const base = mimeType.split(';')[0]!.trim().toLowerCase();
  if (base === 'video/mp4') return { format: 'h264-mp4', extension: 'mp4', type: 'video/mp4', name: 'recording.mp4' };
  if (base === 'video/mpeg') return { format: 'mpeg', extension: 'mpeg', type: 'video/mpeg', name: 'recording.mpeg' };
  return { format: 'webm', extension: 'webm', type: 'video/webm', name: 'recording.webm' };
}

/** A WebM from MediaRecorder has no duration written in it (it cannot seek until one is added). */
export const isWebm = (mimeType: string) => recordingFile(mimeType).format === 'webm';
