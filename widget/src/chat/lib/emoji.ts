/**
 * SPEC §3/§9 emoji: 29 named tags ("[微笑]") drawn as our own small SVG faces (data URLs, inline 20 px), plus
 * the standard unicode emoji offered in the panel and sent as plain text.
 */
type Eyes = 'dot' | 'closed' | 'wide' | 'squint' | 'side' | 'x' | 'cool' | 'heart';
type Mouth = 'smile' | 'grin' | 'flat' | 'sad' | 'open' | 'o' | 'tongue' | 'zip' | 'wave';
type Extra = 'none' | 'tear' | 'blush' | 'sweat' | 'angry' | 'z' | 'q' | 'hand' | 'fist' | 'tears';

interface Face {
  tag: string;
  en: string;
  eyes: Eyes;
  mouth: Mouth;
  extra: Extra;
  color?: string;
}

const FACES: Face[] = [
  { tag: '微笑', en: 'Smile', eyes: 'dot', mouth: 'smile', extra: 'none' },
  { tag: '呲牙', en: 'Grin', eyes: 'dot', mouth: 'grin', extra: 'none' },
  { tag: '偷笑', en: 'Chuckle', eyes: 'squint', mouth: 'smile', extra: 'blush' },
  { tag: '发呆', en: 'Blank', eyes: 'wide', mouth: 'flat', extra: 'none' },
  { tag: '流泪', en: 'Tear', eyes: 'dot', mouth: 'sad', extra: 'tear' },
  { tag: '害羞', en: 'Shy', eyes: 'closed', mouth: 'smile', extra: 'blush' },
  { tag: '闭嘴', en: 'Silent', eyes: 'dot', mouth: 'zip', extra: 'none' },
  { tag: '睡', en: 'Sleep', eyes: 'closed', mouth: 'flat', extra: 'z' },
  { tag: '大哭', en: 'Cry', eyes: 'closed', mouth: 'open', extra: 'tears' },
  { tag: '尴尬', en: 'Awkward', eyes: 'side', mouth: 'wave', extra: 'sweat' },
  { tag: '发怒', en: 'Angry', eyes: 'dot', mouth: 'sad', extra: 'angry', color: '#ff8a65' },
  { tag: '调皮', en: 'Tongue', eyes: 'squint', mouth: 'tongue', extra: 'none' },
  { tag: '惊讶', en: 'Surprised', eyes: 'wide', mouth: 'o', extra: 'none' },
  { tag: '难过', en: 'Sad', eyes: 'dot', mouth: 'sad', extra: 'none' },
  { tag: '酷', en: 'Cool', eyes: 'cool', mouth: 'smile', extra: 'none' },
  { tag: '冷汗', en: 'Cold sweat', eyes: 'dot', mouth: 'flat', extra: 'sweat' },
  { tag: '抓狂', en: 'Frantic', eyes: 'x', mouth: 'open', extra: 'angry' },
  { tag: '吐', en: 'Puke', eyes: 'x', mouth: 'open', extra: 'none', color: '#c5e1a5' },
  { tag: '可爱', en: 'Cute', eyes: 'heart', mouth: 'smile', extra: 'blush' },
  { tag: '白眼', en: 'Eye roll', eyes: 'side', mouth: 'flat', extra: 'none' },
  { tag: '傲慢', en: 'Proud', eyes: 'squint', mouth: 'flat', extra: 'none' },
  { tag: '饥饿', en: 'Hungry', eyes: 'dot', mouth: 'o', extra: 'sweat' },
  { tag: '困', en: 'Drowsy', eyes: 'closed', mouth: 'o', extra: 'z' },
  { tag: '惊恐', en: 'Scared', eyes: 'wide', mouth: 'open', extra: 'sweat' },
  { tag: '流汗', en: 'Sweat', eyes: 'squint', mouth: 'smile', extra: 'sweat' },
  { tag: '憨笑', en: 'Laugh', eyes: 'closed', mouth: 'grin', extra: 'none' },
  { tag: '奋斗', en: 'Determined', eyes: 'dot', mouth: 'flat', extra: 'fist' },
  { tag: '疑问', en: 'Question', eyes: 'side', mouth: 'flat', extra: 'q' },
  { tag: '再见', en: 'Bye', eyes: 'squint', mouth: 'smile', extra: 'hand' },
];

const STROKE = 'stroke="#5b3a1a" stroke-width="2" stroke-linecap="round" fill="none"';

function eyes(kind: Eyes): string {
  switch (kind) {
    case 'dot':
      return '<circle cx="12" cy="14" r="2" fill="#5b3a1a"/><circle cx="24" cy="14" r="2" fill="#5b3a1a"/>';
    case 'closed':
      return `<path d="M9 14q3 2 6 0M21 14q3 2 6 0" ${STROKE}/>`;
    case 'wide':
      return '<circle cx="12" cy="14" r="3.2" fill="#fff" stroke="#5b3a1a"/><circle cx="24" cy="14" r="3.2" fill="#fff" stroke="#5b3a1a"/><circle cx="12" cy="14" r="1.3" fill="#5b3a1a"/><circle cx="24" cy="14" r="1.3" fill="#5b3a1a"/>';
    case 'squint':
      return `<path d="M9 15q3-4 6 0M21 15q3-4 6 0" ${STROKE}/>`;
    case 'side':
      return '<circle cx="13.5" cy="13" r="2" fill="#5b3a1a"/><circle cx="25.5" cy="13" r="2" fill="#5b3a1a"/>';
    case 'x':
      return `<path d="M10 12l4 4M14 12l-4 4M22 12l4 4M26 12l-4 4" ${STROKE}/>`;
    case 'cool':
      return '<path d="M6 12h24v2q-1 5-5 5t-5-5h-4q-1 5-5 5t-5-5z" fill="#1b2533"/>';
    case 'heart':
      return '<path d="M12 17l-3-3a2 2 0 0 1 3-2.5a2 2 0 0 1 3 2.5zM24 17l-3-3a2 2 0 0 1 3-2.5a2 2 0 0 1 3 2.5z" fill="#e5383b"/>';
  }
}

function mouth(kind: Mouth): string {
  switch (kind) {
    case 'smile':
      return `<path d="M11 22q7 6 14 0" ${STROKE}/>`;
    case 'grin':
      return '<path d="M10 21h16q-1 7-8 7t-8-7z" fill="#fff" stroke="#5b3a1a" stroke-width="1.6"/>';
    case 'flat':
      return `<path d="M13 24h10" ${STROKE}/>`;
    case 'sad':
      return `<path d="M11 26q7-6 14 0" ${STROKE}/>`;
    case 'open':
      return '<ellipse cx="18" cy="25" rx="5" ry="3.5" fill="#7a2e1a"/>';
    case 'o':
      return '<circle cx="18" cy="25" r="2.6" fill="#7a2e1a"/>';
    case 'tongue':
      return `<path d="M11 22q7 6 14 0" ${STROKE}/><path d="M17 25h5v2a2.5 2.5 0 0 1-5 0z" fill="#e5383b"/>`;
    case 'zip':
      return `<path d="M11 24h14M14 22v4M18 22v4M22 22v4" ${STROKE}/>`;
    case 'wave':
      return `<path d="M11 24q2-2 4 0t4 0t4 0t3 0" ${STROKE}/>`;
  }
}

function extra(kind: Extra): string {
  switch (kind) {
    case 'none':
      return '';
    case 'tear':
      return '<path d="M11 17q-2 4 0 5q2-1 0-5z" fill="#4fc3f7"/>';
    case 'tears':
      return '<path d="M10 16q-3 6 0 8q3-2 0-8zM26 16q-3 6 0 8q3-2 0-8z" fill="#4fc3f7"/>';
    case 'blush':
      return '<ellipse cx="8.5" cy="19" rx="3" ry="1.8" fill="#ff8a80" opacity=".8"/><ellipse cx="27.5" cy="19" rx="3" ry="1.8" fill="#ff8a80" opacity=".8"/>';
    case 'sweat':
      return '<path d="M29 4q-3 5 0 6q3-1 0-6z" fill="#4fc3f7"/>';
    case 'angry':
      return `<path d="M8 9l6 2M28 9l-6 2" ${STROKE}/>`;
    case 'z':
      return '<text x="26" y="9" font-size="9" font-family="sans-serif" font-weight="bold" fill="#0b3a75">z</text>';
    case 'q':
      return '<text x="27" y="10" font-size="11" font-family="sans-serif" font-weight="bold" fill="#0b3a75">?</text>';
    case 'hand':
      return '<path d="M28 20l4-6q1-2 2 0l-1 6z" fill="#f6c453" stroke="#5b3a1a" stroke-width="1"/>';
    case 'fist':
      return '<rect x="27" y="22" width="7" height="7" rx="2" fill="#f6c453" stroke="#5b3a1a" stroke-width="1"/>';
  }
}

function drawFace(face: Face): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><circle cx="18" cy="18" r="16" fill="${face.color ?? '#ffcc4d'}" stroke="#e0a82e" stroke-width="1.2"/>${eyes(face.eyes)}${mouth(face.mouth)}${extra(face.extra)}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export interface NamedEmoji {
  /** The key text sent in messages, e.g. "[微笑]". */
  key: string;
  /** English name (alt text in en_US). */
  en: string;
  zh: string;
  url: string;
}

export const NAMED_EMOJI: readonly NamedEmoji[] = FACES.map((f) => ({ key: `[${f.tag}]`, en: f.en, zh: f.tag, url: drawFace(f) }));

const BY_KEY = new Map(NAMED_EMOJI.map((e) => [e.key, e]));

export function namedEmoji(key: string): NamedEmoji | undefined {
  return BY_KEY.get(key);
}

/** Standard unicode emoji offered in the panel (sent as text). */
export const UNICODE_EMOJI: readonly string[] = [
  '😀',
  '😃',
  '😄',
  '😁',
  '😆',
  '😅',
  '😂',
  '🤣',
  '😊',
  '😇',
  '🙂',
  '🙃',
  '😉',
  '😌',
  '😍',
  '🥰',
  '😘',
  '😗',
  '😙',
  '😚',
  '😋',
  '😛',
  '😝',
  '😜',
  '🤪',
  '🤨',
  '🧐',
  '🤓',
  '😎',
  '🤩',
  '🥳',
  '😏',
  '😒',
  '😞',
  '😔',
  '😟',
  '😕',
  '🙁',
  '😣',
  '😖',
  '😫',
  '😩',
  '🥺',
  '😢',
  '😭',
  '😤',
  '😠',
  '😡',
  '🤬',
  '🤯',
  '😳',
  '🥵',
  '🥶',
  '😱',
  '😨',
  '😰',
  '😥',
  '😓',
  '🤗',
  '🤔',
  '🤭',
  '🤫',
  '🤥',
  '😶',
  '😐',
  '😑',
  '😬',
  '🙄',
  '😯',
  '😦',
  '😧',
  '😮',
  '😲',
  '🥱',
  '😴',
  '🤤',
  '😪',
  '😵',
  '🤐',
  '🥴',
  '🤢',
  '🤮',
  '🤧',
  '😷',
  '🤒',
  '🤕',
  '👍',
  '👎',
  '👌',
  '✌️',
  '🤞',
  '🤝',
  '🙏',
  '👏',
  '💪',
  '❤️',
  '💔',
  '🔥',
  '🎉',
  '⚓',
  '🚢',
  '⛴️',
  '🛳️',
  '🌊',
  '☀️',
  '⭐',
  '✅',
  '❌',
  '❓',
  '💡',
];

/** Emoji offered as message reactions. */
export const REACTIONS: readonly string[] = ['👍', '❤️', '😂', '😮', '😢', '🙏'];
