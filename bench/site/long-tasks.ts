/**
 * `node bench/site/long-tasks.ts [--only=home] [--runs=5] [--cpu=4]`: the main thread's long tasks while a page
 * loads, in Chromium with its CPU slowed down (`--cpu`, 4x as Lighthouse's mobile preset) on a mobile viewport.
 * A quicker and less noisy check than Lighthouse for changes to hydration cost on a busy machine: compare against
 * a baseline taken the same way at about the same load average (printed), never against quiet-machine figures.
 *
 * Per run: the long tasks (over 50 ms) from navigation until the network has been quiet for 5 s with nothing
 * clicked; their count, the longest, and the blocking time (the sum of each task's time over 50 ms) from the
 * first contentful paint on, which is what Lighthouse's Total Blocking Time counts (it simulates the slow-down
 * instead, so its figures differ). The median per page closes its lines.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { launchBrowser } from '../../harness/browser.ts';
import { startServerProcess } from '../../harness/server-process.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const only = arg('only');
const runs = Math.max(1, Number(arg('runs') ?? 5));
const cpu = Math.max(1, Number(arg('cpu') ?? 4));
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

interface Observed {
  fcp: number;
  tasks: { start: number; duration: number }[];
}

// The same CJK font as bench/site/run.ts (zh pages drawn without one are neither real nor comparable).
execFileSync('bash', [join(import.meta.dirname, 'ensure-cjk-font.sh')], { stdio: 'inherit' });
const server = await startServerProcess({ LOG_LEVEL: 'warn' });
const browser = await launchBrowser();
try {
  const news = async (language: string) => {
    const res = await fetch(`${server.url}/platformIncrement/officialWebsiteNews/list/1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', language },
      body: '{"currentPage":1,"pageSize":1}',
    });
    const body = (await res.json()) as { data?: { records?: { id: number }[] } };
    return body.data?.records?.[0]?.id;
  };
  const pages: [string, string][] = [
    ['home zh', '/'],
    ['home en', '/en/'],
    ['news detail zh', `/mediaCenter/mediaCenterNews/details?id=1&newsId=${await news('zh_CN')}`],
    ['news detail en', `/en/mediaCenter/mediaCenterNews/details?id=1&newsId=${await news('en_US')}`],
    ['recruitment zh', '/talentDevelop/social'],
    ['recruitment en', '/en/talentDevelop/social'],
    ['contact zh', '/contactUs'],
    ['contact en', '/en/contactUs'],
  ];
  console.log(`long tasks at ${cpu}x CPU slow-down, ${runs} runs per page`);
  console.log(['page'.padEnd(20), 'tasks', 'longest ms', 'blocking ms', 'load avg after'].join('  '));
  for (const [name, path] of pages.filter(([n]) => !only || n.includes(only))) {
    const blocking: number[] = [];
    for (let run = 1; run <= runs; run++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 1.75,
      });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const seen: Observed = { fcp: 0, tasks: [] };
        (window as unknown as { __longTasks: Observed }).__longTasks = seen;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) seen.tasks.push({ start: entry.startTime, duration: entry.duration });
        }).observe({ type: 'longtask', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime;
        }).observe({ type: 'paint', buffered: true });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
      let lastActivity = Date.now();
      let inFlight = 0;
      page.on('request', () => {
        inFlight++;
        lastActivity = Date.now();
      });
      const settle = () => {
        inFlight--;
        lastActivity = Date.now();
      };
      page.on('requestfinished', settle);
      page.on('requestfailed', settle);
      const started = Date.now();
      await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
      while (Date.now() - started < 30_000 && !(inFlight <= 0 && Date.now() - lastActivity >= 5000)) await page.waitForTimeout(200);
      const seen = await page.evaluate(() => (window as unknown as { __longTasks: Observed }).__longTasks);
      await context.close();
      const total = seen.tasks
        .map((t) => ({ ...t, end: t.start + t.duration }))
        .filter((t) => t.end > seen.fcp)
        .reduce((sum, t) => sum + Math.max(0, Math.min(t.duration, t.end - seen.fcp) - 50), 0);
      const longest = Math.max(0, ...seen.tasks.map((t) => t.duration));
      blocking.push(total);
      console.log(
        [
          `${name} #${run}`.padEnd(20),
          String(seen.tasks.length).padStart(5),
          String(Math.round(longest)).padStart(10),
          String(Math.round(total)).padStart(11),
          load(),
        ].join('  '),
      );
    }
    console.log(
      `${`${name} median`.padEnd(20)}  ${''.padStart(5)}  ${''.padStart(10)}  ${String(Math.round(median(blocking))).padStart(11)}`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
