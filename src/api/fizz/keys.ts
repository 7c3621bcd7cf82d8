type Id = string | number;

/** Query keys of the fizz resource (personalise, project list, invite). */
export const fizzKeys = {
  all: ['fizz'] as const,
  personalize: (taId: Id, key?: string | null, qrKey?: string | null) =>
    [...fizzKeys.all, 'personalize', String(taId), key ?? null, qrKey ?? null] as const,
  /** Everything read about one greeting by this resource. */
  one: (fizzId: Id) => [...fizzKeys.all, 'one', String(fizzId)] as const,
  change: (fizzId: Id) => [...fizzKeys.one(fizzId), 'personalize'] as const,
  inviteCode: (fizzId: Id) => [...fizzKeys.one(fizzId), 'invite-code'] as const,
  list: () => [...fizzKeys.all, 'list'] as const,
};
