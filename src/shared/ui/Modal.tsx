import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import styles from './Modal.module.css';

type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Hide the title visually (still read by screen readers). */
  hideTitle?: boolean;
};

/**
 * A modal on the native <dialog>: the browser moves focus in, traps it, and Esc closes it.
 * Focus returns to the element that opened it.
 */
export function Modal({ open, onClose, title, children, footer, size = 'md', hideTitle }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // the Esc listener stays for the dialog's life and calls the owner's latest onClose
  const closeOnEsc = useEffectEvent(() => onClose());

  // a layout effect: the dialog is open (and laid out) before its content's own effects run, so
  // they can measure and scroll it
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement as HTMLElement | null;
      dialog.showModal();
      return () => {
        if (dialog.open) dialog.close();
        opener?.focus?.();
      };
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Esc fires 'cancel': let the owner decide (it sets open=false)
    const onCancel = (e: Event) => {
      e.preventDefault();
      closeOnEsc();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, []);

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${styles[size]}`}
      aria-labelledby={titleId}
      onClick={(e) => {
        if (e.target === ref.current) onClose(); // a click on the backdrop
      }}
    >
      {open && (
        <div className={styles.panel}>
          <header className={styles.header}>
            <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
              ×
            </button>
          </header>
          <div className={styles.body}>{children}</div>
          {footer && <footer className={styles.footer}>{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}
