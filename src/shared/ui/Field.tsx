import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { LIMITS } from '@/shared/config/limits';
import styles from './Field.module.css';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Marks the field as required (visually and for assistive tech). */
  requiredMark?: boolean;
};

/**
 * An email field's input: text, not email, so a pasted address with spaces is not silently changed
 * (docs/spec-choices.md); the phone's email keyboard, no autocorrect or capitals; the shared limit.
 */
export const emailInput = {
  type: 'text',
  inputMode: 'email',
  autoComplete: 'email',
  autoCapitalize: 'none',
  spellCheck: false,
  maxLength: LIMITS.email,
} as const;

/** A labelled input whose error and hint are tied to it (aria-invalid, aria-describedby). */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, hint, requiredMark, id, className, ...input },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
        {requiredMark && (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <input
        ref={ref}
        id={inputId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={requiredMark || undefined}
        {...input}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
});
