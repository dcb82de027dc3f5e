/** Text split at [start, end) ranges (sorted, non-overlapping) into plain and highlighted parts. */
export function splitByRanges(text: string, ranges: readonly (readonly [number, number])[]): { text: string; hit: boolean }[] {
  const parts: { text: string; hit: boolean }[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start < at || end <= start || end > text.length) continue;
    if (start > at) parts.push({ text: text.slice(at, start), hit: false });
    parts.push({ text: text.slice(start, end), hit: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), hit: false });
  return parts;
}

/** Text with the given ranges wrapped in <mark>; everything stays text (never HTML). */
export function Highlight({ text, ranges }: { text: string; ranges: readonly (readonly [number, number])[] }) {
  return (
    <>{splitByRanges(text, ranges).map((part, i) => (part.hit ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}</>
  );
}
