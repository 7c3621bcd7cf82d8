import { fileProblem } from '@/media/uploads/rules';

// Why a file could not be prepared (and so is not sent): each reason has a message people read.

/** 'damaged': a video whose first or last second does not decode (cut short, damaged frames): the unreadable message. */
export type PrepareFailure = 'empty' | 'unreadable' | 'damaged' | 'too-large' | 'heic-unsupported';

const megapixels = (width: number, height: number) => Math.round((width * height) / 1e6);

export const PREPARE_MESSAGES = {
  /** The upload's own check says it (a 0-byte file is refused before preparing too). */
  empty: (name: string) => fileProblem({ name, type: '', size: 0 }) ?? '',
  unreadable: (name: string) =>
    `“${name}” can't be opened: it is damaged, or not the photo or video its name says. Please choose another file.`,
  tooLarge: (name: string, width: number, height: number, limit: number) =>
    `“${name}” is too large to prepare on this device (${width} × ${height} pixels, ${megapixels(width, height)} megapixels). Please choose a photo of at most ${Math.round(limit / 1e6)} megapixels.`,
  heic: (name: string) =>
    `“${name}” is a HEIC photo, which this browser can't open. Please send it as a JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible).`,
  cancelled: 'Preparing the file was cancelled.',
} as const;

export class PrepareError extends Error {
  constructor(
    readonly reason: PrepareFailure,
    message: string,
    /** For the console: what went wrong underneath. */
    readonly detail = '',
  ) {
    super(message);
    this.name = 'PrepareError';
  }
}

/** Preparing was stopped by its caller (its AbortSignal): nothing is sent. */
export class PrepareCancelled extends Error {
  constructor() {
    super(PREPARE_MESSAGES.cancelled);
    this.name = 'PrepareCancelled';
  }
}

export function throwIfCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new PrepareCancelled();
}
