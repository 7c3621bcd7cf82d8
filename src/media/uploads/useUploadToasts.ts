import { useCallback, useRef } from 'react';
import { useToast } from '@/shared/ui/Toasts';
import { UPLOAD_MESSAGES } from './rules';
import type { UploadEvent } from './queueTypes';

type Kind = 'slow' | 'success';

/**
 * Spec part 2 §4: 'Hang tight! Your upload is still in progress.' once an upload runs 5 s, and
 * 'Upload successful!' for each file that arrives. One toast of each kind at a time (a newer one
 * replaces the last, so five photos make one toast, not a stack); an upload's end, good or bad,
 * takes its 'Hang tight!' away. A file made ready on the device says what that did under the title.
 * Every screen that uploads passes its queue events through this.
 */
export function useUploadToasts(): (event: UploadEvent<unknown>) => void {
  const toast = useToast();
  const shown = useRef<Partial<Record<Kind, number>>>({});

  return useCallback(
    (event: UploadEvent<unknown>) => {
      const drop = (kind: Kind) => {
        const id = shown.current[kind];
        if (id !== undefined) toast.dismiss(id);
        shown.current[kind] = undefined;
      };
      if (event.type === 'slow') {
        drop('slow');
        shown.current.slow = toast.show({ title: UPLOAD_MESSAGES.slow, variant: 'info' });
      } else if (event.type === 'success') {
        drop('slow');
        drop('success');
        // what preparing did goes with it ('Made smaller…', or that a video may not show in the preview)
        const body = event.item.note ?? undefined;
        shown.current.success = toast.show({ title: UPLOAD_MESSAGES.success, body, variant: 'success' });
      } else if (event.type === 'error') {
        drop('slow');
      }
    },
    [toast],
  );
}
