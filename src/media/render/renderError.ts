import { RENDER_MESSAGES } from './messages';
import type { RenderFailure } from './protocol';

/** A render that cannot go on: its message is the one people read; `detail` is for the console. */
export class RenderError extends Error {
  constructor(
    readonly reason: RenderFailure,
    readonly detail: string,
  ) {
    super(RENDER_MESSAGES[reason]);
    this.name = 'RenderError';
  }
}

/** The reason of any failure: a full disk is 'storage-full', anything unforeseen 'failed'. */
export function failureOf(error: unknown): RenderError {
  if (error instanceof RenderError) return error;
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  const detail = error instanceof Error ? error.message : String(error);
  return new RenderError(name === 'QuotaExceededError' ? 'storage-full' : 'failed', detail);
}
