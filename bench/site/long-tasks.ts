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
import { launchBrowser } from '../../harness/browser.ts';
import { startServerProcess } from '../../harness/server-process.ts';
import { argument, benchPages, loadAverage as load, median, prepareSite } from './setup.ts';

const only = argument('only');
const runs = Math.max(1, Number(argument('runs') ?? 5));
const cpu = Math.max(1, Number(argument('cpu') ?? 4));

interface Observed {
  fcp: number;
  tasks: { start: number; duration: number }[];
}

prepareSite();
const server = await startServerProcess({ LOG_LEVEL: 'warn' });
const browser = await launchBrowser();
try {
  const pages = await benchPages(server.url);
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
