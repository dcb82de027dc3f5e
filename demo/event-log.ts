/**
 * The log panel: the element's events (`hy-chat-open-change`, `hy-chat-frame`, the debug event of the engine's
 * wire frames) and its attribute changes, newest last. Entries are text only (never HTML).
 */
import { DEBUG_FRAME_EVENT } from '../widget/src/element-names.ts';
import { byId, onTexts, texts } from './texts.ts';

const MAX_ENTRIES = 400;
const MAX_TEXT = 400;

function clip(text: string): string {
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
}

function frameSummary(detail: { direction?: string; frame?: unknown }): string {
  const f = (detail.frame ?? {}) as { op?: string; ev?: string; id?: number; code?: number };
  const arrow = detail.direction === 'out' ? '→' : '←';
  const name = f.op ?? f.ev ?? (f.id !== undefined ? `#${f.id} code ${f.code ?? '?'}` : '');
  return `${arrow} ${name} ${clip(JSON.stringify(detail.frame))}`;
}

export function setupEventLog(chat: HTMLElement, onOpenChange: (open: boolean) => void): void {
  const list = byId<HTMLOListElement>('log-list');
  const frames = byId<HTMLInputElement>('log-frames');

  const add = (kind: 'event' | 'frame' | 'attribute', text: string) => {
    const item = document.createElement('li');
    item.dataset.kind = kind;
    const time = document.createElement('time');
    time.textContent = new Date().toISOString().slice(11, 23);
    const code = document.createElement('code');
    code.textContent = text;
    item.append(time, ' ', code);
    list.append(item);
    while (list.childElementCount > MAX_ENTRIES) list.firstElementChild?.remove();
    list.scrollTop = list.scrollHeight;
  };

  chat.addEventListener('hy-chat-open-change', (event) => {
    const open = (event as CustomEvent<{ open: boolean }>).detail.open;
    add('event', `hy-chat-open-change ${JSON.stringify({ open })}`);
    onOpenChange(open);
  });
  chat.addEventListener(DEBUG_FRAME_EVENT, (event) => {
    if (frames.checked) add('frame', frameSummary((event as CustomEvent<{ direction?: string; frame?: unknown }>).detail));
  });
  new MutationObserver((records) => {
    for (const r of records) {
      if (!r.attributeName || r.attributeName.startsWith('data-')) continue;
      const value = chat.getAttribute(r.attributeName);
      const shown = r.attributeName === 'user-sig' && value ? `${value.slice(0, 12)}…` : value;
      add('attribute', value === null ? `${r.attributeName} removed` : `${r.attributeName}="${shown}"`);
    }
  }).observe(chat, { attributes: true });

  byId<HTMLButtonElement>('log-clear').addEventListener('click', () => list.replaceChildren());
  onTexts(() => list.setAttribute('aria-label', texts().log.label));
}
