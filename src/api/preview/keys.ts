import { greetingKeys } from '@/api/greetingKeys';

export const previewKeys = {
  /**
   * PUT /rest/fizz/{id}/new-finalize, sent once per visit of the preview. Outside the greeting's
   * root on purpose: refreshing the greeting after the lock must not send the combine request again.
   */
  finalize: (fizzId: string | number) => ['preview-finalize', String(fizzId)] as const,
  /** GET /rest/fizz/process/{id} */
  process: (fizzId: string | number) => [...greetingKeys.root(fizzId), 'process'] as const,
  /** The thank-you item (GET /rest/fizz/{id}/detail). */
  detail: (fizzId: string | number) => [...greetingKeys.root(fizzId), 'detail'] as const,
};
