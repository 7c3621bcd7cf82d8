import { greetingKeys } from '@/api/greetingKeys';

export const previewKeys = {
  /**
   * PUT /rest/fizz/{id}/new-finalize, sent once per visit of the preview. Outside the greeting's
   * root on purpose: refreshing the greeting after the lock must not send the combine request again.
   */
  finalize: (greetingId: string | number) => ['preview-finalize', String(greetingId)] as const,
  /** GET /rest/fizz/process/{id} */
  process: (greetingId: string | number) => [...greetingKeys.root(greetingId), 'process'] as const,
  /** The thank-you item (GET /rest/fizz/{id}/detail). */
  detail: (greetingId: string | number) => [...greetingKeys.root(greetingId), 'detail'] as const,
};
