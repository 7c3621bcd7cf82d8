import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useConfirmFinalizeCheck, useLockdown } from '@/api/preview/mutations';
import { purchaseRoute } from '@/shared/lib/purchaseRoute';
import { useSignedIn } from '@/shared/lib/useSignedIn';
import { useSingleSubmit } from '@/shared/lib/useSingleSubmit';

/**
 * 'It's finished', confirmed: confirm-finalize-check, then lockdown (which locks the greeting and
 * refreshes everything about it), then on to where purchaseRoute says. Guarded: a double click
 * sends one lockdown. A failure keeps the greeting unlocked and the button usable again.
 */
export function useFinish(greetingId: string, isThankyou: boolean) {
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const check = useConfirmFinalizeCheck();
  const lock = useLockdown();
  const [error, setError] = useState<unknown>(null);
  // once locked, the button stays busy until the next page has opened: a locked greeting is never finished twice
  const [locked, setLocked] = useState(false);
  const lockedRef = useRef(false);

  const { run, busy } = useSingleSubmit(async () => {
    if (lockedRef.current) return;
    setError(null);
    try {
      await check.mutateAsync(greetingId);
      const answer = await lock.mutateAsync(greetingId);
      lockedRef.current = true;
      setLocked(true);
      // replace: Back from checkout would only bounce off this (now locked) preview to /list
      navigate(purchaseRoute(greetingId, { ...answer, signedIn, isThankyou }), { replace: true });
    } catch (e) {
      setError(e);
    }
  });

  return { finish: run, busy: busy || locked, error, clearError: () => setError(null) };
}
