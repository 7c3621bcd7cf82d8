import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshGreeting } from '@/api/greetingKeys';
import { addThankYouClip, type ThankYouClipUpload } from './requests';

/** Adds a recorded or picked clip to a thank-you video; the thank-you preview then reloads. */
export function useAddThankYouClip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: ThankYouClipUpload) => addThankYouClip(upload),
    onSuccess: (data) => refreshGreeting(queryClient, data.fizzId),
  });
}
