import { greetingKeys } from '@/api/greetingKeys';

export const previewKeys = {
  /** GET /rest/fizz/process/{id} */
  process: (greetingId: string | number) => [...greetingKeys.root(greetingId), 'process'] as const,
  /** The thank-you item (GET /rest/fizz/{id}/detail). */
  detail: (greetingId: string | number) => [...greetingKeys.root(greetingId), 'detail'] as const,
};
