import type { Stripe } from '@stripe/stripe-js';
import { useCallback, useEffect, useState } from 'react';
import { cardEntryMode, wantsStripe, type CardEntryMode, type StripeLoad } from '@/features/checkout/rules/cardEntry';

export type CardEntry = { mode: CardEntryMode; stripe: Stripe | null; retry: () => void };

/**
 * Decides the card entry and, when it is Stripe's, fetches Stripe.js (only here: the loader is a
 * dynamic import, so no other screen carries it, and mock mode with a made-up key never fetches it).
 * A failure to load is a state, never an uncaught error.
 */
export function useCardEntry(publicKey: string, mocking: boolean): CardEntry {
  const wanted = wantsStripe(mocking, publicKey);
  const [load, setLoad] = useState<{ status: StripeLoad; stripe: Stripe | null }>({ status: 'idle', stripe: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    setLoad({ status: 'loading', stripe: null });
    import('@stripe/stripe-js/pure')
      .then(({ loadStripe }) => loadStripe(publicKey))
      .then((stripe) => live && setLoad(stripe ? { status: 'ready', stripe } : { status: 'failed', stripe: null }))
      .catch(() => live && setLoad({ status: 'failed', stripe: null }));
    return () => {
      live = false;
    };
  }, [publicKey, wanted, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const status = wanted && load.status === 'idle' ? 'loading' : load.status;
  return { mode: cardEntryMode(mocking, publicKey, status), stripe: load.stripe, retry };
}
