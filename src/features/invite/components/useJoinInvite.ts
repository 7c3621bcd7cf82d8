import { useEffect, useRef } from 'react';
import { useRedeemActorOfferMutation } from '@/api/user/mutations';
import { getSessionId, startSession } from '@/shared/lib/session';

/**
 * POST /rest/user/actor-info?uuid={code} once per visit to an open invite: the server ties this
 * visitor (an anonymous session when there is none) to the invite, so after contributing the
 * thank-you page can offer that greeting's free trial. The result is unused (spec part 2 §7);
 * a failure only means no offer later.
 */
export function useJoinInvite(code: string, open: boolean) {
  const { mutate } = useRedeemActorOfferMutation();
  const joined = useRef<string | null>(null);
  useEffect(() => {
    if (!open || joined.current === code) return;
    joined.current = code;
    mutate(code, {
      onSuccess: (answer) => {
        const sessionId = (answer as { sessionId?: unknown }).sessionId;
        if (typeof sessionId === 'string' && sessionId && !getSessionId()) startSession(sessionId, false);
      },
      onError: () => undefined,
    });
  }, [code, open, mutate]);
}
