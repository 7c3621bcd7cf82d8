import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styles from './Toasts.module.css';

/** Spec part 1 §4: toasts hide after 5 seconds unless keepOpen is set. */
export const TOAST_AUTO_HIDE_MS = 5_000;

export type ToastInput = {
  title: string;
  /** Text, or text with people's names in it (PeopleText). */
  body?: ReactNode;
  variant?: 'success' | 'error' | 'info';
  keepOpen?: boolean;
};
type Toast = ToastInput & { id: number };
type ToastApi = { show: (toast: ToastInput) => number; dismiss: (id: number) => void };

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback((toast: ToastInput) => {
    const id = nextId.current++;
    setToasts((list) => [...list, { ...toast, id }]);
    return id;
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  const errors = toasts.filter((t) => t.variant === 'error');
  const others = toasts.filter((t) => t.variant !== 'error');
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className={styles.region}>
        {/* two live regions: errors interrupt, the rest wait their turn */}
        <div role="alert" aria-live="assertive" className={styles.stack}>
          {errors.map((t) => (
            <ToastItem key={t.id} toast={t} onDismiss={dismiss} />
          ))}
        </div>
        <div role="status" aria-live="polite" className={styles.stack}>
          {others.map((t) => (
            <ToastItem key={t.id} toast={t} onDismiss={dismiss} />
          ))}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  useEffect(() => {
    if (toast.keepOpen) return;
    const timer = window.setTimeout(() => onDismiss(toast.id), TOAST_AUTO_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.keepOpen, onDismiss]);
  return (
    <div className={`${styles.toast} ${styles[toast.variant ?? 'info']}`}>
      <div className={styles.text}>
        <strong>{toast.title}</strong>
        {toast.body && <p>{toast.body}</p>}
      </div>
      <button type="button" className={styles.close} onClick={() => onDismiss(toast.id)} aria-label="Dismiss notification">
        ×
      </button>
    </div>
  );
}
