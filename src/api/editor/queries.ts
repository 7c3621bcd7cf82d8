import { queryOptions } from '@tanstack/react-query';
import { editorKeys } from './keys';
import { getEditDetail, getNewestActorVideo } from './requests';

type Id = string | number;

/** The edit page's data. Always fresh: uploads and contributors change it while the page is open. */
export const editDetailQuery = (greetingId: Id) =>
  queryOptions({ queryKey: editorKeys.detail(greetingId), queryFn: () => getEditDetail(greetingId), staleTime: 0 });

/** The newest contributor clip's id: a read (though sent as POST), never cached as fresh. */
export const newestActorVideoQuery = (greetingId: Id) =>
  queryOptions({ queryKey: editorKeys.newestActor(greetingId), queryFn: () => getNewestActorVideo(greetingId), staleTime: 0 });
