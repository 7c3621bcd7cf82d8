import { greetingKeys as rootKeys, projectListKey } from '@/api/greetingKeys';

type Id = string | number;

/** Query keys of the fizz resource (personalise, project list, invite). */
export const greetingKeys = {
  all: ['fizz'] as const,
  personalize: (taId: Id, key?: string | null, qrKey?: string | null) =>
    [...greetingKeys.all, 'personalize', String(taId), key ?? null, qrKey ?? null] as const,
  /** Everything read about one greeting (the one root every resource shares). */
  one: (greetingId: Id) => rootKeys.root(greetingId),
  change: (greetingId: Id) => [...rootKeys.root(greetingId), 'personalize'] as const,
  inviteCode: (greetingId: Id) => [...rootKeys.root(greetingId), 'invite-code'] as const,
  list: () => projectListKey,
};
