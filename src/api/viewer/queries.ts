import { queryOptions } from '@tanstack/react-query';
import { viewerKeys } from './keys';
import { getComments, getStats, getViewerFizz } from './requests';

export const viewerFizzQuery = (uuid: string) =>
  queryOptions({ queryKey: viewerKeys.fizz(uuid), queryFn: () => getViewerFizz(uuid) });

export const statsQuery = (uuid: string) => queryOptions({ queryKey: viewerKeys.stats(uuid), queryFn: () => getStats(uuid) });

export const commentsQuery = (uuid: string) =>
  queryOptions({ queryKey: viewerKeys.comments(uuid), queryFn: () => getComments(uuid) });
