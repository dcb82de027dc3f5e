import { useState, type MouseEvent as ReactMouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { TYPES, type Message } from '../../engine/types.ts';
import { useChat } from '../hooks/useChat.ts';
import { useLongPress } from '../hooks/useLongPress.ts';
import { resend, toggleReaction } from '../actions.ts';
import { Bubble } from '../bubbles/Bubble.tsx';
import { RevokedNotice } from '../bubbles/RevokedNotice.tsx';
import { TipBubble } from '../bubbles/TipBubble.tsx';
import { QuoteBlock } from './QuoteBlock.tsx';
import { MessageMenu } from './MessageMenu.tsx';
import { MessageEditor } from './MessageEditor.tsx';
import { ReadReceiptPanel } from './ReadReceiptPanel.tsx';
import { ForwardDialog } from './ForwardDialog.tsx';
import { toggleSelected } from '../store/session.ts';
import { receiptSettings, receiptsOn } from '../store/receipts.ts';

export interface MessageItemProps {
  message: Message;
  blink: boolean;
  onJump: (messageID: string) => void;
}

/** One row: avatar, name, bubble, status ('!' / spinner / progress), read state, reactions and action menu. */
export function MessageItem({ message, blink, onJump }: MessageItemProps) {
  const { t } = useTranslation();
  const chat = useChat();
  const session = useSnapshot(chat.session);
  const receipts = useSnapshot(receiptSettings(chat));
  const [menu, setMenu] = useState<{ x: number; y: number } | null>(null);
  const [forwarding, setForwarding] = useState(false);
  const [editing, setEditing] = useState(false);
  const longPress = useLongPress((x, y) => setMenu({ x, y }));

  if (message.isRevoked)
    return <RevokedNotice message={message} self={message.revoker === session.userID || (!message.revoker && message.flow === 'out')} />;
  if (message.type === TYPES.MSG_GRP_TIP || message.type === TYPES.MSG_GRP_SYS_NOTICE) return <TipBubble message={message} />;

  const out = message.flow === 'out';
  const group = message.conversationType === TYPES.CONV_GROUP;
  const failed = message.status === 'fail' || (out && message.hasRiskContent);
  const receipt = !out && message.needReadReceipt ? '1' : undefined;
  const onContextMenu = (e: ReactMouseEvent) => {
    e.preventDefault();
    setMenu({ x: e.clientX, y: e.clientY });
  };
  const onRetry = () => {
    if (message.hasRiskContent) return;
    if (window.confirm(t('message.resendConfirm'))) void resend(chat, message);
  };
  const name = message.nick || message.from;

  return (
    <div
      className={`hy-msg ${out ? 'hy-msg--out' : 'hy-msg--in'}${blink ? ' hy-msg--blink' : ''}`}
      data-message-id={message.ID}
      data-receipt={receipt}
      data-status={message.status}
      data-testid="message"
    >
      {session.selection && message.status === 'success' ? (
        <input
          type="checkbox"
          className="hy-msg__select"
          aria-label={t('forward.mark')}
          checked={session.selection.includes(message.ID)}
          onChange={() => toggleSelected(chat.session, message.ID)}
        />
      ) : null}
      <span className="hy-msg__avatar" aria-hidden="true">
        {name.slice(0, 1).toUpperCase()}
      </span>
      <div className="hy-msg__main">
        {group && !out ? <span className="hy-msg__nick">{name}</span> : null}
        <div className="hy-msg__line">
          {out ? <Status message={message} failed={failed} onRetry={onRetry} /> : null}
          <div
            className="hy-msg__bubble"
            part={out ? 'bubble bubble-out' : 'bubble bubble-in'}
            onContextMenu={onContextMenu}
            {...longPress}
          >
            <QuoteBlock message={message} onJump={onJump} />
            {editing ? <MessageEditor message={message} onDone={() => setEditing(false)} /> : <Bubble message={message} />}
          </div>
        </div>
        {message.isModified && message.type === TYPES.MSG_TEXT ? (
          <span className="hy-msg__edited" data-testid="edited">
            {t('message.edited')}
          </span>
        ) : null}
        {out && message.hasRiskContent ? <span className="hy-msg__risk">{t('message.riskOwn')}</span> : null}
        {message.reactionList.length ? (
          <div className="hy-reactions">
            {message.reactionList.map((r) => (
              <button
                key={r.reactionID}
                type="button"
                className={`hy-reaction${r.reactedByMyself ? ' hy-reaction--mine' : ''}`}
                aria-pressed={r.reactedByMyself}
                onClick={() => void toggleReaction(chat, message, r.reactionID)}
              >
                {r.reactionID} {r.totalUserCount}
              </button>
            ))}
          </div>
        ) : null}
        {out && message.needReadReceipt && message.status === 'success' && receiptsOn(receipts) ? (
          <ReadState message={message} group={group} />
        ) : null}
      </div>
      {menu ? (
        <MessageMenu
          message={message}
          at={menu}
          onClose={() => setMenu(null)}
          onForward={() => setForwarding(true)}
          onEdit={() => setEditing(true)}
        />
      ) : null}
      {forwarding ? <ForwardDialog messages={[message]} onClose={() => setForwarding(false)} /> : null}
    </div>
  );
}

function Status({ message, failed, onRetry }: { message: Message; failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (failed) {
    return (
      <button type="button" className="hy-msg__fail" aria-label={t('message.resend')} onClick={onRetry} data-testid="message-failed">
        !
      </button>
    );
  }
  if (message.status !== 'unSend') return null;
  const media =
    message.type === TYPES.MSG_IMAGE ||
    message.type === TYPES.MSG_VIDEO ||
    message.type === TYPES.MSG_FILE ||
    message.type === TYPES.MSG_AUDIO;
  if (media && message.progress > 0 && message.progress < 1) {
    return <progress className="hy-msg__progress" max={1} value={message.progress} aria-label={t('message.sending')} />;
  }
  return <span className="hy-spinner hy-msg__spinner" role="status" aria-label={t('message.sending')} />;
}

function ReadState({ message, group }: { message: Message; group: boolean }) {
  const { t } = useTranslation();
  const info = message.readReceiptInfo as { isPeerRead?: boolean; readCount?: number };
  if (group) return <GroupReadState message={message} count={info.readCount ?? 0} />;
  const read = Boolean(info.isPeerRead || message.isPeerRead);
  return (
    <span className={`hy-msg__read${read ? ' hy-msg__read--done' : ''}`} data-testid="read-state">
      {read ? t('receipt.read') : t('receipt.unread')}
    </span>
  );
}

function GroupReadState({ message, count }: { message: Message; count: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="hy-link-btn hy-msg__read" onClick={() => setOpen(true)}>
        {t('receipt.readCount', { count })}
      </button>
      {open ? <ReadReceiptPanel message={message} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
