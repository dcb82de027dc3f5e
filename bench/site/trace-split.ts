/**
 * What-if edits of a page-load trace as Lighthouse saves it (`lighthouse -G`: trace.json), for
 * bench/site/what-if.ts. Lighthouse's mobile score simulates a slow phone from the observed trace: each main-thread
 * task over 10 ms becomes a node of its simulation, at 4x its observed time (2x if it laid out), and tasks under
 * 10 ms are left out. Total Blocking Time sums what each simulated task spends over 50 ms between the estimated
 * first contentful paint and time to interactive.
 *
 * `splitTasks` answers "what if every task of this kind were cut into pieces under the line": a task of a chosen
 * kind longer than `pieceMs` becomes consecutive tasks of at most `pieceMs`, each keeping the events that start in
 * it, so the work stays in the trace and only its cutting changes (under 10 ms, Lighthouse leaves a piece out).
 *
 * `atThreadTime` answers "what if the page's main thread had had a core to itself": each task lasts its thread
 * time instead of its wall time. On a machine with few cores, the browser's other processes and Lighthouse itself
 * take turns with the renderer, and a task's wall time includes the time it waited for a core.
 */

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread time: how long the thread ran on a core during the event (`dur` is wall time). */
  tdur?: number;
  pid: number;
  tid: number;
  cat?: string;
  args?: { data?: Record<string, unknown>; beginData?: Record<string, unknown>; [key: string]: unknown };
}

export interface Trace {
  traceEvents: TraceEvent[];
}

/**
 * What a top-level task of the page's main thread did:
 * - `navigation`: the browser committing the page (creating its document and script context), before any of the
 *   page's own bytes are parsed; not the page's to change;
 * - `render`: style, layout or paint of the page itself (its first render among them);
 * - `image`: an SVG image's own document (parsed, laid out and painted apart from the page);
 * - `parse`: parsing the page's HTML without laying it out;
 * - `script`: everything else (the page's scripts, timers, events, microtasks, module compilation).
 */
export type TaskKind = 'navigation' | 'render' | 'image' | 'parse' | 'script';

export const TASK_KINDS: readonly TaskKind[] = ['navigation', 'render', 'image', 'parse', 'script'];

const TOP_LEVEL = 'RunTask';

function frameOf(event: TraceEvent): unknown {
  return event.args?.beginData?.frame ?? event.args?.data?.frame;
}

/** The renderer main thread of the page: the `CrRendererMain` thread with the most events. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const names = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const count = new Map<string, number>();
  for (const e of events) count.set(`${e.pid}:${e.tid}`, (count.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const best = names.sort((a, b) => (count.get(`${b.pid}:${b.tid}`) ?? 0) - (count.get(`${a.pid}:${a.tid}`) ?? 0))[0];
  if (!best) throw new Error('trace without a renderer main thread');
  return { pid: best.pid, tid: best.tid };
}

/** The page's frame: the primary main frame named where tracing started. */
function mainFrame(events: TraceEvent[]): unknown {
  const started = events.find((e) => e.name === 'TracingStartedInBrowser');
  const frames = (started?.args?.data?.frames ?? []) as { frame: unknown; isInPrimaryMainFrame?: boolean }[];
  return (frames.find((f) => f.isInPrimaryMainFrame) ?? frames[0])?.frame;
}

export interface Task {
  task: TraceEvent;
  children: TraceEvent[];
  kind: TaskKind;
}

/** The main thread's top-level tasks in time order, each with the events inside it and its kind. */
export function mainThreadTasks(trace: Trace): Task[] {
  const { pid, tid } = mainThread(trace.traceEvents);
  const frame = mainFrame(trace.traceEvents);
  const own = trace.traceEvents.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined);
  own.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks: { task: TraceEvent; children: TraceEvent[] }[] = [];
  let current: { task: TraceEvent; children: TraceEvent[] } | undefined;
  for (const event of own) {
    if (event.name === TOP_LEVEL && (!current || event.ts >= current.task.ts + (current.task.dur ?? 0))) {
      current = { task: event, children: [] };
      tasks.push(current);
    } else if (current && event.ts < current.task.ts + (current.task.dur ?? 0)) {
      current.children.push(event);
    }
  }
  const firstParse = tasks.find((t) => t.children.some((e) => e.name === 'ParseHTML'))?.task.ts ?? Infinity;
  return tasks.map(({ task, children }) => {
    const has = (name: string, inFrame?: (f: unknown) => boolean) =>
      children.some((e) => e.name === name && (!inFrame || inFrame(frameOf(e))));
    const ofPage = (f: unknown) => f === undefined || f === frame;
    const ofOther = (f: unknown) => f !== undefined && f !== frame;
    let kind: TaskKind = 'script';
    if (task.ts < firstParse && has('DocumentLoader::CommitNavigation')) kind = 'navigation';
    else if (has('Layout', ofPage) || has('Paint', ofPage)) kind = 'render';
    else if (has('Layout', ofOther) || has('Paint', ofOther)) kind = 'image';
    else if (has('ParseHTML')) kind = 'parse';
    return { task, children, kind };
  });
}

/** A copy of the trace where every task of the given kinds longer than `pieceMs` is cut into pieces of at most that. */
export function splitTasks(trace: Trace, kinds: ReadonlySet<TaskKind>, pieceMs: number): Trace {
  const copy = structuredClone(trace);
  const piece = pieceMs * 1000;
  const added: TraceEvent[] = [];
  for (const { task, children, kind } of mainThreadTasks(copy)) {
    const dur = task.dur ?? 0;
    if (!kinds.has(kind) || dur <= piece) continue;
    const count = Math.ceil(dur / piece);
    const length = dur / count;
    task.dur = length;
    for (let i = 1; i < count; i++) added.push({ ...task, ts: task.ts + i * length, dur: length });
    // Each event stays in the piece it starts in and ends with it at the latest.
    for (const event of children) {
      const pieceEnd = task.ts + (Math.floor((event.ts - task.ts) / length) + 1) * length;
      if (event.ts + (event.dur ?? 0) > pieceEnd) event.dur = Math.max(0, pieceEnd - event.ts - 1);
    }
  }
  copy.traceEvents.push(...added);
  return copy;
}

/**
 * A copy of the trace where every main-thread task lasts its thread time (`tdur`) instead of its wall time, when
 * it has one and it is shorter: the events inside it keep their order and are scaled into the shorter task.
 */
export function atThreadTime(trace: Trace): Trace {
  const copy = structuredClone(trace);
  for (const { task, children } of mainThreadTasks(copy)) {
    const dur = task.dur ?? 0;
    if (task.tdur === undefined || dur <= 0 || task.tdur >= dur) continue;
    const ratio = task.tdur / dur;
    for (const event of children) {
      event.ts = task.ts + (event.ts - task.ts) * ratio;
      if (event.dur !== undefined) event.dur *= ratio;
    }
    task.dur = task.tdur;
  }
  return copy;
}
