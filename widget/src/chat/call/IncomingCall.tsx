import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { useChat } from '../hooks/useChat.ts';
import { setRingtone } from './call-store.ts';
import { HangUpIcon, PhoneIcon, VideoIcon } from './icons.tsx';
import { useCallNames } from './useCallNames.ts';

/** The incoming-call screen (every open tab of the callee): who calls, answer, decline, ringtone on/off. */
export function IncomingCall() {
  const { t } = useTranslation('calls');
  const chat = useChat();
  const s = useSnapshot(chat.calls.store);
  const nameOf = useCallNames(s.call?.groupID ?? '');
  const titleId = useId();
  const textId = useId();
  const answerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => answerRef.current?.focus(), []);
  if (!s.call) return null;
  const name = nameOf(s.call.inviter);
  const text = s.call.groupID ? t('incoming.group', { name }) : t(s.type === 2 ? 'incoming.video' : 'incoming.voice', { name });
  return (
    <section
      className="hy-call hy-call--incoming"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="call-incoming"
    >
      <h2 id={titleId} className="hy-call__title">
        {t('incoming.label')}
      </h2>
      <span className="hy-call-tile__avatar hy-call__big" aria-hidden="true">
        {name.slice(0, 1).toUpperCase()}
      </span>
      <p id={textId} className="hy-call__text">
        {text}
      </p>
      <label className="hy-call__ringtone">
        <input type="checkbox" checked={s.ringtone} onChange={(e) => setRingtone(chat.calls.store, e.target.checked)} />
        {t('incoming.ringtone')}
      </label>
      <div className="hy-call-controls">
        <button
          type="button"
          className="hy-call-btn hy-call-btn--end"
          aria-label={t('incoming.reject')}
          onClick={() => void chat.calls.reject()}
        >
          <HangUpIcon />
        </button>
        <button
          ref={answerRef}
          type="button"
          className="hy-call-btn hy-call-btn--answer"
          aria-label={t('incoming.accept')}
          data-testid="call-accept"
          onClick={() => void chat.calls.accept()}
        >
          {s.type === 2 ? <VideoIcon /> : <PhoneIcon />}
        </button>
      </div>
    </section>
  );
}
