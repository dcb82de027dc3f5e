import './toast.css';

/**
 * Toasts (SPEC §8/§9): types success, warning, error and normal; each stays 3000 ms; the stack sits 20 px from
 * the top. Framework-free so any page, form or loader can call it; text is set with textContent (never HTML).
 * success/normal are polite status messages, warning/error interrupt as alerts.
 */
export const TOAST_TYPES = ['success', 'warning', 'error', 'normal'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];
export const TOAST_DURATION_MS = 3000;
export const TOAST_OFFSET_PX = 20;

let region: HTMLElement | null = null;

function viewport(doc: Document): HTMLElement {
  if (region && region.isConnected) return region;
  region = doc.createElement('div');
  region.className = 'toast-viewport';
  region.style.top = `${TOAST_OFFSET_PX}px`;
  region.setAttribute('data-toast-viewport', '');
  doc.body.append(region);
  return region;
}

const ICONS: Record<ToastType, string> = { success: '✓', warning: '!', error: '×', normal: 'i' };

/** Shows a toast; returns a function that removes it early. */
export function showToast(message: string, type: ToastType = 'normal', durationMs = TOAST_DURATION_MS): () => void {
  if (typeof document === 'undefined') return () => undefined;
  const item = document.createElement('div');
  item.className = `toast toast--${type}`;
  item.setAttribute('role', type === 'error' || type === 'warning' ? 'alert' : 'status');
  item.setAttribute('data-toast', type);
  const icon = document.createElement('span');
  icon.className = 'toast__icon';
  icon.setAttribute('aria-hidden', 'true');
  icon.textContent = ICONS[type];
  const text = document.createElement('span');
  text.className = 'toast__text';
  text.textContent = message;
  item.append(icon, text);
  viewport(document).append(item);
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    clearTimeout(timer);
    item.classList.add('toast--leaving');
    setTimeout(() => item.remove(), 200);
  };
  const timer = setTimeout(remove, durationMs);
  return remove;
}

export const toast = {
  success: (message: string) => showToast(message, 'success'),
  warning: (message: string) => showToast(message, 'warning'),
  error: (message: string) => showToast(message, 'error'),
  normal: (message: string) => showToast(message, 'normal'),
};
