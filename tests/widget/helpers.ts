/** Tiny assertion and DOM helpers for the browser tests (no assertion library needed). */

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`Assertion failed: ${message}`);
}

export function assertEqual<T>(actual: T, expected: T, message: string): void {
  if (!Object.is(actual, expected)) {
    throw new Error(`Assertion failed: ${message}\n  expected: ${String(expected)}\n  actual:   ${String(actual)}`);
  }
}

export function assertClose(actual: number, expected: number, tolerance: number, message: string): void {
  if (Math.abs(actual - expected) > tolerance) {
    throw new Error(`Assertion failed: ${message}\n  expected: ${expected} ± ${tolerance}\n  actual:   ${actual}`);
  }
}

/** Polls (every animation frame) until `fn` returns a truthy value. */
export async function waitFor<T>(fn: () => T, message: string, timeout = 4000): Promise<NonNullable<T>> {
  const start = performance.now();
  for (;;) {
    const value = fn();
    if (value) return value;
    if (performance.now() - start > timeout) throw new Error(`Timed out waiting for: ${message}`);
    await nextFrame();
  }
}

export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

export async function frames(count: number): Promise<void> {
  for (let i = 0; i < count; i++) await nextFrame();
}

export function center(el: Element): { x: number; y: number } {
  const r = el.getBoundingClientRect();
  return { x: Math.round(r.left + r.width / 2), y: Math.round(r.top + r.height / 2) };
}
