import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/shared/lib/errorMessage';
import type { FileProgress, VideoFileSource } from './videoFile';

export type VideoFileState =
  | { status: 'idle' }
  | { status: 'working'; progress: FileProgress | null }
  | { status: 'failed'; message: string }
  | { status: 'cancelled' };

/**
 * Gets a greeting's video file once, for an action (save it, share it): one at a time (a double
 * click starts one download or render), with its progress, cancellable. The file is kept, so the
 * next action has it at once.
 */
export function useVideoFile(source: VideoFileSource | null) {
  const [state, setState] = useState<VideoFileState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const file = useRef<File | null>(null);
  const latest = useRef(source);
  useEffect(() => {
    latest.current = source;
  });
  // leaving the page stops the work
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(async (withFile: (file: File) => void | Promise<void>) => {
    const get = latest.current;
    if (controller.current || !get) return;
    if (file.current) return withFile(file.current);
    const abort = new AbortController();
    controller.current = abort;
    setState({ status: 'working', progress: null });
    try {
      file.current = await get({ signal: abort.signal, onProgress: (progress) => setState({ status: 'working', progress }) });
      setState({ status: 'idle' });
      controller.current = null;
      await withFile(file.current);
    } catch (error) {
      controller.current = null;
      setState(abort.signal.aborted ? { status: 'cancelled' } : { status: 'failed', message: errorMessage(error) });
    }
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { state, run, cancel };
}
