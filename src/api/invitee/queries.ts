import { queryOptions } from '@tanstack/react-query';
import { inviteeKeys } from './keys';
import { getInviteFizz } from './requests';

export const inviteFizzQuery = (code: string) =>
  queryOptions({ queryKey: inviteeKeys.fizz(code), queryFn: () => getInviteFizz(code) });
