import type { ReactNode } from 'react';
import styles from './Alert.module.css';

type AlertProps = { variant?: 'danger' | 'info' | 'success'; children: ReactNode; className?: string };

/** A red (danger) alert is announced at once; info and success wait politely. */
export function Alert({ variant = 'info', children, className }: AlertProps) {
  return (
    <div role={variant === 'danger' ? 'alert' : 'status'} className={`${styles.alert} ${styles[variant]} ${className ?? ''}`}>
      {children}
    </div>
  );
}
