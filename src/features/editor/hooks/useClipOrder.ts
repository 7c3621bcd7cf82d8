import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { editorKeys } from '@/api/editor/keys';
import { useRearrangeClips } from '@/api/editor/mutations';
import type { Clip, ClipId } from '@/api/editor/schemas';
import { drafts } from '@/shared/lib/drafts';
import { errorMessage } from '@/shared/lib/errorMessage';
import { createLatestSaver } from '@/features/editor/lib/latestSaver';
import { applyOrder, moveBy, moveTo, resumeOrder } from '@/features/editor/rules/clips';

/**
 * The clip order the user sees, and its saves. The screen shows the user's latest order at once;
 * saves go one at a time and the newest order is always the last one sent (see latestSaver),
 * so after rapid reorders the saved order is the one on screen. Until the server has it, the order
 * is kept (drafts): a reload or a closed tab right after a move shows it again and sends it again.
 */
export function useClipOrder(greetingId: string, serverClips: readonly Clip[]) {
  const queryClient = useQueryClient();
  const keptKey = `clip-order:${greetingId}`;
  const [resumed] = useState(() => resumeOrder(serverClips, drafts.read(keptKey)));
  const [order, setOrder] = useState<readonly ClipId[] | null>(resumed);
  const [error, setError] = useState<string | null>(null);
  const { mutateAsync } = useRearrangeClips(greetingId);

  const saver = useMemo(
    () =>
      createLatestSaver((ids: readonly ClipId[]) => mutateAsync(ids), {
        onError: (e, _ids, superseded) => {
          if (superseded) return; // a newer order is on its way
          setError(errorMessage(e));
          setOrder(null); // back to what the server holds
          void queryClient.invalidateQueries({ queryKey: editorKeys.detail(greetingId) });
        },
        // answered (saved, or refused and put back): nothing left to keep
        onIdle: () => drafts.clear(keptKey),
      }),
    [mutateAsync, queryClient, greetingId, keptKey],
  );

  // a kept order goes again (the whole order in one PUT: sending it twice is harmless)
  useEffect(() => {
    if (resumed) saver.push(resumed);
    else drafts.clear(keptKey); // nothing kept, or the server already has it
  }, [resumed, saver, keptKey]);

  const clips = useMemo(() => applyOrder(serverClips, order), [serverClips, order]);
  // the ids as last arranged, for moves that come faster than renders
  const ids = useRef<readonly ClipId[]>([]);
  useLayoutEffect(() => {
    ids.current = clips.map((c) => c.id);
  }, [clips]);

  const commit = useCallback(
    (next: readonly ClipId[]) => {
      if (next === ids.current) return;
      ids.current = next;
      setError(null);
      setOrder(next);
      drafts.write(keptKey, next);
      saver.push(next);
    },
    [saver, keptKey],
  );

  const move = useCallback((id: ClipId, delta: number) => commit(moveBy(ids.current, id, delta)), [commit]);
  const moveIndex = useCallback((from: number, to: number) => commit(moveTo(ids.current, from, to)), [commit]);
  const dismissError = useCallback(() => setError(null), []);

  return { clips, move, moveIndex, error, dismissError };
}
