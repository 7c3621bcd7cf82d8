import { queryOptions } from '@tanstack/react-query';
import { editorKeys } from './keys';
import { getEditDetail, getNewestActorVideo } from './requests';

type Id = string | number;

/** The edit page's data. Always fresh: uploads and contributors change it while the page is open. */
export const editDetailQuery = (fizzId: Id) =>
  queryOptions({ queryKey: editorKeys.detail(fizzId), queryFn: () => getEditDetail(fizzId), staleTime: 0 });

/** The newest contributor clip's id: a read (though sent as POST), never cached as fresh. */
export const newestActorVideoQuery = (fizzId: Id) =>
  queryOptions({ queryKey: editorKeys.newestActor(fizzId), queryFn: () => getNewestActorVideo(fizzId), staleTime: 0 });
