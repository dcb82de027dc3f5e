import type { TFunction } from 'i18next';
import { brand } from '../../../common/brand.ts';
import { LOCALES, htmlLang, switchLocalePath } from '../../../common/locale.ts';
import type { Locale } from '../../../common/locale.ts';
import { SOCIAL_KEYS } from '../../../common/site-settings.ts';
import type { PublicSiteSettings } from '../../../common/site-settings.ts';
import { pageMeta } from '../lib/meta.ts';

/** Public origin of the site for canonical URLs, hreflang alternates and the sitemap (SITE_URL). */
export const DEFAULT_SITE_URL = 'https://www.sealink-marine.example';

/** Pages that exist in Chinese only (their English twin redirects): no English alternate. */
const CHINESE_ONLY = new Set(['/mediaCenter/mediaCenterBrief']);

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** JSON inside a <script>: no `</script>`, no HTML comment openers, no line separators. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface HeadInput {
  t: TFunction;
  locale: Locale;
  /** Locale-free path of the page ('/enter'). */
  path: string;
  /** Search kept in the canonical URL (details pages: '?id=1&newsId=5'); '' for static pages. */
  search: string;
  metaKey: string;
  origin: string;
  /** The console's site settings the page was rendered with (null: the server did not answer, the defaults). */
  settings?: PublicSiteSettings | null;
}

/** hreflang alternates of a locale-free path: zh-CN, en and x-default (the Chinese page). */
export function alternates(path: string, search: string, origin: string): { hreflang: string; href: string }[] {
  const url = (locale: Locale) => `${origin}${switchLocalePath(path, locale)}${search}`;
  const list = LOCALES.filter((l) => l === 'zh_CN' || !CHINESE_ONLY.has(path)).map((l) => ({ hreflang: htmlLang(l), href: url(l) }));
  return [...list, { hreflang: 'x-default', href: url('zh_CN') }];
}

/**
 * Organization structured data (schema.org), the same on every page of a locale: the contact details and social
 * links of the console's site settings when given (rendered on the server, no script on the page), else the brand's.
 */
export function organizationJsonLd(locale: Locale, origin: string, settings?: PublicSiteSettings | null): Record<string, unknown> {
  const phone = settings?.phone || brand.phone;
  const email = settings?.email || brand.email;
  const address = settings?.address[locale]?.trim();
  const sameAs = settings ? SOCIAL_KEYS.map((k) => settings.social[k]).filter((url) => /^https?:\/\//.test(url)) : [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand[locale].fullName,
    alternateName: brand[locale === 'zh_CN' ? 'en_US' : 'zh_CN'].fullName,
    url: `${origin}${switchLocalePath('/', locale)}`,
    logo: `${origin}/favicon.svg`,
    foundingDate: String(brand.founded),
    email,
    telephone: phone,
    slogan: brand[locale].slogan,
    ...(address ? { address: { '@type': 'PostalAddress', streetAddress: address } } : {}),
    ...(sameAs.length ? { sameAs } : {}),
    contactPoint: [
      {
        '@type': 'ContactPoint',
        telephone: phone,
        email,
        contactType: 'customer service',
        availableLanguage: ['Chinese', 'English'],
      },
    ],
  };
}

/** The <head> tags of one page: title, description, keywords, canonical, alternates, Open Graph, JSON-LD. */
export function headTags(input: HeadInput): string {
  const { t, locale, path, search, metaKey, origin, settings } = input;
  const meta = pageMeta(t, metaKey, brand[locale].name);
  const canonical = `${origin}${switchLocalePath(path, locale)}${search}`;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta name="keywords" content="${escapeHtml(meta.keywords)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...alternates(path, search, origin).map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}" />`),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(brand[locale].name)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:locale" content="${locale}" />`,
    `<script type="application/ld+json">${scriptJson(organizationJsonLd(locale, origin, settings))}</script>`,
  ];
  return tags.join('\n    ');
}
