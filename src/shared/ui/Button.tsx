import type { ButtonHTMLAttributes, ReactNode } from 'react';
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
    children: ReactNode;
  };

/** `busy` disables the button and says so, so a double click sends one request. */
export function Button({
  variant,
  size,
  block,
  busy,
  keepFocusWhenBusy,
  disabled,
  className,
  children,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  const inert = busy && keepFocusWhenBusy;
  return (
    <button
      type={type}
      className={`${buttonClass({ variant, size, block })} ${className ?? ''}`}
      disabled={disabled || (busy && !keepFocusWhenBusy)}
      aria-disabled={inert || undefined}
      aria-busy={busy || undefined}
      // preventDefault: an inert submit button submits nothing either
      onClick={inert ? (e) => e.preventDefault() : onClick}
      {...rest}
    >
      {busy && <span className={styles.busy} aria-hidden="true" />}
      {children}
    </button>
  );
}

/** A link that looks like a button. */
export function ButtonLink({ variant, size, block, className, ...rest }: LinkProps & Common) {
  return <Link className={`${buttonClass({ variant, size, block })} ${className ?? ''}`} {...rest} />;
}
