import { highlight } from './search-rules.ts';

/** Text with the keywords marked (SPEC §5: case-insensitive, special characters literal); text nodes only, never HTML. */
export function Highlighted({ text, keywords }: { text: string; keywords: readonly string[] }) {
  return (
    <>
      {highlight(text, [...keywords]).map((part, i) =>
        part.hit ? (
          <mark key={i} className="hy-search-hit">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
