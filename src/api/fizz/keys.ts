import { greetingKeys, projectListKey } from '@/api/greetingKeys';

type Id = string | number;

/** Query keys of the fizz resource (personalise, project list, invite). */
export const fizzKeys = {
  all: ['fizz'] as const,
  personalize: (taId: Id, key?: string | null, qrKey?: string | null) =>
    [...fizzKeys.all, 'personalize', String(taId), key ?? null, qrKey ?? null] as const,
  /** Everything read about one greeting (the one root every resource shares). */
  one: (fizzId: Id) => greetingKeys.root(fizzId),
  change: (fizzId: Id) => [...greetingKeys.root(fizzId), 'personalize'] as const,
  inviteCode: (fizzId: Id) => [...greetingKeys.root(fizzId), 'invite-code'] as const,
  list: () => projectListKey,
};
