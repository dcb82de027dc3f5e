/** Locale-free list path of a news category. */
export function listPath(category: number): string {
  return category === 2 ? '/mediaCenter/mediaCenterIndustry' : category === 3 ? '/mediaCenter/mediaCenterBrief' : '/mediaCenter';
}

/** Locale-free detail path (SPEC §2: query id is the news category, newsId the article). */
export function detailsHref(category: number, newsId: number): string {
  return `/mediaCenter/mediaCenterNews/details?id=${category}&newsId=${newsId}`;
}
