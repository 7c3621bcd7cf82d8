import { http, type HttpHandler } from 'msw';
import { CARD_DECLINED_MESSAGE, cardNumberOfMockToken, payBodySchema } from '@/api/checkout/schemas';
import { getDb, updateDb } from '../db/store';
import type { FizzRow } from '../db/types';
import { fail, numericParam, ok, readJson, rest, userOf } from '../http';
import { absoluteUrl, findFizz, needsPurchase, publish, requireOwner } from '../rules';
import { isScenarioOn } from '../scenarios/scenarios';

/** The mock card numbers (digits only): see MOCK_CARDS in src/api/checkout/schemas. */
export const PAYING_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';

export const NOT_FINISHED = 'Please finish your Video Greeting before checking out.';
export const ALREADY_PAID = 'This Video Greeting has already been paid for.';
export const NO_PURCHASE_NEEDED = "This Video Greeting doesn't need a purchase.";
export const PRICE_CHANGED = 'The price has changed. Please reload the page and try again.';
export const GUEST_EMAIL_REQUIRED = 'Please enter your email address.';
export const BAD_TOKEN = 'The card could not be read. Please check the card details and try again.';

/** Can this greeting be bought now? Returns the refusal, or null. Pure, so it is tested as a table. */
export function checkoutRefusal(
  fizz: Pick<FizzRow, 'isLocked' | 'hasPaid'> & Parameters<typeof needsPurchase>[0],
): string | null {
  if (fizz.hasPaid) return ALREADY_PAID;
  if (!needsPurchase(fizz)) return NO_PURCHASE_NEEDED;
  if (!fizz.isLocked) return NOT_FINISHED;
  return null;
}

/** Prices compare to the cent (the client may send "4.99" or 4.99). */
export function samePrice(sent: number | string, server: number): boolean {
  const n = typeof sent === 'number' ? sent : Number(sent);
  return Number.isFinite(n) && Math.round(n * 100) === Math.round(server * 100);
}

/**
 * A token made by real Stripe.js (test mode: mock mode with a real publishable key set, where
 * Stripe.js loads). The fake server cannot see its card, so such a token pays.
 */
const STRIPE_TOKEN = /^tok_[A-Za-z0-9]{20,}$/;

/**
 * The mock card rule: only 4242… pays; 4000…0002 and every other number are declined. A real
 * Stripe.js token pays. The 'payment-declined' scenario declines everything.
 */
export function chargeRefusal(token: string, declineEverything: boolean): string | null {
  const card = cardNumberOfMockToken(token);
  if (card === null && !STRIPE_TOKEN.test(token)) return BAD_TOKEN;
  if (declineEverything || (card !== null && card !== PAYING_CARD)) return CARD_DECLINED_MESSAGE;
  return null;
}

export const checkoutHandlers: HttpHandler[] = [
  http.get(rest('/fizz/:fizzId/checkout'), ({ request, params }) => {
    const fizz = findFizz(numericParam(params.fizzId, 'Video Greeting'));
    requireOwner(request, fizz, { allowGuest: true });
    const refusal = checkoutRefusal(fizz);
    if (refusal) return fail(refusal);
    return ok({ name: fizz.name, price: fizz.price, img: fizz.img, publicKey: getDb().settings.paymentPublicKey });
  }),

  http.post(rest('/payments/fizz/:fizzId/pay'), async ({ request, params }) => {
    const body = await readJson(request, payBodySchema);
    const fizz = findFizz(numericParam(params.fizzId, 'Video Greeting'));
    requireOwner(request, fizz, { allowGuest: true });
    const refusal = checkoutRefusal(fizz);
    if (refusal) return fail(refusal);
    if (!samePrice(body.price, fizz.price)) return fail(PRICE_CHANGED);
    const user = userOf(request);
    const email = (body.guestEmail ?? '').trim() || user?.email || '';
    if (!email) return fail(GUEST_EMAIL_REQUIRED);
    const declined = chargeRefusal(body.token, isScenarioOn('payment-declined'));
    if (declined) return fail(declined);
    const paid = updateDb(() => {
      fizz.hasPaid = true;
      fizz.paidEmail = email;
      publish(fizz);
      return fizz;
    });
    return ok({ shareUrl: absoluteUrl(request, paid.shareUrl), downloadUrl: absoluteUrl(request, paid.downloadUrl) });
  }),
];
