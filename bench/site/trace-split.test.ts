import { describe, expect, it } from 'vitest';
import { atThreadTime, mainThreadTasks, splitTasks } from './trace-split.ts';
import type { Trace, TraceEvent } from './trace-split.ts';

const PAGE = 'PAGE-FRAME';
const SVG = 'SVG-FRAME';
const main = { pid: 7, tid: 1 };
const ms = 1000;

function event(name: string, ts: number, dur: number, args?: TraceEvent['args']): TraceEvent {
  return { name, ph: 'X', ts: ts * ms, dur: dur * ms, ...main, ...(args ? { args } : {}) };
}

/** A load as Lighthouse records it: the commit, a parse, the first render, an SVG image's document, a script. */
function recordedLoad(): Trace {
  return {
    traceEvents: [
      {
        name: 'TracingStartedInBrowser',
        ph: 'I',
        ts: 0,
        pid: 1,
        tid: 1,
        args: { data: { frames: [{ frame: PAGE, isInPrimaryMainFrame: true }] } },
      },
      { name: 'thread_name', ph: 'M', ts: 0, ...main, args: { name: 'CrRendererMain' } },
      { name: 'thread_name', ph: 'M', ts: 0, pid: 9, tid: 1, args: { name: 'CrRendererMain' } },
      event('RunTask', 10, 40),
      event('DocumentLoader::CommitNavigation', 11, 38),
      event('RunTask', 60, 15),
      event('ParseHTML', 60, 15, { beginData: { frame: PAGE } }),
      event('RunTask', 80, 50),
      event('UpdateLayoutTree', 80, 10),
      event('Layout', 90, 35, { beginData: { frame: PAGE } }),
      event('Paint', 126, 3, { data: { frame: PAGE } }),
      event('RunTask', 140, 20),
      event('DocumentLoader::CommitNavigation', 141, 5),
      event('Layout', 150, 6, { beginData: { frame: SVG } }),
      event('RunTask', 200, 30),
      event('TimerFire', 200, 30),
      event('FunctionCall', 201, 28),
      event('EvaluateScript', 215, 3, { data: { url: 'http://site/assets/index.js' } }),
    ],
  };
}

describe('what-if edits of a recorded page load (bench/site/trace-split.ts)', () => {
  it('tells the browser committing the page from its render, an SVG image, the parser and scripts', () => {
    const tasks = mainThreadTasks(recordedLoad());
    expect(tasks.map((t) => [t.task.ts / ms, t.kind])).toEqual([
      [10, 'navigation'],
      [60, 'parse'],
      [80, 'render'],
      [140, 'image'],
      [200, 'script'],
    ]);
    expect(tasks[2]!.children.map((e) => e.name)).toEqual(['UpdateLayoutTree', 'Layout', 'Paint']);
  });

  it('cuts only the chosen kinds into pieces under the length, keeping the work and each event in its piece', () => {
    const load = recordedLoad();
    const before = JSON.stringify(load);
    const cut = splitTasks(load, new Set(['script']), 9);
    expect(JSON.stringify(load)).toBe(before); // the recorded load is left as it was

    const scripts = mainThreadTasks(cut).filter((t) => t.kind === 'script');
    // 30 ms in four pieces of 7.5 ms, back to back: the same work, no piece over 9 ms.
    expect(scripts.map((t) => [t.task.ts / ms, t.task.dur! / ms])).toEqual([
      [200, 7.5],
      [207.5, 7.5],
      [215, 7.5],
      [222.5, 7.5],
    ]);
    // The script evaluated at 215 ms belongs to the third piece and ends within it.
    const third = scripts[2]!.children.find((e) => e.name === 'EvaluateScript')!;
    expect(third.ts / ms).toBe(215);
    expect((third.ts + third.dur!) / ms).toBeLessThanOrEqual(222.5);
    // Tasks of other kinds are untouched, however long.
    const others = mainThreadTasks(cut).filter((t) => t.kind !== 'script');
    expect(others.map((t) => [t.kind, t.task.dur! / ms])).toEqual([
      ['navigation', 40],
      ['parse', 15],
      ['render', 50],
      ['image', 20],
    ]);
  });

  it('cuts the page render and leaves a task already under the length whole', () => {
    const tasks = mainThreadTasks(splitTasks(recordedLoad(), new Set(['render', 'parse']), 20));
    // The parse (15 ms) stays whole; the render (50 ms) becomes three pieces of 16.7 ms.
    expect(tasks.map((t) => [Math.round(t.task.ts / ms), Math.round(t.task.dur! / 100) / 10])).toEqual([
      [10, 40],
      [60, 15],
      [80, 16.7],
      [97, 16.7],
      [113, 16.7],
      [140, 20],
      [200, 30],
    ]);
    // The style and layout stay with the first piece (the layout cut at its end), the paint goes with the last.
    expect(tasks[2]!.children.map((e) => [e.name, Math.round(e.dur! / 100) / 10])).toEqual([
      ['UpdateLayoutTree', 10],
      ['Layout', 6.7],
    ]);
    expect(tasks[3]!.children).toEqual([]);
    expect(tasks[4]!.children.map((e) => e.name)).toEqual(['Paint']);
  });

  it('shortens each task to its thread time, scaling the events inside it, and leaves tasks without one as they were', () => {
    const load = recordedLoad();
    // The script task ran 12 of its 30 ms on a core; the render task's thread time equals its wall time.
    const script = load.traceEvents.find((e) => e.name === 'RunTask' && e.ts === 200 * ms)!;
    script.tdur = 12 * ms;
    load.traceEvents.find((e) => e.name === 'RunTask' && e.ts === 80 * ms)!.tdur = 50 * ms;
    const before = JSON.stringify(load);
    const tasks = mainThreadTasks(atThreadTime(load));
    expect(JSON.stringify(load)).toBe(before);
    expect(tasks.map((t) => [t.kind, t.task.ts / ms, Math.round(t.task.dur! / 100) / 10])).toEqual([
      ['navigation', 10, 40],
      ['parse', 60, 15],
      ['render', 80, 50],
      ['image', 140, 20],
      ['script', 200, 12],
    ]);
    // The script evaluated 15 ms into the 30 ms task now starts 6 ms into the 12 ms one and lasts 1.2 ms.
    const evaluated = tasks[4]!.children.find((e) => e.name === 'EvaluateScript')!;
    expect([Math.round(evaluated.ts / 100) / 10, Math.round(evaluated.dur! / 100) / 10]).toEqual([206, 1.2]);
    expect(tasks[4]!.children.map((e) => e.name)).toEqual(['TimerFire', 'FunctionCall', 'EvaluateScript']);
  });
});
