import type { RenderFailure } from './protocol';

/** A render that cannot go on, with the reason people are told (messages.ts). */
export class RenderError extends Error {
  constructor(
    readonly reason: RenderFailure,
    detail: string,
  ) {
    super(detail);
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
