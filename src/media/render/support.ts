import { RenderError } from './renderError';

/** Whether this browser can make video files at all (WebCodecs' VideoEncoder; its workers have it too). */
export const canEncodeVideo = (): boolean => typeof VideoEncoder !== 'undefined';

/** Fails at once, with the reason people are told, where no video can be made. */
export function requireVideoEncoding(): void {
  if (!canEncodeVideo()) throw new RenderError('no-encoder', 'no VideoEncoder');
}
