import { Bell, X } from 'lucide-react';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useDeskI18n } from '../app/desk-i18n';

type Toast = { id: number; text: string };
type Toasts = { show: (text: string) => void };

const ToastContext = createContext<Toasts | undefined>(undefined);
const visibleMs = 8000;

/**
 * Short notices (a new inquiry arrived). The live region exists before any toast does, so screen readers
 * announce what is added to it.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useDeskI18n();
  const [toasts, setToasts] = useState<Toast[]>([]);

  const show = useCallback((text: string) => {
    setToasts((current) => [...current.slice(-3), { id: Date.now() + Math.random(), text }]);
  }, []);
  const dismiss = (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id));

  useEffect(() => {
    if (toasts.length === 0) return;
    const timer = setTimeout(() => setToasts((current) => current.slice(1)), visibleMs);
    return () => clearTimeout(timer);
  }, [toasts]);

  const value = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      {/* Below the desk breakpoint an inquiry has an Answer bar fixed at the bottom (`inquiry-shortcuts.tsx`,
          about 70 px): toasts sit above it there, never over the button. */}
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-4 bottom-20 z-50 flex flex-col items-end gap-2 sm:start-auto lg:bottom-4"
      >
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className="pointer-events-auto flex max-w-sm items-start gap-3 rounded-card bg-petrol-900 p-3 text-white shadow-lg surface-dark"
          >
            <Bell aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-signal-400" />
            <p className="flex-1">{toast.text}</p>
            <button
              type="button"
              onClick={() => dismiss(toast.id)}
              className="rounded p-1 hover:bg-petrol-700"
              aria-label={t.dismiss}
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToasts(): Toasts {
  const toasts = useContext(ToastContext);
  if (!toasts) throw new Error('useToasts needs a ToastProvider.');
  return toasts;
}
