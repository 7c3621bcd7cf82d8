import { useQueryClient } from '@tanstack/react-query';
import { useReducer } from 'react';
import { useNavigate } from 'react-router-dom';
import { forgetUnpaidGreeting, usePay } from '@/api/checkout/mutations';
import { ApiError } from '@/api/errors';
import { greetingDetailQuery } from '@/api/preview/queries';
import { paths } from '@/shared/config/paths';
import { errorMessage } from '@/shared/lib/errorMessage';
import { useSingleSubmit } from '@/shared/lib/useSingleSubmit';
import { CARD_NOT_READY, type CardTokenizer, type TokenOutcome } from '@/features/checkout/components/cardTokenizer';
import { initialPayment, isProcessing, paymentReducer } from '@/features/checkout/rules/payment';
import { paymentSent } from './paymentSent';

/** Navigation state the thank-you page reads to push the purchase event (once). */
export const PURCHASED_STATE = { purchased: true } as const;

/**
 * One payment per click: tokenise the card, then one pay call (never retried). Success goes to
 * the digital thank-you page; a card problem stops before the pay call; a failed payment shows its
 * message and clears processing. The form (email, card) is left as typed. A pay call that lost its
 * connection may have been taken all the same: the greeting is asked, and if it is paid this is the
 * payment's success (never a paid greeting offered for payment again, never a second charge).
 */
export function usePayment(greetingId: string) {
  const pay = usePay(greetingId);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(paymentReducer, initialPayment);

  /** Did the greeting get paid? null when that cannot be known now. */
  const paidAfterAll = async (): Promise<boolean | null> => {
    try {
      const detail = await queryClient.fetchQuery({ ...greetingDetailQuery(greetingId), staleTime: 0 });
      return detail.item.hasPaid;
    } catch {
      return null;
    }
  };

  const { run } = useSingleSubmit(async (card: CardTokenizer | null, price: number | string, guestEmail: string) => {
    dispatch({ type: 'submit' });
    let outcome: TokenOutcome;
    try {
      outcome = card ? await card.tokenize() : { error: CARD_NOT_READY };
    } catch (error) {
      dispatch({ type: 'payFailed', message: errorMessage(error) });
      return;
    }
    if ('error' in outcome) {
      dispatch({ type: 'tokenFailed' });
      return;
    }
    dispatch({ type: 'tokenised' });
    paymentSent.mark(greetingId);
    try {
      await pay.mutateAsync({ token: outcome.token, price, guestEmail });
    } catch (error) {
      const answerLost = error instanceof ApiError && error.kind === 'network';
      const paid = answerLost ? await paidAfterAll() : false;
      if (!paid) {
        // unknown (the greeting could not be asked either): the mark stays, so a reload that finds
        // it paid still counts this tab's purchase
        if (paid === false) paymentSent.clear(greetingId);
        dispatch({ type: 'payFailed', message: errorMessage(error) });
        return;
      }
      forgetUnpaidGreeting(queryClient, greetingId); // as the pay call's own success would
    }
    paymentSent.clear(greetingId);
    dispatch({ type: 'paid' });
    // replace: Back from the thank-you page does not return to a checkout with nothing left to pay
    navigate(paths.thankYouDigital(greetingId), { replace: true, state: PURCHASED_STATE });
  });

  return { payError: state.payError, processing: isProcessing(state), submit: run };
}

export type Payment = ReturnType<typeof usePayment>;
