import { useLingui } from '@lingui/react/macro';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { Icon } from '#portal/ui/Icon/Icon.tsx';
import * as styles from './Toasts.css.ts';

type Tone = keyof typeof styles.tone;

interface Toast {
  id: number;
  tone: Tone;
  title: string;
  description?: string;
}

export interface ToastApi {
  success(title: string, description?: string): void;
  error(title: string, description?: string): void;
  info(title: string, description?: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

const LIFETIME_MS: Record<Tone, number> = { success: 5000, info: 5000, error: 8000 };

/** Holds the toasts of the app and shows them in one live region. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);

  const api = useMemo<ToastApi>(() => {
    const push = (tone: Tone) => (title: string, description?: string) => {
      const id = nextId.current++;
      setToasts((list) => [...list.slice(-4), { id, tone, title, description }]);
      setTimeout(() => dismiss(id), LIFETIME_MS[tone]);
    };
    return { success: push('success'), error: push('error'), info: push('info') };
  }, [dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className={styles.region} aria-live="polite" aria-relevant="additions">
        {toasts.map((toast) => (
          <div key={toast.id} className={styles.tone[toast.tone]} role={toast.tone === 'error' ? 'alert' : 'status'}>
            <Icon name={toast.tone === 'success' ? 'check' : toast.tone === 'error' ? 'alert' : 'info'} />
            <div className={styles.body}>
              <p className={styles.title}>{toast.title}</p>
              {toast.description && <p className={styles.description}>{toast.description}</p>}
            </div>
            <button type="button" className={styles.close} aria-label={t`Dismiss`} onClick={() => dismiss(toast.id)}>
              <Icon name="close" size={16} />
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/** Shows a toast: `toast.success(t\`Logged in successfully!\`)`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider above it');
  return api;
}
