import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshGreeting } from '@/api/greetings/keys';
import { qrKeys } from './keys';
import { linkBoxSet } from './requests';

/** Links a finished greeting to a boxed set (a linked set cannot be unlinked). */
export function useLinkBoxSet(qrKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (greetingId: string | number) => linkBoxSet(qrKey, greetingId),
    onSuccess: async (_data, greetingId) => {
      await Promise.all([
        refreshGreeting(queryClient, greetingId),
        queryClient.invalidateQueries({ queryKey: qrKeys.scan(qrKey) }),
        queryClient.invalidateQueries({ queryKey: qrKeys.boxSetAdd(qrKey) }),
        queryClient.invalidateQueries({ queryKey: qrKeys.boxSetList(qrKey) }),
      ]);
    },
  });
}
