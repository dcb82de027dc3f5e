import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TYPES, type Message } from '../../engine/types.ts';
import { useChat } from '../hooks/useChat.ts';
import { setQuote, setSelection } from '../store/session.ts';
import { deleteMessage, revoke, toggleReaction } from '../actions.ts';
import { REACTIONS } from '../lib/emoji.ts';
import { messageText } from '../lib/message-abstract.ts';
import { closesMenu, menuOpensAbove } from '../lib/timing.ts';

/** Message actions (SPEC §2): react, copy, quote, forward, edit an own text, revoke, delete (for me, after a confirm); right-click on desktop, long press on mobile. */
export function MessageMenu({
  message,
  at,
  onClose,
  onForward,
  onEdit,
}: {
  message: Message;
  at: { x: number; y: number };
  onClose: () => void;
  onForward: () => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const chat = useChat();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLButtonElement>('button')?.focus();
    const opened = performance.now();
    const onDown = (e: Event) => {
      // SPEC §9: presses in the first 300 ms (the long press's release, a quick double click) keep it open
      if (!ref.current?.contains(e.composedPath()[0] as Node) && closesMenu(performance.now() - opened)) onClose();
    };
    const root = ref.current?.getRootNode() as Document | ShadowRoot | undefined;
    const timer = setTimeout(() => root?.addEventListener('pointerdown', onDown), 0);
    return () => {
      clearTimeout(timer);
      root?.removeEventListener('pointerdown', onDown);
    };
  }, [onClose]);

  const sent = message.status === 'success';
  const isText = message.type === TYPES.MSG_TEXT;
  const run = (fn: () => void) => () => {
    fn();
    onClose();
  };
  // position: fixed, kept inside the viewport; above the pointer unless near the header (SPEC §9: 160 px).
  const left = Math.max(4, Math.min(at.x, window.innerWidth - 200));
  const top = Math.max(4, Math.min(at.y, window.innerHeight - 220));
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || !menuOpensAbove(at.y, listTop(el))) return;
    el.classList.add('hy-menu--above');
    el.style.top = `${Math.max(el.offsetHeight + 4, at.y)}px`;
  }, [at.y]);

  return (
    <div
      ref={ref}
      className="hy-menu"
      role="menu"
      style={{ left, top }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          e.stopPropagation();
          onClose();
        }
      }}
    >
      {sent ? (
        <div className="hy-menu__reactions" role="group" aria-label={t('menu.react')}>
          {REACTIONS.map((r) => (
            <button key={r} type="button" role="menuitem" onClick={run(() => void toggleReaction(chat, message, r))}>
              {r}
            </button>
          ))}
        </div>
      ) : null}
      {isText ? (
        <button
          type="button"
          role="menuitem"
          onClick={run(() => void navigator.clipboard?.writeText(messageText(message)).catch(() => undefined))}
        >
          {t('menu.copy')}
        </button>
      ) : null}
      {sent ? (
        <button type="button" role="menuitem" onClick={run(() => setQuote(chat.session, message))}>
          {t('menu.quote')}
        </button>
      ) : null}
      {sent && chat.session.mode === 'staff' ? (
        <button type="button" role="menuitem" onClick={run(onForward)}>
          {t('menu.forward')}
        </button>
      ) : null}
      {sent && chat.session.mode === 'staff' ? (
        <button type="button" role="menuitem" onClick={run(() => setSelection(chat.session, [message.ID]))}>
          {t('menu.select')}
        </button>
      ) : null}
      {sent && isText && message.flow === 'out' ? (
        <button type="button" role="menuitem" onClick={run(onEdit)}>
          {t('menu.edit')}
        </button>
      ) : null}
      {sent && message.flow === 'out' ? (
        <button type="button" role="menuitem" onClick={run(() => void revoke(chat, message))}>
          {t('menu.revoke')}
        </button>
      ) : null}
      {sent ? (
        <button
          type="button"
          role="menuitem"
          onClick={run(() => {
            if (window.confirm(t('message.deleteConfirm'))) void deleteMessage(chat, message);
          })}
        >
          {t('menu.delete')}
        </button>
      ) : null}
    </div>
  );
}

/** Top of the message list (the header's bottom) in viewport px; the window's top before the menu is mounted. */
function listTop(menu: HTMLElement | null): number {
  const root = (menu?.getRootNode() ?? null) as ParentNode | null;
  return root?.querySelector?.('.hy-message-list')?.getBoundingClientRect().top ?? 0;
}
