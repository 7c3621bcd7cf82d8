/** What every card entry (Stripe's element or the mock form) gives the checkout: one way to get a token. */
export type TokenOutcome = { token: string } | { error: string };

export type CardTokenizer = {
  /** Checks the card and returns a token, or the card's problem (already shown under the card fields). */
  tokenize: () => Promise<TokenOutcome>;
};

export const CARD_NOT_READY = 'The card form is not ready yet. Please try again in a moment.';
