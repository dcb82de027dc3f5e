import { namedEmoji, type NamedEmoji } from './emoji.ts';

export type TextSegment =
  | { kind: 'text'; text: string }
  | { kind: 'emoji'; text: string; emoji: NamedEmoji }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'mention'; text: string };

// [tag], http(s) URLs / www. hosts, @mentions (up to whitespace).
const TOKEN = /(\[[^[\]\s]{1,8}\])|((?:https?:\/\/|www\.)[^\s<>"'，。！？、）)]+)|(@[^\s@]{1,32})/giu;

/** A safe href for a link token: only http(s), never javascript: or data:. */
export function safeHref(raw: string): string | null {
  const candidate = raw.startsWith('www.') ? `https://${raw}` : raw;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits message text into plain text, named emoji, links and @mentions (mentions only when the message has
 * an @ list). The renderer builds elements from the segments: user text never becomes HTML.
 */
export function parseText(text: string, options: { mentions?: boolean } = {}): TextSegment[] {
  const out: TextSegment[] = [];
  let last = 0;
  const push = (segment: TextSegment) => {
    const prev = out[out.length - 1];
    if (segment.kind === 'text' && prev?.kind === 'text') prev.text += segment.text;
    else out.push(segment);
  };
  for (const m of text.matchAll(TOKEN)) {
    const index = m.index ?? 0;
    if (index > last) push({ kind: 'text', text: text.slice(last, index) });
    const [whole, tag, link, mention] = m;
    const emoji = tag ? namedEmoji(tag) : undefined;
    const href = link ? safeHref(link) : null;
    if (emoji) push({ kind: 'emoji', text: whole, emoji });
    else if (href) push({ kind: 'link', text: whole, href });
    else if (mention && options.mentions) push({ kind: 'mention', text: whole });
    else push({ kind: 'text', text: whole });
    last = index + whole.length;
  }
  if (last < text.length) push({ kind: 'text', text: text.slice(last) });
  return out;
}

/** SPEC §5: a trailing newline is trimmed before sending; blank text is not sent. */
export function prepareOutgoingText(raw: string): string | null {
  const text = raw.replace(/[\r\n]+$/, '');
  return text.trim() ? text : null;
}
