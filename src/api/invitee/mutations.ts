import { useMutation, useQueryClient } from '@tanstack/react-query';
import { previewKeys } from '../preview/keys';
import { addThankYouClip, type ThankYouClipUpload } from './requests';

/** Adds a recorded or picked clip to a thank-you video; the thank-you preview then reloads. */
export function useAddThankYouClip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: ThankYouClipUpload) => addThankYouClip(upload),
    onSuccess: async (data) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: previewKeys.process(data.fizzId) }),
        queryClient.invalidateQueries({ queryKey: previewKeys.detail(data.fizzId) }),
      ]);
    },
  });
}
