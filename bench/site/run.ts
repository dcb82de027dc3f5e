/**
 * npm run bench:site — Lighthouse (mobile) on the built site served by the real server, plus the JavaScript
 * the home page transfers before the chat is opened.
 *
 * Builds first when dist/ssr or dist/widget is missing (BENCH_BUILD=1 forces it). Starts server/main.ts on
 * loopback with a fresh PGlite data folder (seeded), runs Lighthouse on home, a news detail, recruitment and
 * contact in both languages (categories performance, accessibility, best-practices, seo), then loads home in
 * Chromium, waits until it is idle (the chat element loads at idle) without opening the chat, and sums the
 * JavaScript: bytes on the wire (as served, brotli/gzip) and gzip size (level 6) of the same files.
 * Targets: 100/100/100/100 per page; home JS <= 110 KB gzip.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../../tests/helpers/browser.ts';
import { startServerProcess } from '../../tests/helpers/server-process.ts';

const root = join(import.meta.dirname, '../..');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const JS_BUDGET_KB = 110;

if (process.env.BENCH_BUILD === '1' || !existsSync(join(root, 'dist/ssr/entry-server.js')) || !existsSync(join(root, 'dist/widget'))) {
  console.log('building (npm run build)…');
  execFileSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' });
}

const server = await startServerProcess({ LOG_LEVEL: 'warn' });
try {
  const list = (await (
    await fetch(`${server.url}/platformIncrement/officialWebsiteNews/list/1`, { method: 'POST', headers: { 'content-type': 'application/json', language: 'zh_CN' }, body: '{"currentPage":1,"pageSize":1}' })
  ).json()) as { data: { records: { id: number }[] } };
  const listEn = (await (
    await fetch(`${server.url}/platformIncrement/officialWebsiteNews/list/1`, { method: 'POST', headers: { 'content-type': 'application/json', language: 'en_US' }, body: '{"currentPage":1,"pageSize":1}' })
  ).json()) as { data: { records: { id: number }[] } };
  const newsZh = list.data.records[0]?.id;
  const newsEn = listEn.data.records[0]?.id;
  const pages: [string, string][] = [
    ['home zh', '/'],
    ['home en', '/en/'],
    ['news detail zh', `/mediaCenter/mediaCenterNews/details?id=1&newsId=${newsZh}`],
    ['news detail en', `/en/mediaCenter/mediaCenterNews/details?id=1&newsId=${newsEn}`],
    ['recruitment zh', '/talentDevelop/social'],
    ['recruitment en', '/en/talentDevelop/social'],
    ['contact zh', '/contactUs'],
    ['contact en', '/en/contactUs'],
  ];

  const lighthouseVersion = JSON.parse(await readFile(join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version as string;
  console.log(`\nLighthouse ${lighthouseVersion}, mobile form factor, ${CHROME}`);
  console.log(['page'.padEnd(18), 'perf', 'a11y', 'best', 'seo ', 'LCP ms', 'TBT ms', 'CLS'].join('  '));
  const rows: { name: string; scores: number[] }[] = [];
  for (const [name, path] of pages) {
    const run = spawnSync(
      process.execPath,
      [
        join(root, 'node_modules/lighthouse/cli/index.js'),
        `${server.url}${path}`,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        '--form-factor=mobile',
        `--only-categories=${CATEGORIES.join(',')}`,
        `--chrome-flags=${CHROME_FLAGS}`,
      ],
      { env: { ...process.env, CHROME_PATH: CHROME }, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' },
    );
    if (run.status !== 0) {
      console.log(`${name.padEnd(18)}  lighthouse failed: ${run.stderr.slice(-400)}`);
      continue;
    }
    const report = JSON.parse(run.stdout) as {
      categories: Record<string, { score: number | null }>;
      audits: Record<string, { numericValue?: number; score: number | null; title: string }>;
    };
    const scores = CATEGORIES.map((c) => Math.round((report.categories[c]?.score ?? 0) * 100));
    rows.push({ name, scores });
    const audit = (id: string) => report.audits[id]?.numericValue ?? NaN;
    console.log(
      [name.padEnd(18), ...scores.map((s) => String(s).padStart(4)), String(Math.round(audit('largest-contentful-paint'))).padStart(6), String(Math.round(audit('total-blocking-time'))).padStart(6), audit('cumulative-layout-shift').toFixed(3)].join('  '),
    );
    const notable = Object.entries(report.audits).filter(([, a]) => a.score !== null && a.score < 0.9).slice(0, 8);
    if (scores.some((s) => s < 100) && notable.length) console.log(`${''.padEnd(20)}below 0.9: ${notable.map(([id]) => id).join(', ')}`);
  }

  // JavaScript on home before the chat is opened.
  const browser = await launchBrowser();
  try {
    for (const path of ['/', '/en/']) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
      const page = await context.newPage();
      const scripts: { url: string; bytes: number }[] = [];
      page.on('response', async (response) => {
        const url = response.url();
        if (!/\.m?js(\?|$)/.test(url)) return;
        const sizes = await response.request().sizes().catch(() => null);
        scripts.push({ url, bytes: sizes?.responseBodySize ?? 0 });
      });
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(6000); // idle work (chat element) included; the chat itself is never opened
      let wire = 0;
      let gzip = 0;
      const files: string[] = [];
      for (const script of scripts) {
        wire += script.bytes;
        const file = join(root, 'dist/site', new URL(script.url).pathname);
        const raw = existsSync(file) ? await readFile(file) : Buffer.from(await (await fetch(script.url)).arrayBuffer());
        const size = gzipSync(raw, { level: 6 }).length;
        gzip += size;
        files.push(`${new URL(script.url).pathname.replace('/assets/', '')} ${(size / 1024).toFixed(1)}`);
      }
      console.log(`\nhome ${path}: ${scripts.length} JS files, ${(gzip / 1024).toFixed(1)} KB gzip (budget ${JS_BUDGET_KB} KB), ${(wire / 1024).toFixed(1)} KB on the wire as served`);
      console.log(`  ${files.join(' | ')}`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const perfect = rows.filter((r) => r.scores.every((s) => s === 100)).length;
  console.log(`\n${perfect}/${rows.length} pages at 100/100/100/100`);
} finally {
  await server.stop();
}
