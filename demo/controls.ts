/**
 * The attribute controls: every attribute of <hy-chat> (widget/src/element.ts) but the signed-in user's, which
 * sign-in.ts sets. Each control edits its attribute live; the embed snippet shows the element as it stands.
 */
import { byId, onTexts } from './texts.ts';

/** Value attributes, each edited by the control whose data-attr names it; an empty value removes it. */
export const VALUE_ATTRIBUTES = ['locale', 'engine', 'sdk-app-id', 'layout', 'server-url', 'phone', 'email'] as const;

/** Flag attributes and what the element assumes when one is absent (widget/src/config.ts). */
export const FLAG_DEFAULTS: Readonly<Record<string, boolean>> = {
  unread: false,
  'enable-input': true,
  'enable-at': true,
  'enable-typing': true,
  'enable-send': true,
  'enable-drag-upload': false,
  official: false,
  'read-receipt': true,
  'display-online-status': false,
};

/** Attributes the controls own (the URL keeps these). */
export const CONTROLLED_ATTRIBUTES: readonly string[] = [...VALUE_ATTRIBUTES, ...Object.keys(FLAG_DEFAULTS)];

/** Attributes shown in the embed snippet, in this order. */
const SNIPPET_ORDER = [...CONTROLLED_ATTRIBUTES, 'user-id', 'user-sig'];

/** A flag's attribute value: absent when it is the default, else "" (on) or "false" (off). */
export function flagValue(name: string, on: boolean): string | null {
  if (on === FLAG_DEFAULTS[name]) return null;
  return on ? '' : 'false';
}

/** What a flag attribute's value means (absent: the default; present: on unless "false", "0" or "off"). */
export function flagOn(name: string, value: string | null): boolean {
  if (value === null) return FLAG_DEFAULTS[name] ?? false;
  return !['false', '0', 'off'].includes(value.trim().toLowerCase());
}

export function setAttribute(chat: HTMLElement, name: string, value: string | null): void {
  if (value === null || (value === '' && !(name in FLAG_DEFAULTS))) chat.removeAttribute(name);
  else chat.setAttribute(name, value);
}

/**
 * Wires the controls to `chat`: they start from the element's attributes, and each change sets the attribute and
 * calls `changed` (the URL state).
 */
export function setupControls(chat: HTMLElement, changed: () => void): { sync(): void } {
  const values = document.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[data-attr]');
  const flags = document.querySelectorAll<HTMLInputElement>('[data-flag]');
  const snippet = byId<HTMLElement>('ctl-snippet');
  const warning = byId<HTMLElement>('ctl-engine-warning');

  const render = () => {
    const attrs = SNIPPET_ORDER.filter((name) => chat.hasAttribute(name)).map((name) => {
      const value = chat.getAttribute(name) ?? '';
      const shown = name === 'user-sig' && value.length > 16 ? `${value.slice(0, 12)}…` : value;
      return value === '' ? name : `${name}="${shown}"`;
    });
    snippet.textContent = `<hy-chat ${attrs.join(' ')}></hy-chat>`;
    // the element says so in its chat window too; here it is visible before the chat is opened
    warning.hidden = !(chat.getAttribute('engine') === 'tencent' && !/^[1-9]\d*$/.test((chat.getAttribute('sdk-app-id') ?? '').trim()));
  };

  const sync = () => {
    for (const control of values) {
      const name = control.dataset.attr!;
      const value = chat.getAttribute(name);
      if (control instanceof HTMLSelectElement) control.value = value ?? control.options[0]!.value;
      else control.value = value ?? '';
    }
    for (const box of flags) box.checked = flagOn(box.dataset.flag!, chat.getAttribute(box.dataset.flag!));
    render();
  };

  for (const control of values) {
    const name = control.dataset.attr!;
    control.addEventListener(control instanceof HTMLSelectElement ? 'change' : 'input', () => {
      setAttribute(chat, name, control.value.trim());
      render();
      changed();
    });
  }
  for (const box of flags) {
    box.addEventListener('change', () => {
      setAttribute(chat, box.dataset.flag!, flagValue(box.dataset.flag!, box.checked));
      render();
      changed();
    });
  }
  byId<HTMLFormElement>('controls-form').addEventListener('submit', (event) => event.preventDefault());
  onTexts(render);
  sync();
  return { sync };
}
