import { describe, expect, it } from 'vitest';
import { VerifySlots } from './verify-slots.ts';

describe('verify slots', () => {
  it('runs at most `concurrency` tasks, queues some, refuses the rest', async () => {
    const slots = new VerifySlots(2, 3);
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const task = () =>
      new Promise<number>((resolve) => {
        running++;
        most = Math.max(most, running);
        releases.push(() => {
          running--;
          resolve(1);
        });
      });
    const runs = Array.from({ length: 7 }, () => slots.run(task));
    expect(runs.filter((r) => r === null)).toHaveLength(2);
    await new Promise((r) => setTimeout(r, 0));
    expect(slots.load).toEqual({ running: 2, waiting: 3 });
    while (releases.length || slots.load.running) {
      releases.shift()?.();
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(await Promise.all(runs.filter((r) => r !== null))).toEqual([1, 1, 1, 1, 1]);
    expect(most).toBe(2);
    expect(slots.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when a task fails', async () => {
    const slots = new VerifySlots(1, 0);
    await expect(slots.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await slots.run(() => Promise.resolve(2))).toBe(2);
  });
});
