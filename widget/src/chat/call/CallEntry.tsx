import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import type { CallType, WireCall } from '../../../../protocol/calls.ts';
import { conversationTarget, groupIdOf } from '../../../../protocol/model.ts';
import { EVENT } from '../../engine/types.ts';
import { useChat } from '../hooks/useChat.ts';
import { CallPicker } from './CallPicker.tsx';
import { PhoneIcon, VideoIcon } from './icons.tsx';

/**
 * The chat header's start-call entry: voice and video; in a group they open the member picker first. None when the
 * chat runs on the Tencent driver (its calls are TUICallKit's, which the widget does not bundle; README), whatever
 * the `engine` attribute says (engine="tencent" without an SDKAppID runs on our service, calls included).
 */
export function CallEntryButtons({ conversationID }: { conversationID: string }) {
  return useChat().engine.kind === 'tencent' ? null : <CallButtons conversationID={conversationID} />;
}

function CallButtons({ conversationID }: { conversationID: string }) {
  const { t } = useTranslation('calls');
  const chat = useChat();
  const phase = useSnapshot(chat.calls.store).phase;
  const groupID = groupIdOf(conversationID);
  const [picking, setPicking] = useState<CallType | null>(null);
  const start = (type: CallType) => {
    if (groupID) setPicking(type);
    else void chat.calls.start([conversationTarget(conversationID)], type);
  };
  return (
    <>
      {([1, 2] as const).map((type) => (
        <button
          key={type}
          type="button"
          className="hy-icon-btn"
          aria-label={t(type === 1 ? 'start.voice' : 'start.video')}
          aria-haspopup={groupID ? 'dialog' : undefined}
          data-testid={type === 1 ? 'call-voice' : 'call-video'}
          disabled={phase !== 'idle'}
          onClick={() => start(type)}
        >
          {type === 1 ? <PhoneIcon /> : <VideoIcon />}
        </button>
      ))}
      {groupID && picking ? (
        <CallPicker
          groupID={groupID}
          onCancel={() => setPicking(null)}
          onDone={(ids) => {
            setPicking(null);
            void chat.calls.start(ids, picking, groupID);
          }}
        />
      ) : null}
    </>
  );
}

/** Below a group chat's header: the group's running call, to join it. */
export function GroupCallBanner({ groupID }: { groupID: string }) {
  const { t } = useTranslation('calls');
  const chat = useChat();
  const phase = useSnapshot(chat.calls.store).phase;
  const [call, setCall] = useState<WireCall | null>(null);
  useEffect(() => {
    let live = true;
    const look = () =>
      void chat.engine.getCallList({ groupID }).then(
        (r) => live && setCall(r.data.callList.find((c) => c.state !== 'ended') ?? null),
        () => undefined,
      );
    look();
    const onChange = (e: { data: unknown }) => {
      if ((e.data as { call?: WireCall }).call?.groupID === groupID) look();
    };
    chat.engine.on(EVENT.CALL_CHANGED, onChange);
    return () => {
      live = false;
      chat.engine.off(EVENT.CALL_CHANGED, onChange);
    };
  }, [chat, groupID, phase]);
  if (!call || phase !== 'idle') return null;
  return (
    <div className="hy-call-banner" role="status" data-testid="group-call-banner">
      <span>{t('start.running')}</span>
      <button type="button" className="hy-btn hy-btn--ghost" onClick={() => void chat.calls.join(call)}>
        {t('start.join')}
      </button>
    </div>
  );
}
