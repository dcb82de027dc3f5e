import type { WindowPosition } from '../store/ui.ts';

export interface Size {
  width: number;
  height: number;
}

/** SPEC §2: the window starts at one 4.2th of the window width horizontally and 120 px from the top. */
export const INITIAL_LEFT_DIVISOR = 4.2;
export const INITIAL_TOP = 120;
/** Below this viewport width the window is full-screen and cannot be dragged. */
export const MOBILE_MAX_WIDTH = 767.98;
/** One arrow-key press on the focused header moves the window by this much. */
export const KEYBOARD_STEP = 10;

export function initialPosition(viewportWidth: number): WindowPosition {
  return { left: viewportWidth / INITIAL_LEFT_DIVISOR, top: INITIAL_TOP };
}

/**
 * Keeps the whole window inside the viewport. When the window is larger than the viewport the
 * top-left corner wins (stays at 0), so the header and close button remain reachable.
 */
export function clampPosition(position: WindowPosition, size: Size, viewport: Size): WindowPosition {
  const maxLeft = Math.max(0, viewport.width - size.width);
  const maxTop = Math.max(0, viewport.height - size.height);
  return {
    left: clamp(position.left, 0, maxLeft),
    top: clamp(position.top, 0, maxTop),
  };
}

/** Position while dragging: where the pointer went relative to where the drag started. */
export function dragPosition(
  start: WindowPosition,
  pointerStart: { x: number; y: number },
  pointerNow: { x: number; y: number },
  size: Size,
  viewport: Size,
): WindowPosition {
  return clampPosition(
    { left: start.left + (pointerNow.x - pointerStart.x), top: start.top + (pointerNow.y - pointerStart.y) },
    size,
    viewport,
  );
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** New position for an arrow key, or null when the key is not an arrow key. */
export function keyboardMove(
  key: string,
  position: WindowPosition,
  size: Size,
  viewport: Size,
  step: number = KEYBOARD_STEP,
): WindowPosition | null {
  const delta = ARROWS[key];
  if (!delta) return null;
  return clampPosition({ left: position.left + delta[0] * step, top: position.top + delta[1] * step }, size, viewport);
}

export function isMobileWidth(viewportWidth: number): boolean {
  return viewportWidth <= MOBILE_MAX_WIDTH;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}
