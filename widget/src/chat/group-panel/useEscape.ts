import { useEffect, useEffectEvent } from 'react';

/**
 * Escape closes a group panel or dialog wherever the focus is (a handled line or a closed picker may have taken
 * the focused button away), and only it: the key is taken in the capture phase and marked handled, so the chat
 * window (which closes on an Escape nobody handled) stays open.
 */
export function useEscape(close: () => void): void {
  const onKey = useEffectEvent((e: KeyboardEvent) => {
    if (e.key !== 'Escape' || e.defaultPrevented) return;
    e.preventDefault();
    close();
  });
  useEffect(() => {
    const listener = (e: KeyboardEvent) => onKey(e);
    window.addEventListener('keydown', listener, true);
    return () => window.removeEventListener('keydown', listener, true);
  }, []);
}
