import { request } from '@/api/client';
import { checkoutSchema, payResponseSchema, type PayBody } from './schemas';

type Id = string | number;
const seg = (v: Id) => encodeURIComponent(String(v));

/** GET /rest/fizz/{fizzId}/checkout: name, price, img and the payment provider's public key. */
export function getCheckout(greetingId: Id) {
  return request({ method: 'GET', url: `/rest/fizz/${seg(greetingId)}/checkout` }, checkoutSchema);
}

/** POST /rest/payments/fizz/{fizzId}/pay: pays once with a card token. */
export function payForGreeting(greetingId: Id, body: PayBody) {
  return request({ method: 'POST', url: `/rest/payments/fizz/${seg(greetingId)}/pay`, data: body }, payResponseSchema);
}
