import { greetingKeys } from '@/api/greetings/keys';

type Id = string | number;

/** Query keys of the editor resource (under the greeting's root). */
export const editorKeys = {
  /** GET /rest/fizz/{id}/detail?type=edit-flow */
  detail: (greetingId: Id) => [...greetingKeys.root(greetingId), 'edit-flow'] as const,
  /** POST /rest/fizz/{id}/newest-actor-video (a read, polled) */
  newestActor: (greetingId: Id) => [...greetingKeys.root(greetingId), 'newest-actor'] as const,
};
