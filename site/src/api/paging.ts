/** The product's paged list shape (SPEC §3 news list: current, size, total, records). */
export interface PageOf<T> {
  current: number;
  size: number;
  total: number;
  records: T[];
}

export function emptyPage<T>(size = 10): PageOf<T> {
  return { current: 1, size, total: 0, records: [] };
}

/** Query string of defined, non-empty parameters. */
export function queryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
