import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../engine/types.ts';
import { useChat } from '../hooks/useChat.ts';

/** SPEC §9: read-member lists page by 100; the panel closes 200 ms after the close action. */
export const READ_MEMBER_PAGE = 100;
export const PANEL_CLOSE_MS = 200;

interface Member {
  userID: string;
  nick: string;
}
type Tab = 'read' | 'unread';

/** Group read-receipt panel: read / unread tabs, paged member lists, '- empty -' when none. */
export function ReadReceiptPanel({ message, onClose }: { message: Message; onClose: () => void }) {
  const { t } = useTranslation();
  const chat = useChat();
  const [tab, setTab] = useState<Tab>('read');
  const [lists, setLists] = useState<Record<Tab, { members: Member[]; cursor: string; done: boolean; loading: boolean }>>({
    read: { members: [], cursor: '', done: false, loading: false },
    unread: { members: [], cursor: '', done: false, loading: false },
  });
  const [closing, setClosing] = useState(false);

  const load = async (which: Tab) => {
    const current = lists[which];
    if (current.done || current.loading) return;
    setLists((l) => ({ ...l, [which]: { ...l[which], loading: true } }));
    try {
      const r = await chat.engine.getGroupMessageReadMemberList({
        message,
        filter: which === 'read' ? 0 : 1,
        cursor: current.cursor,
        count: READ_MEMBER_PAGE,
      });
      const data = r.data as { cursor: string; isCompleted: boolean; readUserInfoList?: Member[]; unreadUserInfoList?: Member[] };
      const page = (which === 'read' ? data.readUserInfoList : data.unreadUserInfoList) ?? [];
      setLists((l) => ({
        ...l,
        [which]: { members: [...l[which].members, ...page], cursor: data.cursor, done: data.isCompleted, loading: false },
      }));
    } catch (err) {
      console.warn('[hy-chat] read members failed', err);
      setLists((l) => ({ ...l, [which]: { ...l[which], loading: false, done: true } }));
    }
  };

  // Loads once per tab (the lists as they are then).
  const loadTab = useEffectEvent((which: Tab) => void load(which));
  useEffect(() => {
    loadTab(tab);
  }, [tab]);

  const close = () => {
    setClosing(true);
    setTimeout(onClose, PANEL_CLOSE_MS);
  };
  const current = lists[tab];
  return (
    <div
      className={`hy-dialog hy-receipt-panel${closing ? ' hy-receipt-panel--closing' : ''}`}
      role="dialog"
      aria-modal="true"
      aria-label={t('receipt.panelTitle')}
      onKeyDown={(e) => e.key === 'Escape' && (e.stopPropagation(), close())}
    >
      <div className="hy-receipt-panel__box">
        <div className="hy-receipt-panel__tabs" role="tablist">
          {(['read', 'unread'] as const).map((which) => (
            <button key={which} type="button" role="tab" aria-selected={tab === which} onClick={() => setTab(which)}>
              {t(`receipt.${which}`)}
            </button>
          ))}
          <button type="button" className="hy-icon-btn" aria-label={t('window.close')} onClick={close} autoFocus>
            ×
          </button>
        </div>
        <ul className="hy-receipt-panel__list">
          {current.members.map((m) => (
            <li key={m.userID}>{m.nick || m.userID}</li>
          ))}
        </ul>
        {current.done && current.members.length === 0 ? <p className="hy-list-note">{t('receipt.empty')}</p> : null}
        {!current.done ? (
          <button type="button" className="hy-view-more" disabled={current.loading} onClick={() => void load(tab)}>
            {current.loading ? t('list.loading') : t('list.viewMore')}
          </button>
        ) : current.members.length ? (
          <p className="hy-list-note">{t('receipt.finished')}</p>
        ) : null}
      </div>
    </div>
  );
}
