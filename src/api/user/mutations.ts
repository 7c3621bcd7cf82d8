import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from './keys';
import {
  changePasswordByOtp,
  changePasswordSignedIn,
  login,
  logMessage,
  redeemActorOffer,
  register,
  resetViewAlert,
  sendPasswordLink,
  skipActorOffer,
  updateContact,
} from './requests';
import type { ContactPayload, LoginPayload, MessageLogPayload, RegisterPayload } from './schemas';

/** The contact details or the trial offer changed: what the user resource knew is stale. */
function useInvalidateUser() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: userKeys.all });
}

// Login and register start a new session: the session listener (src/api/queryClient.ts) empties the whole cache.
export function useLoginMutation() {
  return useMutation({ mutationFn: (payload: LoginPayload) => login(payload) });
}

export function useRegisterMutation() {
  return useMutation({
    mutationFn: ({ payload, screen }: { payload: RegisterPayload; screen: string }) => register(payload, screen),
  });
}

export function useSendPasswordLinkMutation() {
  return useMutation({ mutationFn: (email: string) => sendPasswordLink({ email }) });
}

/** With an otp (emailed link) the password is set through the link; without one, through the settings. */
export function useChangePasswordMutation() {
  return useMutation({
    mutationFn: ({ password, otp }: { password: string; otp?: string }) =>
      otp ? changePasswordByOtp(otp, password) : changePasswordSignedIn(password),
  });
}

export function useResetViewAlertMutation() {
  return useMutation({
    mutationFn: ({ greetingId, otp }: { greetingId: string; otp: string }) => resetViewAlert(greetingId, otp),
  });
}

export function useUpdateContactMutation() {
  const invalidate = useInvalidateUser();
  return useMutation({ mutationFn: (payload: ContactPayload) => updateContact(payload), onSuccess: invalidate });
}

export function useSkipActorOfferMutation() {
  const invalidate = useInvalidateUser();
  return useMutation({ mutationFn: () => skipActorOffer(), onSuccess: invalidate });
}

export function useRedeemActorOfferMutation() {
  const invalidate = useInvalidateUser();
  return useMutation({ mutationFn: (uuid: string) => redeemActorOffer(uuid), onSuccess: invalidate });
}

export function useLogMessageMutation() {
  return useMutation({ mutationFn: (payload: MessageLogPayload) => logMessage(payload) });
}
