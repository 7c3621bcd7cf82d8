import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { editorKeys } from '../../../api/editor/keys';
import { addClip } from '../../../api/editor/requests';
import type { AddClipResponse, EditDetail } from '../../../api/editor/schemas';
import { useToast, type ToastInput } from '../../../shared/ui/Toasts';
import { UploadQueue, type Rejected } from '../../../shared/lib/uploads/uploadQueue';
import { UPLOAD_MESSAGES } from '../../../shared/lib/uploads/rules';

/**
 * The edit page's uploads: the queue, its toasts ('Hang tight!' after 5 s, 'Upload successful!'),
 * and each new clip added to the page's data as soon as the server answers.
 */
export function useUploads(fizzId: string) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [rejected, setRejected] = useState<Rejected[]>([]);
  // one toast of each kind at a time: a newer one replaces the last
  const shown = useRef<{ slow?: number; success?: number }>({});

  const [queue] = useState(
    () =>
      new UploadQueue<AddClipResponse>({
        upload: (item, onProgress, signal) =>
          addClip(fizzId, item.file, {
            sizeMb: item.sizeMb,
            isVideo: item.isVideo,
            signal,
            onUploadProgress: (p) => onProgress(p.loaded, p.total),
          }),
      }),
  );

  useEffect(() => {
    const drop = (kind: 'slow' | 'success') => {
      const previous = shown.current[kind];
      if (previous !== undefined) toast.dismiss(previous);
      shown.current[kind] = undefined;
    };
    const replace = (kind: 'slow' | 'success', input: ToastInput) => {
      drop(kind);
      shown.current[kind] = toast.show(input);
    };
    queue.setEventHandler((e) => {
      if (e.type === 'slow') replace('slow', { title: UPLOAD_MESSAGES.slow, variant: 'info' });
      if (e.type !== 'success') return;
      drop('slow');
      replace('success', { title: UPLOAD_MESSAGES.success, variant: 'success' });
      // spec part 2 §4: a successful clip is added to the clips list
      queryClient.setQueryData<EditDetail>(editorKeys.detail(fizzId), (d) => {
        if (!d) return d;
        const known = new Set(d.fizz.videos.map((v) => v.id));
        return { ...d, fizz: { ...d.fizz, videos: [...d.fizz.videos, ...e.response.clips.filter((c) => !known.has(c.id))] } };
      });
      void queryClient.invalidateQueries({ queryKey: editorKeys.detail(fizzId) });
    });
  }, [queue, toast, queryClient, fizzId]);

  useEffect(() => {
    queue.attach();
    return () => queue.detach();
  }, [queue]);

  const items = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);

  const add = useCallback((files: Iterable<File>) => setRejected(queue.add(files).rejected), [queue]);
  const retry = useCallback((id: string) => queue.retry(id), [queue]);
  const dismiss = useCallback((id: string) => queue.dismiss(id), [queue]);
  const clearRejected = useCallback(() => setRejected([]), []);

  const busy = items.some((i) => i.status === 'idle' || i.status === 'pending');
  return { items, busy, add, retry, dismiss, rejected, clearRejected };
}
