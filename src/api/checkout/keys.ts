import { greetingKeys } from '@/api/greetingKeys';

export const checkoutKeys = {
  /** GET /rest/fizz/{id}/checkout */
  detail: (greetingId: string | number) => [...greetingKeys.root(greetingId), 'checkout'] as const,
};
