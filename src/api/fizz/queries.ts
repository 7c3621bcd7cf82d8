import { queryOptions } from '@tanstack/react-query';
import { fizzKeys } from './keys';
import { getFizzList, getFizzPersonalize, getInviteCode, personalize } from './requests';

type Id = string | number;

export const personalizeQuery = (taId: Id, opts: { key?: string | null; qrKey?: string | null } = {}) =>
  queryOptions({
    queryKey: fizzKeys.personalize(taId, opts.key, opts.qrKey),
    queryFn: () => personalize(taId, opts),
    // the form must not be reset under the user's typing by a background refetch
    staleTime: Infinity,
  });

export const fizzPersonalizeQuery = (fizzId: Id) =>
  queryOptions({ queryKey: fizzKeys.change(fizzId), queryFn: () => getFizzPersonalize(fizzId), staleTime: 0 });

export const fizzListQuery = () => queryOptions({ queryKey: fizzKeys.list(), queryFn: getFizzList, staleTime: 0 });

export const inviteCodeQuery = (fizzId: Id) =>
  queryOptions({ queryKey: fizzKeys.inviteCode(fizzId), queryFn: () => getInviteCode(fizzId) });
