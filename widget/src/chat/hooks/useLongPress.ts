import { useRef, type PointerEvent as ReactPointerEvent } from 'react';

/** SPEC §9: long press 500 ms (touch / pen) opens the message or conversation menu on mobile. */
export const LONG_PRESS_MS = 500;

export function useLongPress(onLongPress: (x: number, y: number) => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  return {
    onPointerDown(e: ReactPointerEvent) {
      if (e.pointerType === 'mouse') return;
      const { clientX, clientY } = e;
      cancel();
      timer.current = setTimeout(() => onLongPress(clientX, clientY), LONG_PRESS_MS);
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onPointerMove: (e: ReactPointerEvent) => {
      if (e.movementX * e.movementX + e.movementY * e.movementY > 25) cancel();
    },
  };
}
