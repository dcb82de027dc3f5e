import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../common/console/audit-actions.ts';
import { LOCALES } from '../../common/locale.ts';
import { actionText } from '../../console/src/audit/action-text.ts';

/** The console's audit log names every action the server records, in both languages, never by its raw name. */
describe('audit actions in words', () => {
  for (const locale of LOCALES) {
    it(`${locale}: every action has its text`, async () => {
      const console = JSON.parse(readFileSync(`console/src/i18n/${locale}/console.json`, 'utf8')) as Record<string, unknown>;
      const i18n = i18next.createInstance();
      await i18n.init({ lng: locale, resources: { [locale]: { translation: console } }, interpolation: { escapeValue: false } });
      const raw = AUDIT_ACTIONS.map((action) => [action, actionText(i18n.t, action)] as const).filter(
        ([action, text]) => text === action || /[{}]|\b(action|actionArea|actionContent)\./.test(text),
      );
      expect(raw).toEqual([]);
    });
  }

  it('reads a content action as a change to a thing, as editors say it', async () => {
    const i18n = i18next.createInstance();
    const en = JSON.parse(readFileSync('console/src/i18n/en_US/console.json', 'utf8')) as Record<string, unknown>;
    const zh = JSON.parse(readFileSync('console/src/i18n/zh_CN/console.json', 'utf8')) as Record<string, unknown>;
    await i18n.init({
      lng: 'en_US',
      resources: { en_US: { translation: en }, zh_CN: { translation: zh } },
      interpolation: { escapeValue: false },
    });
    expect(actionText(i18n.t, 'content.news.unpublish')).toBe('Unpublished an article');
    expect(actionText(i18n.t, 'desk.canned.create')).toBe('Created a canned response');
    await i18n.changeLanguage('zh_CN');
    expect(actionText(i18n.t, 'content.jobs.publish')).toBe('发布职位');
  });
});
