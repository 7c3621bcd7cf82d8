import { greetingKeys } from '../greetingKeys';

export const previewKeys = {
  /** GET /rest/fizz/process/{id} */
  process: (fizzId: string | number) => [...greetingKeys.root(fizzId), 'process'] as const,
  /** The thank-you item (GET /rest/fizz/{id}/detail). */
  detail: (fizzId: string | number) => [...greetingKeys.root(fizzId), 'detail'] as const,
};
