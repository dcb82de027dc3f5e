import { describe, expect, it } from 'vitest';
import { TurnBatches } from './turn-batches.ts';

/** A run function whose batches finish only when the test says so. */
function controlled() {
  const started: number[][] = [];
  const finish: (() => void)[] = [];
  const run = (batch: number[]) => {
    started.push(batch);
    return new Promise<void>((resolve) => finish.push(resolve));
  };
  return { started, finish, run };
}
const turn = () => new Promise((r) => setImmediate(r));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('turn batches', () => {
  it('puts the items of one event-loop turn in one batch and starts up to inFlight batches at once', async () => {
    const c = controlled();
    const batches = new TurnBatches<number>(c.run, 2, 3);
    for (let i = 0; i < 7; i++) batches.push(i);
    await turn();
    expect(c.started).toEqual([
      [0, 1, 2],
      [3, 4, 5],
    ]);
    c.finish[0]!();
    await turn();
    expect(c.started[2]).toEqual([6]);
  });

  it('with a spare policy, starts a second batch only for a backlog: enough items, or an item waiting too long', async () => {
    const c = controlled();
    const batches = new TurnBatches<number>(c.run, 2, 100, { minItems: 4, maxWaitMs: 30 });
    batches.push(0);
    await turn();
    expect(c.started).toEqual([[0]]);
    // three waiting: fewer than minItems, and not waiting long yet
    batches.push(1);
    batches.push(2);
    batches.push(3);
    await turn();
    expect(c.started).toHaveLength(1);
    // the running batch ends: the waiting ones go in the next batch, without waiting for the spare rule
    c.finish[0]!();
    await turn();
    expect(c.started[1]).toEqual([1, 2, 3]);
    // a backlog of minItems starts the spare batch at once
    for (let i = 4; i < 8; i++) batches.push(i);
    await turn();
    expect(c.started[2]).toEqual([4, 5, 6, 7]);
    c.finish[1]!();
    c.finish[2]!();
    await turn();
    // one item waiting behind a slow batch goes in a spare batch after maxWaitMs
    batches.push(8);
    await turn();
    batches.push(9);
    await turn();
    expect(c.started).toHaveLength(4);
    await sleep(15);
    expect(c.started).toHaveLength(4);
    await sleep(40);
    expect(c.started[4]).toEqual([9]);
  });
});
