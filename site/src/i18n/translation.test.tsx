import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { TFunction, i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../common/locale.ts';
import type { Locale } from '../../../common/locale.ts';
import { i18nFor } from './index.ts';
import { I18nextProvider, useTranslation } from './translation.ts';

const here = import.meta.dirname;
const NAMESPACES = readdirSync(join(here, 'zh_CN')).map((file) => file.replace(/\.json$/, ''));

/** The site's own instance of a locale (i18n/index.ts), with every namespace of the locale's texts. */
function instance(locale: Locale): I18n {
  const i18n = i18nFor(locale);
  for (const ns of NAMESPACES)
    if (!i18n.hasResourceBundle(locale, ns))
      i18n.addResourceBundle(locale, ns, JSON.parse(readFileSync(join(here, locale, `${ns}.json`), 'utf8')));
  return i18n;
}

/** The `t` a component gets from the site's `useTranslation(ns)`. */
function hookT(i18n: I18n, ns?: string): TFunction {
  let t: TFunction | undefined;
  function Probe() {
    t = useTranslation(ns).t;
    return null;
  }
  renderToString(
    <I18nextProvider i18n={i18n}>
      <Probe />
    </I18nextProvider>,
  );
  return t!;
}

function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}

describe('useTranslation', () => {
  it('gives every text of every namespace as i18next does, in both languages', () => {
    for (const locale of LOCALES) {
      const i18n = instance(locale);
      for (const ns of NAMESPACES) {
        const ours = hookT(i18n, ns);
        const theirs = i18n.getFixedT(null, ns);
        const keys = leafKeys(i18n.getResourceBundle(locale, ns));
        expect(keys.length).toBeGreaterThan(0);
        for (const key of keys) expect(ours(key), `${locale} ${ns} ${key}`).toBe(theirs(key));
      }
    }
  });

  it('interpolates values, reads other namespaces and answers a missing key as i18next does', () => {
    const i18n = instance('en_US');
    i18n.addResourceBundle('en_US', 'probe', {
      plain: 'Plain',
      named: 'Hello {{name}}',
      nested: { deep: 'Deep' },
      ref: 'See $t(probe:plain)',
    });
    const t = hookT(i18n, 'probe');
    expect(t('plain')).toBe('Plain');
    expect(t('nested.deep')).toBe('Deep');
    expect(t('named', { name: 'Ada' })).toBe('Hello Ada');
    expect(t('ref')).toBe('See Plain');
    expect(t('missing.key')).toBe('missing.key');
    expect(t('common:skipToContent')).toBe('Skip to main content');
    // Without a namespace: the default one.
    expect(hookT(i18n)('header.menu')).toBe('Menu');
  });

  it('answers with the new texts once a bundle is replaced', () => {
    const i18n = instance('en_US');
    i18n.addResourceBundle('en_US', 'replaced', { plain: 'Before' });
    expect(hookT(i18n, 'replaced')('plain')).toBe('Before');
    i18n.addResourceBundle('en_US', 'replaced', { plain: 'After' }, true, true);
    expect(hookT(i18n, 'replaced')('plain')).toBe('After');
  });
});
