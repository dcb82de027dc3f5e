import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages } from '../../server/i18n/messages.ts';

/** Flattens nested translation objects into dotted keys. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

/** Every translation folder of the product: <root>/zh_CN/*.json must mirror <root>/en_US/*.json. */
const roots = ['site/src/i18n', 'widget/src/i18n', 'console/src/i18n', 'demo/i18n'].filter((r) => existsSync(r));

describe('bilingual parity', () => {
  it('finds translation folders for the site, the widget and the demo page', () => {
    expect(roots).toEqual(expect.arrayContaining(['site/src/i18n', 'widget/src/i18n', 'demo/i18n']));
  });

  for (const root of roots) {
    const zhFiles = readdirSync(join(root, 'zh_CN'))
      .filter((f) => f.endsWith('.json'))
      .sort();
    const enFiles = readdirSync(join(root, 'en_US'))
      .filter((f) => f.endsWith('.json'))
      .sort();
    it(`${root}: both locales have the same namespaces`, () => {
      expect(enFiles).toEqual(zhFiles);
    });
    for (const file of zhFiles) {
      it(`${root}/${file}: every key exists in zh_CN and en_US, none empty`, () => {
        const zh: unknown = JSON.parse(readFileSync(join(root, 'zh_CN', file), 'utf8'));
        const en: unknown = JSON.parse(readFileSync(join(root, 'en_US', file), 'utf8'));
        const zhKeys = keysOf(zh).sort();
        const enKeys = keysOf(en).sort();
        expect({ file, onlyInZh: zhKeys.filter((k) => !enKeys.includes(k)), onlyInEn: enKeys.filter((k) => !zhKeys.includes(k)) }).toEqual({
          file,
          onlyInZh: [],
          onlyInEn: [],
        });
      });
    }
  }

  it('server messages exist in both locales', () => {
    const zh = Object.keys(messages.zh_CN).sort();
    expect(Object.keys(messages.en_US).sort()).toEqual(zh);
    for (const text of [...Object.values(messages.zh_CN), ...Object.values(messages.en_US)]) expect(text.trim()).not.toBe('');
  });
});
