import { queryOptions } from '@tanstack/react-query';
import { checkoutKeys } from './keys';
import { getCheckout } from './requests';

export const checkoutQuery = (fizzId: string | number) =>
  queryOptions({ queryKey: checkoutKeys.detail(fizzId), queryFn: () => getCheckout(fizzId) });
