import { preparedNote, type PrepareOutcome } from './notes';

/** What the upload sends: the prepared file or the original, and the line people read about it. */
export type PreparedMedia = {
  file: File;
  /** 'prepared': a new file; 'kept': the original, nothing needed; 'not-prepared': the original, though it needed preparing. */
  outcome: PrepareOutcome;
  /** The line shown under the upload ('Made smaller for a faster upload: 4.8 MB → 0.6 MB'); null: nothing to say. */
  note: string | null;
  /** Bytes of the original and of what is sent. */
  before: number;
  after: number;
};

export type PrepareOptions = {
  /** Aborting stops the work; the promise then rejects with a PrepareCancelled. */
  signal?: AbortSignal;
  /** 0..1 of a video's conversion (photos are done in one go). */
  onProgress?: (done: number) => void;
};

/** The original, sent as it is. */
export function asIs(file: File, outcome: 'kept' | 'not-prepared' = 'kept'): PreparedMedia {
  return { file, outcome, note: preparedNote(outcome, file.size, file.size), before: file.size, after: file.size };
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'video/mp4': 'mp4' };

/** The made file, named as the original with its new type's extension ('IMG_0001.HEIC' → 'IMG_0001.jpg'). */
export function madeFrom(original: File, blob: Blob, type: string): PreparedMedia {
  const base = original.name.replace(/\.[a-z0-9]+$/i, '') || 'photo';
  const file = new File([blob], `${base}.${EXTENSIONS[type] ?? 'bin'}`, { type, lastModified: original.lastModified });
  return {
    file,
    outcome: 'prepared',
    note: preparedNote('prepared', original.size, file.size),
    before: original.size,
    after: file.size,
  };
}
