import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshGreeting } from '@/api/greetingKeys';
import { fizzKeys } from './keys';
import { createFizz, deleteFizz, trackInviteIntent, updateFizz } from './requests';
import type { CreateFizzBody, InviteIntent, UpdateFizzBody } from './schemas';

type Id = string | number;

/** POST /rest/fizz. A new greeting shows on the project list. */
export function useCreateFizz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFizzBody) => createFizz(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fizzKeys.list() }),
  });
}

/** PUT /rest/fizz/{id}: the greeting's own reads and the list are refreshed. */
export function useUpdateFizz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fizzId, body }: { fizzId: Id; body: UpdateFizzBody }) => updateFizz(fizzId, body),
    onSuccess: (_data, { fizzId }) => refreshGreeting(queryClient, fizzId),
  });
}

/** DELETE /rest/fizz/{id}: the item leaves the list only once the server agreed. */
export function useDeleteFizz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fizzId: Id) => deleteFizz(fizzId),
    onSuccess: (_data, fizzId) => {
      queryClient.removeQueries({ queryKey: fizzKeys.one(fizzId) });
      return queryClient.invalidateQueries({ queryKey: fizzKeys.list() });
    },
  });
}

/** POST invite-intent: tracking only; nothing to refresh, failures are not shown. */
export function useTrackInviteIntent() {
  return useMutation({
    mutationFn: ({ fizzId, value }: { fizzId: Id; value: InviteIntent }) => trackInviteIntent(fizzId, value),
  });
}
