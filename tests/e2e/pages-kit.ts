import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { Locale } from '../../common/locale.ts';
import { brand } from '../../common/brand.ts';

/** Shared helpers of the content-page browser tests (pages*.test.ts, forms*.test.ts). */

type Meta = Record<string, { title: string; keywords: string; description: string }>;
const metaOf = (locale: Locale): Meta => (JSON.parse(readFileSync(`site/src/i18n/${locale}/meta.json`, 'utf8')) as { meta: Meta }).meta;
export const META: Record<Locale, Meta> = { zh_CN: metaOf('zh_CN'), en_US: metaOf('en_US') };

export function siteUrl(base: string, locale: Locale, path: string): string {
  return `${base}${locale === 'en_US' ? (path === '/' ? '/en/' : `/en${path}`) : path}`;
}

export function expectedTitle(locale: Locale, metaKey: string): string {
  return `${META[locale][metaKey]!.title} - ${brand[locale].name}`;
}

/**
 * Text that looks like an i18next key path (what i18next renders for a missing key): dotted camelCase words,
 * not part of an e-mail address, domain or number. Checked in visible text and in accessible-name attributes.
 */
const KEY_LIKE = /(?<![\w@.\-/:])[a-z][A-Za-z0-9]*(?:\.[A-Za-z][A-Za-z0-9]*)+(?![\w.\-@/])/g;

export async function rawKeysOn(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const attrs = [...document.querySelectorAll('[aria-label],[alt],[placeholder],[title]')].flatMap((el) =>
      ['aria-label', 'alt', 'placeholder', 'title'].map((a) => el.getAttribute(a) ?? ''),
    );
    return [document.body.innerText, document.title, ...attrs];
  });
  return texts.flatMap((t) => t.match(KEY_LIKE) ?? []);
}

/**
 * Holds back every script of the site until the returned function is called: what a visitor on a slow network
 * does before the page has hydrated.
 */
export async function holdSiteScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const scripts = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scripts;
    await route.continue();
  });
  return release;
}

/**
 * Waits until the page's main area shows its heading (page chunk, translations and data are in) and React owns
 * it (hydrated or rendered), so clicks reach their handlers.
 */
export async function waitForPage(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor({ state: 'attached', timeout: 30_000 });
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main');
      return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
    },
    undefined,
    { timeout: 30_000 },
  );
}

/** Runs axe-core on the page; returns serious and critical violations (id: targets). */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated, not added as a <script>: the pages' Content-Security-Policy allows no inline script of ours.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readFileSync('node_modules/axe-core/axe.min.js', 'utf8'));
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** JSON from the product API in a language. */
export async function api<T>(base: string, locale: Locale, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    ...init,
    headers: { language: locale, 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
  const body = (await res.json()) as { code: number; data: T };
  if (body.code !== 200) throw new Error(`${path}: ${JSON.stringify(body)}`);
  return body.data;
}

/** expect.poll with room for a loaded machine (the default gives up after 1 s). */
export function poll<T>(fn: () => T | Promise<T>, message?: string) {
  return expect.poll(fn, { timeout: 8000, interval: 50, message });
}
