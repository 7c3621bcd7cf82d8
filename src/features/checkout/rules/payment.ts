/**
 * The checkout's payment state (part 1 §3 "Checkout state": payError, payStatus,
 * paymentProcessing; §4 "Checkout": while processing a spinner shows; failure shows the error,
 * clears processing and resets payStatus). The typed email and card live in the form, untouched.
 */
export type PayStatus = 'idle' | 'tokenising' | 'paying' | 'paid';
export type PaymentState = { payStatus: PayStatus; payError: string | null };

export type PaymentEvent =
  | { type: 'submit' }
  | { type: 'tokenFailed' }
  | { type: 'tokenised' }
  | { type: 'payFailed'; message: string }
  | { type: 'paid' };

export const initialPayment: PaymentState = { payStatus: 'idle', payError: null };

export function paymentReducer(state: PaymentState, event: PaymentEvent): PaymentState {
  switch (event.type) {
    case 'submit':
      return { payStatus: 'tokenising', payError: null };
    // a card problem shows under the card fields, not in the alert
    case 'tokenFailed':
      return { payStatus: 'idle', payError: null };
    case 'tokenised':
      return state.payStatus === 'tokenising' ? { ...state, payStatus: 'paying' } : state;
    case 'payFailed':
      return { payStatus: 'idle', payError: event.message };
    case 'paid':
      return { payStatus: 'paid', payError: null };
  }
}

/** The spinner shows and the button stays disabled from the first click until the answer. */
export function isProcessing(state: PaymentState): boolean {
  return state.payStatus === 'tokenising' || state.payStatus === 'paying' || state.payStatus === 'paid';
}
