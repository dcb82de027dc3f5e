import i18next from 'i18next';
import type { i18n as I18n, Resource } from 'i18next';
import { LOCALES } from '../../../common/locale.ts';
import type { Locale } from '../../../common/locale.ts';

/**
 * Translation namespaces of the site: `common` (header, menus, errors), `meta` (page titles, keywords,
 * descriptions: the server writes them, the browser needs them only after a navigation) plus one per page area,
 * and `homeSections` and `footer` (the texts of deferred parts: bundled with their chunks, see `addBundles`).
 */
export const NAMESPACES = [
  'common',
  'footer',
  'meta',
  'home',
  'homeSections',
  'enter',
  'bussiness',
  'mediaCenter',
  'talentDevelop',
  'general',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

type Bundle = Record<string, unknown>;

/** Every `<locale>/<namespace>.json`, each its own lazy chunk: a page only downloads the texts it shows. */
const bundles = import.meta.glob<Bundle>(['./*/*.json', '!./*/homeSections.json', '!./*/footer.json'], { import: 'default' });

/**
 * One i18next instance per locale (never the global one, so the chat widget's own instance is untouched).
 * The URL decides the locale: `/en/...` pages render with the en_US instance, the rest with zh_CN.
 * Created (at first use) with empty resources; `loadNamespaces` fills them before a route renders.
 */
function createLocaleInstance(locale: Locale, resources?: Resource): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    ns: [],
    defaultNS: 'common',
    resources: resources ?? {},
    partialBundledLanguages: true,
    initAsync: false,
    returnNull: false,
    interpolation: { escapeValue: false }, // React escapes
    react: { useSuspense: false, bindI18nStore: 'added' },
  });
  return instance;
}

const instances: Partial<Record<Locale, I18n>> = {};

/**
 * A locale's instance, created at its first use rather than when this module is evaluated: a page needs only its
 * own locale's, and its set-up is then part of a later, shorter task than the modules' evaluation.
 */
export function i18nFor(locale: Locale): I18n {
  return (instances[locale] ??= createLocaleInstance(locale));
}

const pending = new Map<string, Promise<void>>();

/** Loads translation namespaces of a locale (once each); resolves when they can be rendered. */
export function loadNamespaces(locale: Locale, namespaces: readonly string[]): Promise<void> {
  const instance = i18nFor(locale);
  const jobs = namespaces.map((ns) => {
    const id = `${locale}/${ns}`;
    if (instance.hasResourceBundle(locale, ns)) return Promise.resolve();
    let job = pending.get(id);
    if (!job) {
      const load = bundles[`./${id}.json`];
      if (!load) return Promise.reject(new Error(`missing translations ${id}`));
      job = load().then(
        (bundle) => {
          instance.addResourceBundle(locale, ns, bundle, true, true);
        },
        (error: unknown) => {
          pending.delete(id); // allow a retry on the next navigation
          throw error;
        },
      );
      pending.set(id, job);
    }
    return job;
  });
  return Promise.all(jobs).then(() => undefined);
}

/**
 * Adds a namespace in both locales from code that imports its JSON itself (a deferred part brings its own
 * texts, so they are not part of the page's first load).
 */
export function addBundles(ns: Namespace, byLocale: Record<Locale, Bundle>): void {
  for (const locale of LOCALES) {
    const instance = i18nFor(locale);
    if (!instance.hasResourceBundle(locale, ns)) instance.addResourceBundle(locale, ns, byLocale[locale], true, true);
  }
}
