import { greetingKeys } from '../greetingKeys';

export const checkoutKeys = {
  /** GET /rest/fizz/{id}/checkout */
  detail: (fizzId: string | number) => [...greetingKeys.root(fizzId), 'checkout'] as const,
};
