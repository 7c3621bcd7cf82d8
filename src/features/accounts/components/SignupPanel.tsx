import { useState, type ReactNode } from 'react';
import type { AuthResponse } from '@/api/user/schemas';
import { useSignIn, useSignUp } from '@/features/accounts/hooks/useAccountActions';
import { LoginForm } from './LoginForm';
import { RegistrationForm } from './RegistrationForm';
import styles from './Auth.module.css';

export type SignupPanelProps = {
  /** Called once the user has an account session (created: a new account). */
  onDone: (res: AuthResponse, created: boolean) => void | Promise<void>;
  /** The register-react ?screen= value. */
  screen: string;
  qrKey?: string | null;
  /** Shown under the forms (e.g. the 'Checkout as Guest' link). */
  children?: ReactNode;
};

/**
 * The sign-up component (part 1 §4 "Sign-up flow"): registration, with a switch to sign in for
 * people who already have an account.
 */
export function SignupPanel({ onDone, screen, qrKey, children }: SignupPanelProps) {
  const [mode, setMode] = useState<'register' | 'login'>('register');
  const signUp = useSignUp({ screen, qrKey });
  const signIn = useSignIn({ qrKey });
  return (
    <div>
      {mode === 'register' ? (
        <RegistrationForm
          busy={signUp.isPending}
          error={signUp.error}
          onSubmit={async (values) => onDone(await signUp.signUp(values), true)}
        />
      ) : (
        <LoginForm
          busy={signIn.isPending}
          error={signIn.error}
          onSubmit={async (values) => onDone(await signIn.signIn(values), false)}
        />
      )}
      <p className={styles.switch}>
        {mode === 'register' ? 'Already have an account? ' : 'New here? '}
        <button type="button" className={styles.textButton} onClick={() => setMode(mode === 'register' ? 'login' : 'register')}>
          {mode === 'register' ? 'Sign in' : 'Create an account'}
        </button>
      </p>
      {children}
    </div>
  );
}
