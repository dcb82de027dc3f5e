import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import zhCN from './zh_CN/chat.json';
import enUS from './en_US/chat.json';
import { createWidgetI18n } from './index.ts';
import { timeLabels } from '../chat/lib/time-format.ts';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('widget i18n resources', () => {
  it('zh_CN and en_US have identical key sets', () => {
    expect(keys(enUS).sort()).toEqual(keys(zhCN).sort());
  });

  it('has no empty strings', () => {
    for (const [name, table] of Object.entries({ zhCN, enUS })) {
      for (const key of keys(table)) {
        const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], table);
        expect(value, `${name}:${key}`).toMatch(/\S/);
      }
    }
  });
});

describe('createWidgetI18n', () => {
  it('uses its own instance, not the global i18next', () => {
    const i18n = createWidgetI18n('en_US');
    expect(i18n).not.toBe(i18next);
    expect(i18next.isInitialized).toBeFalsy();
    expect(i18next.language).toBeUndefined();
    expect(i18n.t('window.title')).toBe('Online customer service');
  });

  it('switches language synchronously', async () => {
    const i18n = createWidgetI18n('zh_CN');
    expect(i18n.t('chat.noConversation')).toBe('未选择会话');
    await i18n.changeLanguage('en_US');
    expect(i18n.t('chat.noConversation')).toBe('No conversation selected');
    expect(i18n.t('toolbar.email', { email: 'a@b.c' })).toBe('Email us at a@b.c');
  });

  it('gives the time display its words in both languages', async () => {
    const i18n = createWidgetI18n('zh_CN');
    expect(timeLabels(i18n.t)).toMatchObject({ yesterday: '昨天', weekdays: expect.arrayContaining(['星期日']) as unknown });
    await i18n.changeLanguage('en_US');
    const en = timeLabels(i18n.t);
    expect(en.weekdays).toHaveLength(7);
    expect(en.weekdays[0]).toMatch(/^Sun/);
  });
});
