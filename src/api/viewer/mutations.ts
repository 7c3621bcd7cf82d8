import { useMutation, useQueryClient } from '@tanstack/react-query';
import { viewerKeys } from './keys';
import { deleteComment, markViewed, postComment, setLike } from './requests';
import type { CommentBody } from './schemas';

/** Like toggle: pass true to like, false to unlike. */
export function useLike(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isAdd: boolean) => setLike(uuid, isAdd),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: viewerKeys.stats(uuid) }),
  });
}

export function useMarkViewed(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markViewed(uuid),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: viewerKeys.stats(uuid) }),
  });
}

export function usePostComment(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CommentBody) => postComment(uuid, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: viewerKeys.comments(uuid) }),
  });
}

export function useDeleteComment(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentUuid: string) => deleteComment(uuid, commentUuid),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: viewerKeys.comments(uuid) }),
  });
}
