import { readFileSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';

/** Small measuring helpers of the messaging load test. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
export const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
export function pcts(values: number[]): string {
  const s = [...values].sort((a, b) => a - b);
  return `p50 ${fmt(percentile(s, 50))}  p95 ${fmt(percentile(s, 95))}  p99 ${fmt(percentile(s, 99))}  max ${fmt(s.at(-1) ?? NaN)}`;
}

const TICKS_PER_SECOND = 100;

/** CPU seconds used so far and resident memory (KB) of a process; zeros when it is gone. */
export function procStat(pid: number): { cpu: number; rssKb: number } {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return { cpu: (Number(stat[11]) + Number(stat[12])) / TICKS_PER_SECOND, rssKb: Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) };
  } catch {
    return { cpu: 0, rssKb: 0 };
  }
}

/** CPU seconds of every local PostgreSQL process (other users of the same cluster count too). */
export function postgresCpu(): number {
  let total = 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (readFileSync(`/proc/${name}/comm`, 'utf8').trim() !== 'postgres') continue;
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]!.split(' ');
      // own time, plus (for the postmaster) the time of backends that have exited since
      total += (Number(stat[11]) + Number(stat[12]) + Number(stat[13]) + Number(stat[14])) / TICKS_PER_SECOND;
    } catch {
      continue;
    }
  }
  return total;
}

/** Busy and total jiffies of the whole machine (all cores). */
function machineTicks(): { busy: number; total: number } {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = cpu.reduce((a, b) => a + b, 0);
  return { busy: total - cpu[3]! - (cpu[4] ?? 0), total };
}

/** Measures CPU of the given processes, PostgreSQL and the whole machine over a window. */
export class CpuWindow {
  #pids: Record<string, number[]>;
  #start = performance.now();
  #before: Record<string, number>;
  #pg = postgresCpu();
  #machine = machineTicks();

  constructor(pids: Record<string, number[]>) {
    this.#pids = pids;
    this.#before = Object.fromEntries(Object.entries(pids).map(([k, list]) => [k, list.reduce((a, p) => a + procStat(p).cpu, 0)]));
  }

  /** "name 73% …" in percent of one core, plus the machine's busy share of all cores. */
  report(): string {
    const seconds = (performance.now() - this.#start) / 1000;
    const parts = Object.entries(this.#pids).map(([k, list]) => {
      const used = list.reduce((a, p) => a + procStat(p).cpu, 0) - this.#before[k]!;
      return `${k} ${fmt((used / seconds) * 100, 0)}%`;
    });
    parts.push(`postgres ${fmt(((postgresCpu() - this.#pg) / seconds) * 100, 0)}%`);
    const m = machineTicks();
    const busy = ((m.busy - this.#machine.busy) / Math.max(1, m.total - this.#machine.total)) * 100;
    return `CPU (% of one core): ${parts.join(', ')}; machine busy ${fmt(busy, 0)}% of all cores; load avg ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`;
  }
}
