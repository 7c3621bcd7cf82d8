import { z } from '@/api/zod';
import { withRules } from '@/shared/lib/forms/withRules';
import { guestEmailProblem, type CheckoutAccess } from './access';

export type PaymentEmailValues = { email: string };

/** The payment form's email (part 5): guestEmailProblem's message, for a guest only. */
export function paymentEmailSchema(access: CheckoutAccess) {
  return withRules(z.object({ email: z.string() }), ({ email }) => ({ email: guestEmailProblem(access, email) }));
}
