/**
 * The demo page's own texts, in demo/i18n/<locale>/demo.json (both locales checked by
 * tests/checks/i18n-parity.test.ts). The locale is the page's locale control, which also drives the element.
 */
import { isLocale, htmlLang, type Locale } from '../common/locale.ts';
import zh_CN from './i18n/zh_CN/demo.json';
import en_US from './i18n/en_US/demo.json';

export type DemoTexts = typeof zh_CN;
const TEXTS: Record<Locale, DemoTexts> = { zh_CN, en_US };

const listeners: (() => void)[] = [];

function localeSelect(): HTMLSelectElement {
  return document.getElementById('ctl-locale') as HTMLSelectElement;
}

export function currentLocale(): Locale {
  const value = localeSelect().value;
  return isLocale(value) ? value : 'zh_CN';
}

/** The texts of the page's locale. */
export function texts(): DemoTexts {
  return TEXTS[currentLocale()];
}

/** "section.key" (as in data-text attributes) → the text. */
export function lookup(path: string): string {
  const [section, key] = path.split('.') as [keyof DemoTexts, string];
  const group = texts()[section] as Record<string, string> | undefined;
  return group?.[key] ?? path;
}

/** Runs `render` now and after every change of the page's locale. */
export function onTexts(render: () => void): void {
  listeners.push(render);
  render();
}

/** Fills every [data-text] element, sets <html lang>, then the registered renderers run. */
export function renderTexts(): void {
  document.documentElement.lang = htmlLang(currentLocale());
  document.title = texts().page.title;
  for (const el of document.querySelectorAll<HTMLElement>('[data-text]')) el.textContent = lookup(el.dataset.text ?? '');
  for (const render of listeners) render();
}

export function byId<T extends HTMLElement>(id: string): T {
  const el = document.getElementById(id);
  if (!el) throw new Error(`#${id} missing`);
  return el as T;
}
