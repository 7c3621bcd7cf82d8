import { greetingKeys } from '@/api/greetings/keys';

export const previewKeys = {
  /** GET /rest/fizz/process/{id} */
  process: (greetingId: string | number) => [...greetingKeys.root(greetingId), 'process'] as const,
  /** The same call, read by the thank-you pages (how their 'Download and save' and notes stand). */
  finishedVideo: (greetingId: string | number) => [...greetingKeys.root(greetingId), 'finished-video'] as const,
  /** The thank-you item (GET /rest/fizz/{id}/detail). */
  detail: (greetingId: string | number) => [...greetingKeys.root(greetingId), 'detail'] as const,
};
