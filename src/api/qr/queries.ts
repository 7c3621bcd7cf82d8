import { queryOptions } from '@tanstack/react-query';
import { qrKeys } from './keys';
import { getBoxSetAdd, getBoxSetList, getBoxSetPreview, scanQr } from './requests';

/** Spec part 2 §4: the boxed-set link page waits for processing like the preview (every 3 s). */
export const BOX_SET_PREVIEW_POLL_MS = 3_000;

export const qrScanQuery = (code: string) => queryOptions({ queryKey: qrKeys.scan(code), queryFn: () => scanQr(code) });

export const boxSetAddQuery = (qrKey: string) =>
  queryOptions({ queryKey: qrKeys.boxSetAdd(qrKey), queryFn: () => getBoxSetAdd(qrKey) });

/** The boxed-set preview, polled every 3 s until it is done (in a hidden tab too). */
export const boxSetPreviewQuery = (qrKey: string, greetingId: string | number) =>
  queryOptions({
    queryKey: qrKeys.boxSetPreview(qrKey, greetingId),
    queryFn: () => getBoxSetPreview(qrKey, greetingId),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.isDone ? false : BOX_SET_PREVIEW_POLL_MS),
    refetchIntervalInBackground: true,
  });

export const boxSetListQuery = (qrKey: string) =>
  queryOptions({ queryKey: qrKeys.boxSetList(qrKey), queryFn: () => getBoxSetList(qrKey) });
