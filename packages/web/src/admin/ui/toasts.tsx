import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { Alert } from './alert.tsx';
import type { Failure } from './failure.ts';
import { NoticeText } from './failure-alert.tsx';
import styles from './toasts.module.css';

type Tone = 'success' | 'error';

interface Toast {
  id: number;
  tone: Tone;
  message: string;
  details: string[];
}

export interface Toasts {
  /** A save or delete went through (spec admin §8 success texts). */
  success: (message: string) => void;
  /** An action failed: the screen's message and the server's safe details. */
  failure: (failure: Failure) => void;
}

/** Successes go away by themselves after this long, unless the pointer or the focus is on them. */
export const TOAST_SUCCESS_MS = 6000;
/** Older toasts make room for newer ones beyond this many. */
const MAX_TOASTS = 4;

const ToastContext = createContext<Toasts | null>(null);

export function useToasts(): Toasts {
  const toasts = useContext(ToastContext);
  if (!toasts) throw new Error('useToasts must be used inside the ToastProvider.');
  return toasts;
}

interface ItemProps {
  toast: Toast;
  paused: boolean;
  onDismiss: (id: number) => void;
  /** Puts the focus back where it was before it came to the toasts. */
  restoreFocus: () => void;
}

function ToastItem({ toast, paused, onDismiss, restoreFocus }: ItemProps) {
  useEffect(() => {
    if (toast.tone !== 'success' || paused) return;
    const timer = setTimeout(() => onDismiss(toast.id), TOAST_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [toast, paused, onDismiss]);

  const dismiss = () => {
    // The button goes away with its toast: the focus must not fall back to <body>.
    restoreFocus();
    onDismiss(toast.id);
  };

  return (
    <Alert tone={toast.tone} announce={toast.tone === 'error'} onDismiss={dismiss} className={styles.toast}>
      <NoticeText failure={toast} />
    </Alert>
  );
}

/**
 * Successes go into a status region that exists before any toast does, so screen readers
 * announce what is added politely; each failure is an alert of its own, announced at once.
 * Toasts never take the focus.
 */
function Toaster({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: number) => void }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const cameFrom = useRef<HTMLElement | null>(null);
  const paused = hovered || focused;
  const restoreFocus = useCallback(() => {
    const target = cameFrom.current?.isConnected ? cameFrom.current : document.querySelector<HTMLElement>('main');
    target?.focus();
  }, []);
  const list = (tone: Tone) =>
    toasts
      .filter((toast) => toast.tone === tone)
      .map((toast) => (
        <ToastItem key={toast.id} toast={toast} paused={paused} onDismiss={onDismiss} restoreFocus={restoreFocus} />
      ));
  return (
    <section
      aria-label="Notifications"
      className={styles.toaster}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => {
        const from = event.relatedTarget as HTMLElement | null;
        if (!event.currentTarget.contains(from)) cameFrom.current = from;
        setFocused(true);
      }}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget as Node | null))}
    >
      <div className={styles.stack}>{list('error')}</div>
      <div role="status" aria-atomic="false" className={styles.stack}>
        {list('success')}
      </div>
    </section>
  );
}

/** Gives the admin screens `useToasts()` and shows the toasts over every screen. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  const push = useCallback((tone: Tone, message: string, details: string[] = []) => {
    const id = nextId.current++;
    setToasts((list) => [...list, { id, tone, message, details }].slice(-MAX_TOASTS));
  }, []);
  const api = useMemo<Toasts>(
    () => ({
      success: (message) => push('success', message),
      failure: (failure) => push('error', failure.message, failure.details),
    }),
    [push],
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      <Toaster toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}
