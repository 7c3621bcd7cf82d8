import { useId, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styles from './Button.module.css';

type Variant = 'primary' | 'secondary' | 'outline' | 'link' | 'danger';
type Common = { variant?: Variant; size?: 'sm' | 'md' | 'lg'; block?: boolean };

export function buttonClass({ variant = 'primary', size = 'md', block }: Common = {}): string {
  return [styles.button, styles[variant], styles[size], block ? styles.block : ''].join(' ');
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  Common & {
    busy?: boolean;
    /**
     * While busy, keep keyboard focus: aria-disabled and presses ignored instead of `disabled`
     * (which drops focus to the page). For a control the page stays on after its action.
     */
    keepFocusWhenBusy?: boolean;
    /**
     * Why it is disabled ('Fill in your first and last name'): a short line beside it, tied to it by
     * aria-describedby, shown only while `disabled` (not while merely busy).
     */
    disabledReason?: string;
    children: ReactNode;
  };

/**
 * `busy` disables the button and says so, so a double click sends one request. A disabled button
 * says why with `disabledReason`, so no one is left wondering why it does nothing.
 */
export function Button({
  variant,
  size,
  block,
  busy,
  keepFocusWhenBusy,
  disabled,
  disabledReason,
  className,
  children,
  type = 'button',
  onClick,
  'aria-describedby': describedBy,
  ...rest
}: ButtonProps) {
  const inert = busy && keepFocusWhenBusy;
  const reasonId = useId();
  const reason = disabled && disabledReason ? disabledReason : null;
  return (
    <>
      <button
        type={type}
        className={`${buttonClass({ variant, size, block })} ${className ?? ''}`}
        disabled={disabled || (busy && !keepFocusWhenBusy)}
        aria-disabled={inert || undefined}
        aria-busy={busy || undefined}
        aria-describedby={[describedBy, reason ? reasonId : null].filter(Boolean).join(' ') || undefined}
        // preventDefault: an inert submit button submits nothing either
        onClick={inert ? (e) => e.preventDefault() : onClick}
        {...rest}
      >
        {busy && <span className={styles.busy} aria-hidden="true" />}
        {children}
      </button>
      {/* after the button, so the button keeps its place (and its state) as the reason comes and goes */}
      {reason && (
        <span id={reasonId} className={styles.reason}>
          {reason}
        </span>
      )}
    </>
  );
}

/** A link that looks like a button. */
export function ButtonLink({ variant, size, block, className, ...rest }: LinkProps & Common) {
  return <Link className={`${buttonClass({ variant, size, block })} ${className ?? ''}`} {...rest} />;
}
