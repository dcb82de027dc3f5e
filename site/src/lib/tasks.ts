/**
 * Scheduling helpers for the browser entry and the widget host: work split into tasks of its own so that none is
 * a long task on a slow phone (Lighthouse counts each task over 50 ms at 4x CPU slow-down as blocking time).
 */

/** Resolves in a new task. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs `run` when the browser is idle, at the latest after `timeoutMs` (without requestIdleCallback: a third of it). */
export function whenIdle(run: () => void, timeoutMs: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: timeoutMs });
  else setTimeout(run, timeoutMs / 3);
}
