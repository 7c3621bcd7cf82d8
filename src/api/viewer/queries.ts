import { queryOptions } from '@tanstack/react-query';
import { viewerKeys } from './keys';
import { getComments, getStats, getViewerGreeting } from './requests';

/** While the greeting's video is still being made, look again this often (the preview's processing poll). */
export const VIEWER_NOT_READY_POLL_MS = 3_000;

export const viewerGreetingQuery = (uuid: string) =>
  queryOptions({
    queryKey: viewerKeys.greeting(uuid),
    queryFn: () => getViewerGreeting(uuid),
    // a recipient who opens the link while the video is still being made sees it as soon as it is
    refetchInterval: (query) => (query.state.data && !query.state.data.item.video ? VIEWER_NOT_READY_POLL_MS : false),
  });

export const statsQuery = (uuid: string) => queryOptions({ queryKey: viewerKeys.stats(uuid), queryFn: () => getStats(uuid) });

export const commentsQuery = (uuid: string) =>
  queryOptions({ queryKey: viewerKeys.comments(uuid), queryFn: () => getComments(uuid) });
