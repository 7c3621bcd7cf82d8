import { queryOptions } from '@tanstack/react-query';
import { previewKeys } from './keys';
import { getFizzDetail, getProcess } from './requests';

/** Spec part 2 §9: the preview polls processing every 3 s. */
export const PROCESS_POLL_MS = 3_000;

/** Polls every 3 s until the video is done. */
export const processQuery = (fizzId: string | number) =>
  queryOptions({
    queryKey: previewKeys.process(fizzId),
    queryFn: () => getProcess(fizzId),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.isDone ? false : PROCESS_POLL_MS),
  });

export const fizzDetailQuery = (fizzId: string | number) =>
  queryOptions({ queryKey: previewKeys.detail(fizzId), queryFn: () => getFizzDetail(fizzId) });
