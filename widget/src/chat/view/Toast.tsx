import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { useChat } from '../hooks/useChat.ts';

/** SPEC §9: toasts last 3000 ms, 20 px from the top. */
export const TOAST_MS = 3000;

export function Toast() {
  const session = useSnapshot(useChat().session);
  const [visible, setVisible] = useState<number | null>(null);
  const toast = session.toast;
  useEffect(() => {
    if (!toast) return;
    setVisible(toast.id);
    const timer = setTimeout(() => setVisible(null), toast.ms ?? TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  if (!toast || visible !== toast.id) return null;
  return (
    <div className={`hy-toast hy-toast--${toast.type}`} role={toast.type === 'error' ? 'alert' : 'status'} data-testid="toast">
      {toast.text}
    </div>
  );
}
