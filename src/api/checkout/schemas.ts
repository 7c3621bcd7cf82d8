import { z } from '@/api/zod';
import { LIMITS } from '@/shared/config/limits';
import { priceSchema } from '@/api/common/schemas';

/** GET /rest/fizz/{fizzId}/checkout (spec part 1 §3 "Checkout response"). */
export const checkoutSchema = z.object({
  status: z.literal('success'),
  name: z.string(),
  price: priceSchema,
  img: z.string(),
  /** The card payment provider's public key (a mock key in mock mode). */
  publicKey: z.string(),
});
export type Checkout = z.infer<typeof checkoutSchema>;

/** POST /rest/payments/fizz/{fizzId}/pay body (spec part 1 §3 "Payment payload"). */
export const payBodySchema = z.object({
  /** From the card provider's client (the mock card form makes `tok_mock_<digits>`). */
  token: z.string().check(z.minLength(1)),
  /** The price the buyer saw; the server refuses one that differs from its own. */
  price: priceSchema,
  /** Where the receipt and the finished card go; required for a guest. */
  guestEmail: z.optional(z.string().check(z.maxLength(LIMITS.email))),
});
export type PayBody = z.input<typeof payBodySchema>;

/** Only success or failure is read; the server also answers the greeting's new links. */
export const payResponseSchema = z.object({
  status: z.literal('success'),
  shareUrl: z.optional(z.nullable(z.string())),
  downloadUrl: z.optional(z.nullable(z.string())),
});
export type PayResponse = z.infer<typeof payResponseSchema>;

// ---------------------------------------------------------------- the mock card contract
// In mock mode there is no real payment provider: the mock card form tokenises a card number into
// `tok_mock_<the digits>`, and the fake server's pay call reads the number back from the token.

export const MOCK_TOKEN_PREFIX = 'tok_mock_';

/** The demo cards: the first pays, the second (and every other number) is declined. */
export const MOCK_CARDS = {
  pays: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

/**
 * The message of a declined payment (also for every payment under the 'payment-declined' scenario):
 * Stripe's own wording for a declined card.
 */
export const CARD_DECLINED_MESSAGE = 'Your card was declined.';

/** The token the mock card form sends for a card number (spaces and dashes are ignored). */
export function mockCardToken(cardNumber: string): string {
  return `${MOCK_TOKEN_PREFIX}${cardNumber.replace(/[\s-]/g, '')}`;
}

/** The card number inside a mock token, or null when the token is not one. */
export function cardNumberOfMockToken(token: string): string | null {
  const match = /^tok_mock_(\d{12,19})$/.exec(token);
  return match ? match[1] : null;
}
