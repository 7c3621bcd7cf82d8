import { greetingKeys } from '@/api/greetings/keys';

export const checkoutKeys = {
  /** GET /rest/fizz/{id}/checkout */
  detail: (greetingId: string | number) => [...greetingKeys.root(greetingId), 'checkout'] as const,
};
