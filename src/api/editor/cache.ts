import type { QueryClient } from '@tanstack/react-query';
import { greetingKeys } from '@/api/greetings/keys';
import { editorKeys } from './keys';
import type { AddClipResponse, EditDetail } from './schemas';

type Id = string | number;

/** Changes the cached edit detail in place (so the screen follows at once), if it is cached. */
export function patchDetail(queryClient: QueryClient, greetingId: Id, patch: (d: EditDetail) => EditDetail): void {
  queryClient.setQueryData<EditDetail>(editorKeys.detail(greetingId), (d) => (d ? patch(d) : d));
}

/** The contributor poll keeps its own schedule: a clip of one's own is no news of a contributor. */
const isContributorPoll = (queryKey: readonly unknown[], greetingId: Id) =>
  editorKeys.newestActor(greetingId).every((part, i) => queryKey[i] === part);

/**
 * Spec part 2 §4, "a successful clip is added to the clips list": the clips an upload made (a
 * picked file or a recording) join the cached list at once, none twice (a file sent again is
 * answered with the clip it already made); then what is known of the greeting, and the project
 * list, is fetched again where it is on screen and marked stale elsewhere.
 */
export function clipsAdded(queryClient: QueryClient, greetingId: Id, { clips }: Pick<AddClipResponse, 'clips'>): Promise<void> {
  patchDetail(queryClient, greetingId, (d) => {
    const known = new Set(d.greeting.videos.map((v) => v.id));
    return { ...d, greeting: { ...d.greeting, videos: [...d.greeting.videos, ...clips.filter((c) => !known.has(c.id))] } };
  });
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: greetingKeys.root(greetingId),
      predicate: (query) => !isContributorPoll(query.queryKey, greetingId),
    }),
    queryClient.invalidateQueries({ queryKey: greetingKeys.list() }),
  ]).then(() => undefined);
}
