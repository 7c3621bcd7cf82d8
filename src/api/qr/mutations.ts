import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshGreeting } from '@/api/greetingKeys';
import { qrKeys } from './keys';
import { linkBoxSet } from './requests';

/** Links a finished greeting to a boxed set (a linked set cannot be unlinked). */
export function useLinkBoxSet(qrKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fizzId: string | number) => linkBoxSet(qrKey, fizzId),
    onSuccess: async (_data, fizzId) => {
      await Promise.all([
        refreshGreeting(queryClient, fizzId),
        queryClient.invalidateQueries({ queryKey: qrKeys.scan(qrKey) }),
        queryClient.invalidateQueries({ queryKey: qrKeys.boxSetAdd(qrKey) }),
        queryClient.invalidateQueries({ queryKey: qrKeys.boxSetList(qrKey) }),
      ]);
    },
  });
}
