import { useLoginMutation, useRegisterMutation } from '@/api/user/mutations';
import type { AuthResponse } from '@/api/user/schemas';
import { startSession } from '@/shared/lib/session';
import { useToast } from '@/shared/ui/Toasts';
import { currentDevice } from '@/features/accounts/lib/device';
import { accountCreatedToast, offerResultToast } from '@/features/accounts/rules/offerResult';
import { loginPayload, registerPayload } from '@/features/accounts/rules/payloads';
import type { LoginValues, RegistrationValues } from '@/features/accounts/rules/validation';

export type AccountContext = {
  qrKey?: string | null;
  /** The offer code to claim, if any. */
  offer?: string | null;
  /** 'recipient' (offer), 'actor' (trial) or the screen a sign-up came from. */
  from?: string | null;
  /** The offer / trial login sends version '999'. */
  offerLogin?: boolean;
};

/** Starts the session and shows what the answer says (offer toasts; 'Account created!'). */
function useAfterAuth() {
  const toast = useToast();
  return (res: AuthResponse, created: boolean) => {
    startSession(res.session, res.isAccount);
    if (created) toast.show(accountCreatedToast);
    const offerToast = offerResultToast(res.offerResult);
    if (offerToast) toast.show(offerToast);
  };
}

export function useSignIn(context: AccountContext = {}) {
  const mutation = useLoginMutation();
  const after = useAfterAuth();
  const signIn = async (values: LoginValues): Promise<AuthResponse> => {
    const res = await mutation.mutateAsync(loginPayload(values, currentDevice(), context));
    after(res, false);
    return res;
  };
  return { signIn, isPending: mutation.isPending, error: mutation.error, reset: mutation.reset };
}

/** `screen` is the register-react ?screen= value: the sign-up's `from` (or where it was shown). */
export function useSignUp(context: AccountContext & { screen: string }) {
  const mutation = useRegisterMutation();
  const after = useAfterAuth();
  const signUp = async (values: RegistrationValues): Promise<AuthResponse> => {
    const payload = registerPayload(values, currentDevice(), {
      qrKey: context.qrKey,
      offer: context.offer,
      from: context.from ?? context.screen,
    });
    const res = await mutation.mutateAsync({ payload, screen: context.screen });
    after(res, true);
    return res;
  };
  return { signUp, isPending: mutation.isPending, error: mutation.error, reset: mutation.reset };
}
