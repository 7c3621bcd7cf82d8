import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { local, storageKeys } from '@/shared/lib/storage';
import { useQrLink } from '@/shared/lib/useQrLink';
import { useSignedIn } from '@/shared/lib/useSignedIn';
import { Modal } from '@/shared/ui/Modal';
import { signupRedirect } from '@/features/accounts/rules/signupRedirect';
import { SignupPanel } from './SignupPanel';

export type QuickSignupOutcome = 'completed' | 'closed';

/** What the visitor came to do, chosen by the caller: the modal speaks of that. */
export type QuickSignupPurpose = 'greeting' | 'thank-you';

/** The modal's words by purpose (ours: part 1 §4 names the modal, not its text). */
export const QUICK_SIGNUP_TEXT = {
  greeting: {
    title: 'Create your free account',
    lead: 'Save your Video Greeting and come back to it any time.',
  },
  'thank-you': {
    title: 'Create your free account',
    lead: 'Keep your thank-you video in your account and come back to it any time. Or close this to record it now.',
  },
} as const satisfies Record<QuickSignupPurpose, { title: string; lead: string }>;

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
  /** A thank-you video (the recipient page's 'Send a thank-you video') or the visitor's own greeting (default). */
  purpose?: QuickSignupPurpose;
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
export function QuickSignupModal({ when = true, onDone, redirectTo, greetingId, purpose = 'greeting' }: QuickSignupModalProps) {
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
    <Modal open={open} onClose={close} title={QUICK_SIGNUP_TEXT[purpose].title}>
      <p>{QUICK_SIGNUP_TEXT[purpose].lead}</p>
      <SignupPanel screen="quick-signup" qrKey={qrKey} onDone={complete} />
    </Modal>
  );
}
