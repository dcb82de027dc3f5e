/** SPEC §9 timings of the chat view. */

/** Scroll handling runs at most every 150 ms. */
export const SCROLL_THROTTLE_MS = 150;
/** A message menu ignores outside presses for 300 ms after it opens (the press or release that opened it). */
export const MENU_CLOSE_GUARD_MS = 300;
/** A menu opens above the pointer unless that is within 160 px of the header (the list's top), then below. */
export const MENU_FLIP_PX = 160;

/**
 * Calls `fn` at once, then at most once per `ms`; a call inside the window is run at its end (trailing), so
 * the last state is always handled.
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
  clock: { now: () => number; later: (run: () => void, ms: number) => unknown } = {
    now: () => performance.now(),
    later: (run, wait) => setTimeout(run, wait),
  },
): (...args: A) => void {
  let last = -Infinity;
  let pending: A | null = null;
  let scheduled = false;
  const fire = (args: A) => {
    last = clock.now();
    fn(...args);
  };
  return (...args: A) => {
    const wait = last + ms - clock.now();
    if (wait <= 0 && !scheduled) {
      fire(args);
      return;
    }
    pending = args;
    if (scheduled) return;
    scheduled = true;
    clock.later(
      () => {
        scheduled = false;
        if (pending) fire(pending);
        pending = null;
      },
      Math.max(0, wait),
    );
  };
}

/** Whether a menu opened at `pointerY` shows above it (SPEC §9: flips at 160 px below the header). */
export function menuOpensAbove(pointerY: number, headerBottom: number): boolean {
  return pointerY - headerBottom >= MENU_FLIP_PX;
}

/** Whether an outside press `elapsed` ms after the menu opened closes it. */
export function closesMenu(elapsed: number): boolean {
  return elapsed >= MENU_CLOSE_GUARD_MS;
}
