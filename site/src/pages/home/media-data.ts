import { apiRequest } from '../../api/http.ts';
import type { Locale } from '../../../../common/locale.ts';
import { safeLinkKind } from '../../../../common/safe-link.ts';
import type { LinkKind } from '../../../../common/safe-link.ts';
import type { MediaTab } from './home-data.ts';

/** The home media centre's rules (SPEC §4), used by its deferred section only (MediaSection.tsx). */

/** The tabs of a locale: the brief is Chinese only. */
export function mediaTabs(locale: Locale): MediaTab[] {
  return locale === 'zh_CN' ? [1, 2, 3] : [1, 2];
}

/** Detail page of a recommended news item of tab 1 or 2. */
export function newsDetailPath(tab: MediaTab, newsId: number): string {
  return `/mediaCenter/mediaCenterNews/details?id=${tab}&newsId=${newsId}`;
}

/** yyyy-MM-dd of a release time ('2026-11-02 09:00:00' or ISO), '' when absent. */
export function releaseDate(value: string | null | undefined): string {
  const match = value ? /^(\d{4}-\d{2}-\d{2})/.exec(value) : null;
  return match?.[1] ?? '';
}

/**
 * Where a brief's link may lead, under the console's one rule for links (common/safe-link.ts): a path of this
 * site or an absolute http(s) address; null for anything else, such as a row stored before the rule
 * (`//evil.example`, `javascript:`), which then opens nothing.
 */
export function briefTarget(url: string | null | undefined): { kind: LinkKind; href: string } | null {
  const kind = url ? safeLinkKind(url) : null;
  return url && kind ? { kind, href: url } : null;
}

/** Opens a brief: fetch the item, then its second picture's url (SPEC §4). */
export async function briefUrl(newsId: number, locale: Locale): Promise<string | null> {
  const item = await apiRequest<{ frontDeskListNewsByIdPicVos?: { url: string }[] | null }>(
    `/platformIncrement/officialWebsiteNews/getById/${newsId}`,
    { locale },
  );
  return item.frontDeskListNewsByIdPicVos?.[1]?.url ?? null;
}
