import type { PrepareFn } from './queueTypes';

/** The file could not be made ready on this device (damaged, too large, a HEIC this browser cannot open): it never goes. */
export class PrepareRefused extends Error {}

export const abortError = () => new DOMException('aborted', 'AbortError');
export const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Makes `file` ready on this device (an upload's first step), telling `onPreparing` how far a
 * conversion is (0 when one starts). Rejects with an AbortError once `signal` aborts, and with
 * PrepareRefused (its reason for people) when the file cannot be made ready.
 */
export async function prepareFile(
  prepare: PrepareFn,
  file: File,
  signal: AbortSignal,
  onPreparing: (done: number) => void,
): Promise<{ file: File; note: string | null }> {
  let result: { file: File; note: string | null };
  try {
    result = await prepare(file, { signal, onConverting: () => onPreparing(0), onProgress: onPreparing });
  } catch (error) {
    if (signal.aborted) throw abortError();
    throw new PrepareRefused(error instanceof Error ? error.message : String(error));
  }
  if (signal.aborted) throw abortError();
  return result;
}
