import type { ToastInput } from '@/shared/ui/Toasts';
import { TOASTS } from './messages';

/** Part 1 §4/§8: 'invalid' and 'duplicate' each show an error toast; other results show nothing. */
export function offerResultToast(result: string | null | undefined): ToastInput | null {
  if (result === 'invalid') return { title: TOASTS.offerInvalid, variant: 'error' };
  if (result === 'duplicate') return { title: TOASTS.offerDuplicate, variant: 'error' };
  return null;
}

/** Part 1 §8: a new account shows 'Account created!' with a note that a confirmation email will arrive. */
export const accountCreatedToast: ToastInput = {
  title: TOASTS.accountCreated.title,
  body: TOASTS.accountCreated.body,
  variant: 'success',
};
