/**
 * `npm run bench:site:what-if -- [--only=contact] [--runs=3] [--piece=9]`: where a page's Lighthouse blocking time
 * comes from. Per run, Lighthouse loads the page once (`-G`, mobile), then scores the same recorded load again
 * (`-A`) as measured and with the main thread's long tasks of one kind cut into pieces under the line
 * (bench/site/trace-split.ts): the browser committing the navigation, the page's renders, SVG images' documents,
 * HTML parsing, scripts, and all of the page's own kinds at once; and every task at its thread time rather than its
 * wall time (bench/site/trace-split.ts `atThreadTime`: as if the renderer had not waited for a core while Lighthouse
 * and the browser's other processes ran). The medians per page tell which kind of work costs the score, with the
 * noise of the machine taken out of the comparison (every variant is the same load).
 */
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '../../harness/server-process.ts';
import { CHROME_FLAGS, argument, benchPages, lighthouse, loadAverage, median, prepareSite } from './setup.ts';
import { atThreadTime, splitTasks } from './trace-split.ts';
import type { TaskKind, Trace } from './trace-split.ts';

const runs = Math.max(1, Number(argument('runs') ?? 3));
const pieceMs = Math.max(1, Number(argument('piece') ?? 9));
const only = argument('only');

const cut = (kinds: TaskKind[]) => (trace: Trace) => splitTasks(trace, new Set(kinds), pieceMs);
const VARIANTS: [label: string, edit: ((trace: Trace) => Trace) | null][] = [
  ['as measured', null],
  ['navigation commit cut', cut(['navigation'])],
  ['renders cut', cut(['render'])],
  ['SVG images cut', cut(['image'])],
  ['HTML parsing cut', cut(['parse'])],
  ['scripts cut', cut(['script'])],
  ["all the page's own cut", cut(['render', 'image', 'parse', 'script'])],
  ['tasks at their CPU time', atThreadTime],
];

interface Scored {
  perf: number;
  tbt: number;
}

/** Scores the load recorded in `dir` (artifacts, devtools log and trace as `-G` saved them). */
function audit(dir: string): Scored {
  const report = JSON.parse(
    lighthouse([`-A=${dir}`, '--output=json', '--output-path=stdout', '--quiet', '--form-factor=mobile', '--only-categories=performance']),
  ) as { categories: { performance: { score: number } }; audits: Record<string, { numericValue?: number }> };
  return {
    perf: Math.round(report.categories.performance.score * 100),
    tbt: Math.round(report.audits['total-blocking-time']?.numericValue ?? NaN),
  };
}

async function whatIf(url: string, work: string): Promise<Scored[]> {
  const recorded = join(work, 'recorded');
  lighthouse([url, `-G=${recorded}`, '--quiet', '--form-factor=mobile', '--only-categories=performance', `--chrome-flags=${CHROME_FLAGS}`]);
  const trace = JSON.parse(await readFile(join(recorded, 'trace.json'), 'utf8')) as Trace;
  const scored: Scored[] = [];
  for (const [index, [, edit]] of VARIANTS.entries()) {
    if (!edit) {
      scored.push(audit(recorded));
      continue;
    }
    const dir = join(work, `variant-${index}`);
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir);
    await copyFile(join(recorded, 'artifacts.json'), join(dir, 'artifacts.json'));
    await copyFile(join(recorded, 'devtoolslog.json'), join(dir, 'devtoolslog.json'));
    await writeFile(join(dir, 'trace.json'), JSON.stringify(edit(trace)));
    scored.push(audit(dir));
  }
  return scored;
}

prepareSite();
const server = await startServerProcess({ LOG_LEVEL: 'warn' });
const work = await mkdtemp(join(tmpdir(), 'bench-what-if-'));
try {
  const pages = (await benchPages(server.url)).filter(([name]) => !only || name.includes(only));
  console.log(`Lighthouse (mobile) what-if: long tasks of one kind cut into pieces of at most ${pieceMs} ms; ${runs} loads per page`);
  const header = ['page / variant'.padEnd(36), 'perf', 'TBT ms', 'runs (perf/TBT)'].join('  ');
  for (const [name, path] of pages) {
    const results: Scored[][] = [];
    // A load Lighthouse could not record (a trace without its navigation start, seen now and then) is made again,
    // up to twice, so each page's medians are over `runs` recorded loads.
    let retries = 2;
    for (let run = 1; run <= runs; run++) {
      try {
        results.push(await whatIf(`${server.url}${path}`, work));
      } catch (error) {
        console.log(`${name} #${run}: ${(error as Error).message}`);
        if (retries-- > 0) run--;
      }
    }
    if (!results.length) continue;
    console.log(`\n${name} ${path} (load avg after: ${loadAverage()})\n${header}`);
    for (const [index, [label]] of VARIANTS.entries()) {
      const runsOf = results.map((r) => r[index]!);
      console.log(
        [
          `  ${label}`.padEnd(36),
          String(median(runsOf.map((r) => r.perf))).padStart(4),
          String(median(runsOf.map((r) => r.tbt))).padStart(6),
          runsOf.map((r) => `${r.perf}/${r.tbt}`).join(', '),
        ].join('  '),
      );
    }
  }
} finally {
  await rm(work, { recursive: true, force: true });
  await server.stop();
}
