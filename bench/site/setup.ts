/**
 * What the site benchmarks (bench/site) share: the site prepared (CJK font, build), the pages they measure (SPEC
 * targets: home, a news detail, recruitment and contact, in both languages; the newest company news of each language
 * as the news detail), Lighthouse in Debian's Chromium, and their command-line helpers.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '../..');
export const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

/** Runs Lighthouse's command line with `args` in that Chromium; its standard output, or an error with its last words. */
export function lighthouse(args: string[]): string {
  const result = spawnSync(process.execPath, [join(root, 'node_modules/lighthouse/cli/index.js'), ...args], {
    env: { ...process.env, CHROME_PATH: CHROME },
    maxBuffer: 256 * 1024 * 1024,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`lighthouse failed: ${result.stderr.slice(-400)}`);
  return result.stdout;
}

/**
 * Chinese pages need a CJK font to be drawn (and timed) as a visitor sees them: Debian's fonts-noto-cjk, installed
 * when fontconfig has none (ensure-cjk-font.sh; without one, Chromium lays out missing-glyph fallbacks). The site
 * is built when it is not (or always with BENCH_BUILD=1).
 */
export function prepareSite(): void {
  execFileSync('bash', [join(root, 'bench/site/ensure-cjk-font.sh')], { stdio: 'inherit' });
  if (process.env.BENCH_BUILD === '1' || !existsSync(join(root, 'dist/ssr/entry-server.js')) || !existsSync(join(root, 'dist/widget'))) {
    console.log('building (npm run build)…');
    execFileSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' });
  }
}

export type BenchPage = [name: string, path: string];

/** The newest company news of a language (its detail page is one of the measured pages). */
async function newestNews(baseUrl: string, language: string): Promise<number | undefined> {
  const res = await fetch(`${baseUrl}/platformIncrement/officialWebsiteNews/list/1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language },
    body: '{"currentPage":1,"pageSize":1}',
  });
  const body = (await res.json().catch(() => null)) as { data?: { records?: { id: number }[] } } | null;
  const id = body?.data?.records?.[0]?.id;
  if (id === undefined)
    console.log(`news list (${language}) answered ${res.status} without records: ${JSON.stringify(body).slice(0, 120)}`);
  return id;
}

export async function benchPages(baseUrl: string): Promise<BenchPage[]> {
  const [newsZh, newsEn] = [await newestNews(baseUrl, 'zh_CN'), await newestNews(baseUrl, 'en_US')];
  return [
    ['home zh', '/'],
    ['home en', '/en/'],
    ['news detail zh', `/mediaCenter/mediaCenterNews/details?id=1&newsId=${newsZh}`],
    ['news detail en', `/en/mediaCenter/mediaCenterNews/details?id=1&newsId=${newsEn}`],
    ['recruitment zh', '/talentDevelop/social'],
    ['recruitment en', '/en/talentDevelop/social'],
    ['contact zh', '/contactUs'],
    ['contact en', '/en/contactUs'],
  ];
}

/** `--name=value` from the command line. */
export function argument(name: string): string | undefined {
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The machine's load average (1, 5 and 15 minutes). */
export function loadAverage(): string {
  return loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
}
