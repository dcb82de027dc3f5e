/** Plain-text highlighting for search results: ranges, never markup (the client renders them as text). */
export type Range = [start: number, end: number];

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Keywords of a query: trimmed, split on whitespace, de-duplicated, at most 5 (SPEC §5). */
export function keywordsOf(query: string): string[] {
  return [...new Set(query.trim().split(/\s+/).filter(Boolean))].slice(0, 5);
}

/** Merged, sorted [start, end) ranges (UTF-16 offsets) where any keyword occurs, case-insensitive. */
export function highlightRanges(text: string, keywords: string[]): Range[] {
  const found: Range[] = [];
  for (const keyword of keywords) {
    if (!keyword) continue;
    for (const m of text.matchAll(new RegExp(escapeRegExp(keyword), 'giu'))) found.push([m.index, m.index + m[0].length]);
  }
  found.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const ranges: Range[] = [];
  for (const [start, end] of found) {
    const last = ranges[ranges.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else ranges.push([start, end]);
  }
  return ranges;
}

/** A window of `text` around the first keyword hit (or its start), with ellipses where cut. */
export function snippetOf(text: string, keywords: string[], before = 30, length = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const first = highlightRanges(flat, keywords)[0];
  const start = first ? Math.max(0, first[0] - before) : 0;
  const end = Math.min(flat.length, start + length);
  return `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`;
}
