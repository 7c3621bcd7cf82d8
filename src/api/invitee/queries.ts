import { queryOptions } from '@tanstack/react-query';
import { inviteeKeys } from './keys';
import { getInviteGreeting } from './requests';

export const inviteGreetingQuery = (code: string) =>
  queryOptions({ queryKey: inviteeKeys.greeting(code), queryFn: () => getInviteGreeting(code) });
