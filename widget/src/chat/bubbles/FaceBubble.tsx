import type { Message } from '../../engine/types.ts';
import { namedEmoji } from '../lib/emoji.ts';

/** Face message: a named emoji by key (data) or its URL. */
export function FaceBubble({ message }: { message: Message }) {
  const p = message.payload as { data?: string; url?: string; index?: number };
  const emoji = p.data ? (namedEmoji(p.data) ?? namedEmoji(`[${p.data}]`)) : undefined;
  const src = emoji?.url ?? (p.url && /^https?:/.test(p.url) ? p.url : '');
  if (!src) return <span className="hy-bubble-text">{p.data ?? ''}</span>;
  return <img className="hy-bubble-face" src={src} alt={p.data ?? ''} width={64} height={64} />;
}
