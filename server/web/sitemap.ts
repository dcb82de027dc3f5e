import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { htmlLang, isLocale, localePrefix, splitLocalePath } from '../../common/locale.ts';
import type { SiteRenderer } from './ssr.ts';

interface Entry {
  loc: string;
  alternates: { hreflang: string; href: string }[];
}

function xml(entries: Entry[]): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  const urls = entries.map(
    (e) =>
      `  <url>\n    <loc>${esc(e.loc)}</loc>\n${e.alternates.map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${esc(a.href)}"/>`).join('\n')}\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * sitemap.xml as of now (issue #16.4): the prerendered pages in both languages (as the build writes it, results
 * pages left out), then every published news article, each language version with its own ID and the other as its
 * alternate. Drafts, scheduled and withdrawn articles are never listed.
 */
export async function buildSitemap(db: Kysely<Database>, renderer: SiteRenderer, pageUrls: string[]): Promise<string> {
  const origin = renderer.siteUrl;
  const entries: Entry[] = [];
  for (const url of pageUrls) {
    const { path } = splitLocalePath(url);
    if (path.replace(/\/+$/, '') === '/searchList') continue;
    entries.push({
      loc: `${origin}${url}`,
      alternates: renderer.alternates(path.length > 1 ? path.replace(/\/+$/, '') : path, '', origin),
    });
  }
  const rows = await db
    .selectFrom('news')
    .select(['id', 'entry_id', 'locale', 'category'])
    .where('status', '=', 'published')
    .orderBy('release_time', 'desc')
    .orderBy('entry_id', 'desc')
    .orderBy('locale', 'desc')
    .execute();
  const href = (row: (typeof rows)[number]) =>
    `${origin}${isLocale(row.locale) ? localePrefix(row.locale) : ''}/mediaCenter/mediaCenterNews/details?id=${row.category}&newsId=${row.id}`;
  for (const row of rows) {
    if (!isLocale(row.locale)) continue;
    const versions = rows.filter((r) => r.entry_id === row.entry_id && isLocale(r.locale));
    const zh = versions.find((r) => r.locale === 'zh_CN');
    entries.push({
      loc: href(row),
      alternates: [
        ...versions.map((r) => ({ hreflang: htmlLang(r.locale as 'zh_CN' | 'en_US'), href: href(r) })),
        ...(zh ? [{ hreflang: 'x-default', href: href(zh) }] : []),
      ],
    });
  }
  return xml(entries);
}
