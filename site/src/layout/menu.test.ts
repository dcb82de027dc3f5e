import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isSitePath } from '../../../common/site-paths.ts';
import { FOOTER_SPANS, footerColumns } from './footer-menu.ts';
import { headerMenu } from './menu.ts';
import type { MenuItem } from './menu.ts';

const flat = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...flat(item.children ?? [])]);

describe('menus', () => {
  it('lists the brief in Chinese only', () => {
    const zh = flat(headerMenu('zh_CN')).map((item) => item.label);
    const en = flat(headerMenu('en_US')).map((item) => item.label);
    expect(zh).toContain('brief');
    expect(en).not.toContain('brief');
    expect(headerMenu('zh_CN').map((item) => item.label)).toEqual(['home', 'about', 'business', 'media', 'talent', 'contact']);
  });

  it('links only to pages of the site, with translated labels', () => {
    for (const locale of ['zh_CN', 'en_US'] as const) {
      const nav = (
        JSON.parse(readFileSync(new URL(`../i18n/${locale}/common.json`, import.meta.url), 'utf8')) as { nav: Record<string, string> }
      ).nav;
      const items = [...flat(headerMenu(locale)), ...footerColumns(locale).flatMap((column) => column.links)];
      for (const item of items) {
        expect(isSitePath(item.path), item.path).toBe(true);
        expect(nav[item.label], item.label).toBeTruthy();
      }
    }
  });

  it('has three footer link columns and the spec spans', () => {
    expect(footerColumns('zh_CN')).toHaveLength(3);
    expect(FOOTER_SPANS.zh_CN).toEqual([12, 12, 4, 5, 8]);
    expect(FOOTER_SPANS.en_US).toEqual([7, 15, 6, 7, 5]);
  });
});
