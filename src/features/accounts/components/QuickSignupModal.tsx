import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { local, storageKeys } from '@/shared/lib/storage';
import { useQrLink } from '@/shared/lib/useQrLink';
import { useSignedIn } from '@/shared/lib/useSignedIn';
import { Modal } from '@/shared/ui/Modal';
import { signupRedirect } from '@/features/accounts/rules/signupRedirect';
import { SignupPanel } from './SignupPanel';

export type QuickSignupOutcome = 'completed' | 'closed';

export type QuickSignupModalProps = {
  /** The host's moment to offer it (default: at once). It still shows only to users not signed in who have not seen it. */
  when?: boolean;
  /**
   * What happens after: called when the modal is closed or the sign-up (or sign-in) completes, after
   * the seen flag is set. Giving it means the host decides where to go (preventRedirect).
   */
  onDone?: (outcome: QuickSignupOutcome) => void;
  /** Without onDone: where a completed sign-up goes (else the greeting's digital thank-you page, else stay). */
  redirectTo?: string;
  greetingId?: string | number;
  title?: string;
};

/** Has this browser already seen (closed or completed) the quick sign-up? */
export function quickSignupSeen(): boolean {
  return local.get(storageKeys.quickSignupSeen) === 'true';
}

/** Would the quick sign-up show now? (not signed in, not seen) */
export function useQuickSignupPending(): boolean {
  const signedIn = useSignedIn();
  const [seen] = useState(quickSignupSeen);
  return !signedIn && !seen;
}

/** Part 1 §4 "Quick sign-up modal": shown to users not signed in who have not seen it. */
export function QuickSignupModal({
  when = true,
  onDone,
  redirectTo,
  greetingId,
  title = 'Create your free account',
}: QuickSignupModalProps) {
  const signedIn = useSignedIn();
  const [seen, setSeen] = useState(quickSignupSeen);
  const [done, setDone] = useState(false);
  const navigate = useNavigate();
  const { qrKey } = useQrLink();

  const markSeen = () => {
    local.set(storageKeys.quickSignupSeen, 'true');
    setSeen(true);
  };

  const close = () => {
    markSeen();
    onDone?.('closed');
  };

  const complete = () => {
    setDone(true);
    markSeen();
    if (onDone) {
      onDone('completed');
      return;
    }
    const target = signupRedirect({ thankYouPath: redirectTo, greetingId });
    if (target) navigate(target);
  };

  const open = when && !seen && !done && !signedIn;
  return (
    <Modal open={open} onClose={close} title={title}>
      <p>Save your Video Greeting and come back to it any time.</p>
      <SignupPanel screen="quick-signup" qrKey={qrKey} onDone={complete} />
    </Modal>
  );
}
