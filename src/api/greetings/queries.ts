import { queryOptions } from '@tanstack/react-query';
import { greetingKeys } from './keys';
import { getGreetingList, getGreetingPersonalize, getInviteCode, personalize } from './requests';

type Id = string | number;

export const personalizeQuery = (taId: Id, opts: { key?: string | null; qrKey?: string | null } = {}) =>
  queryOptions({
    queryKey: greetingKeys.personalize(taId, opts.key, opts.qrKey),
    queryFn: () => personalize(taId, opts),
    // the form must not be reset under the user's typing by a background refetch
    staleTime: Infinity,
  });

export const greetingPersonalizeQuery = (greetingId: Id) =>
  queryOptions({ queryKey: greetingKeys.change(greetingId), queryFn: () => getGreetingPersonalize(greetingId), staleTime: 0 });

export const greetingListQuery = () => queryOptions({ queryKey: greetingKeys.list(), queryFn: getGreetingList, staleTime: 0 });

export const inviteCodeQuery = (greetingId: Id) =>
  queryOptions({ queryKey: greetingKeys.inviteCode(greetingId), queryFn: () => getInviteCode(greetingId) });
