/** The checkout's words (part 1 §2 "/checkout/{greetingId}"; the quoted ones are the spec's, verbatim). */
export const CHECKOUT_TEXT = {
  paymentHeading: 'Payment information',
  emailHint: 'Your finished card will be sent to this email address. Please ensure all spelling is correct.',
  accountEmailHint: "Leave it empty to use your account's email address.",
  orderSummary: 'Order summary',
  total: 'Total',
  processing: 'Processing your payment…',
  loading: 'Loading checkout…',
} as const;
