import { useMutation, useQueryClient } from '@tanstack/react-query';
import { greetingKeys, refreshGreeting } from './keys';
import { createGreeting, deleteGreeting, trackInviteIntent, updateGreeting } from './requests';
import type { CreateGreetingBody, InviteIntent, UpdateGreetingBody } from './schemas';

type Id = string | number;

/** POST /rest/fizz. A new greeting shows on the project list. */
export function useCreateGreeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGreetingBody) => createGreeting(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: greetingKeys.list() }),
  });
}

/** PUT /rest/fizz/{id}: the greeting's own reads and the list are refreshed. */
export function useUpdateGreeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ greetingId, body }: { greetingId: Id; body: UpdateGreetingBody }) => updateGreeting(greetingId, body),
    onSuccess: (_data, { greetingId }) => refreshGreeting(queryClient, greetingId),
  });
}

/** DELETE /rest/fizz/{id}: the item leaves the list only once the server agreed. */
export function useDeleteGreeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (greetingId: Id) => deleteGreeting(greetingId),
    onSuccess: (_data, greetingId) => {
      queryClient.removeQueries({ queryKey: greetingKeys.root(greetingId) });
      return queryClient.invalidateQueries({ queryKey: greetingKeys.list() });
    },
  });
}

/** POST invite-intent: tracking only; nothing to refresh, failures are not shown. */
export function useTrackInviteIntent() {
  return useMutation({
    mutationFn: ({ greetingId, value }: { greetingId: Id; value: InviteIntent }) => trackInviteIntent(greetingId, value),
  });
}
