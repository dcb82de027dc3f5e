import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { conversationTarget, groupIdOf } from '../../../../protocol/model.ts';
import type { Message } from '../../engine/types.ts';
import { useChat } from '../hooks/useChat.ts';
import { formatDuration, type CallRecordView } from '../call/call-record.ts';
import { PhoneIcon, VideoIcon } from '../call/icons.tsx';

/** The text of a call record: 'Voice call, duration 01:05', 'Video call cancelled', 'no answer', 'line busy'… */
export function useCallRecordText(): (r: CallRecordView) => string {
  const { t } = useTranslation('calls');
  return (r) => {
    const type = t(r.type === 2 ? 'record.video' : 'record.voice');
    if (r.kind === 'ended') return t(r.groupID ? 'record.groupEnded' : 'record.ended', { type, time: formatDuration(r.seconds) });
    return t(`record.${r.kind}`, { type });
  };
}

/** A call record (TUICallKit's businessID 1 / 'av_call'); signed-in users tap it to call back. */
export function CallRecordBubble({ message, record }: { message: Message; record: CallRecordView }) {
  const { t } = useTranslation('calls');
  const chat = useChat();
  const session = useSnapshot(chat.session);
  const phase = useSnapshot(chat.calls.store).phase;
  const text = useCallRecordText()(record);
  const icon = record.type === 2 ? <VideoIcon /> : <PhoneIcon />;
  const groupID = groupIdOf(message.conversationID);
  if (session.mode !== 'staff')
    return (
      <div className="hy-call-record" data-testid="call-record" data-kind={record.kind}>
        {icon}
        <span>{text}</span>
      </div>
    );
  const callBack = () => {
    if (!groupID) return void chat.calls.start([conversationTarget(message.conversationID)], record.type);
    const people = [record.inviter, ...record.inviteeList].filter((u, i, a) => u && u !== session.userID && a.indexOf(u) === i);
    if (people.length) void chat.calls.start(people, record.type, groupID);
  };
  return (
    <button
      type="button"
      className="hy-call-record"
      data-testid="call-record"
      data-kind={record.kind}
      disabled={phase !== 'idle'}
      title={t('record.callBack')}
      onClick={callBack}
    >
      {icon}
      <span>{text}</span>
      <span className="hy-visually-hidden">{` — ${t('record.callBack')}`}</span>
    </button>
  );
}
