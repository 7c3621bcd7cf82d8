import { useMutation, useQueryClient } from '@tanstack/react-query';
import { viewerKeys } from './keys';
import { deleteComment, markViewed, postComment, setLike } from './requests';
import type { Comments, CommentBody, Stats } from './schemas';

/**
 * Like toggle: pass true to like, false to unlike. The answer is the new count and state (the
 * screen settles its optimistic count with it); a failure reloads the stats from the server.
 */
export function useLike(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isAdd: boolean) => setLike(uuid, isAdd),
    onError: () => queryClient.invalidateQueries({ queryKey: viewerKeys.stats(uuid) }),
  });
}

/** Counts a view; the answer carries the new view count. */
export function useMarkViewed(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markViewed(uuid),
    onSuccess: ({ viewCount }) =>
      queryClient.setQueryData<Stats>(viewerKeys.stats(uuid), (old) => (old ? { ...old, viewCount } : old)),
  });
}

export function usePostComment(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CommentBody) => postComment(uuid, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: viewerKeys.comments(uuid) }),
  });
}

/** Removes a comment (owner only); a root goes with its replies, in the cache at once too. */
export function useDeleteComment(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentUuid: string) => deleteComment(uuid, commentUuid),
    onSuccess: (_data, commentUuid) => {
      queryClient.setQueryData<Comments>(viewerKeys.comments(uuid), (old) =>
        old
          ? {
              ...old,
              comments: old.comments
                .filter((c) => c.uuid !== commentUuid)
                .map((c) => ({ ...c, childComments: c.childComments.filter((r) => r.uuid !== commentUuid) })),
            }
          : old,
      );
      return queryClient.invalidateQueries({ queryKey: viewerKeys.comments(uuid) });
    },
  });
}
