import { greetingKeys } from '@/api/greetingKeys';

export const checkoutKeys = {
  /** GET /rest/fizz/{id}/checkout */
  detail: (fizzId: string | number) => [...greetingKeys.root(fizzId), 'checkout'] as const,
};
