import { describe, expect, it } from 'vitest';
import { closesMenu, menuOpensAbove, MENU_CLOSE_GUARD_MS, MENU_FLIP_PX, SCROLL_THROTTLE_MS, throttle } from './timing.ts';

/** A clock the test moves by hand. */
function manualClock() {
  let t = 0;
  const timers: { at: number; run: () => void }[] = [];
  return {
    now: () => t,
    later: (run: () => void, ms: number) => timers.push({ at: t + ms, run }),
    advance(ms: number) {
      t += ms;
      for (const timer of timers.splice(0).sort((a, b) => a.at - b.at)) {
        if (timer.at <= t) timer.run();
        else timers.push(timer);
      }
    },
  };
}

describe('chat view timings (SPEC §9)', () => {
  it('has the spec values', () => {
    expect([SCROLL_THROTTLE_MS, MENU_CLOSE_GUARD_MS, MENU_FLIP_PX]).toEqual([150, 300, 160]);
  });

  it('throttles to one call per 150 ms and always handles the last one', () => {
    const clock = manualClock();
    const calls: number[] = [];
    const f = throttle((n: number) => calls.push(n), SCROLL_THROTTLE_MS, clock);
    f(1);
    expect(calls).toEqual([1]);
    clock.advance(50);
    f(2);
    f(3);
    expect(calls).toEqual([1]);
    clock.advance(99);
    expect(calls).toEqual([1]);
    clock.advance(1);
    expect(calls).toEqual([1, 3]);
    clock.advance(200);
    f(4);
    expect(calls).toEqual([1, 3, 4]);
  });

  it('flips the menu above from 160 px below the header and guards closing for 300 ms', () => {
    expect(menuOpensAbove(100 + 160, 100)).toBe(true);
    expect(menuOpensAbove(100 + 159, 100)).toBe(false);
    expect(closesMenu(299)).toBe(false);
    expect(closesMenu(300)).toBe(true);
  });
});
