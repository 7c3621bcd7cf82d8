import { queryOptions } from '@tanstack/react-query';
import { checkoutKeys } from './keys';
import { getCheckout } from './requests';

/**
 * The checkout is read fresh on every visit and forgotten when its page closes (gcTime 0): a
 * copy kept after a payment would offer a greeting that is already paid.
 */
export const checkoutQuery = (greetingId: string | number) =>
  queryOptions({ queryKey: checkoutKeys.detail(greetingId), queryFn: () => getCheckout(greetingId), gcTime: 0 });
