import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { useChat } from '../hooks/useChat.ts';
import { audioOutputs } from './local-media.ts';
import { CamIcon, FlipIcon, HangUpIcon, MicIcon, PhoneIcon } from './icons.tsx';

/** Mute, camera on/off, switch camera, audio output (where the browser allows), switch to voice, hang up. */
export function CallControls() {
  const { t } = useTranslation('calls');
  const chat = useChat();
  const calls = chat.calls;
  const s = useSnapshot(calls.store);
  useEffect(() => {
    let live = true;
    void audioOutputs().then(
      (list) => live && (calls.store.outputs = list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [calls, s.phase]);
  const video = s.type === 2;
  const outgoing = s.phase === 'outgoing';
  return (
    <div className="hy-call-controls" role="toolbar" aria-label={t('controls.bar')}>
      <button
        type="button"
        className="hy-call-btn"
        aria-label={t('controls.mute')}
        aria-pressed={!s.local.mic}
        onClick={() => calls.toggleMic()}
      >
        <MicIcon off={!s.local.mic} />
      </button>
      {video ? (
        <button
          type="button"
          className="hy-call-btn"
          aria-label={t('controls.camOff')}
          aria-pressed={!s.local.cam}
          onClick={() => calls.toggleCam()}
        >
          <CamIcon off={!s.local.cam} />
        </button>
      ) : null}
      {video ? (
        <button type="button" className="hy-call-btn" aria-label={t('controls.switchCamera')} onClick={() => void calls.switchCamera()}>
          <FlipIcon />
        </button>
      ) : null}
      {video && !outgoing ? (
        <button type="button" className="hy-call-btn" aria-label={t('controls.toAudio')} onClick={() => void calls.switchToAudio()}>
          <PhoneIcon />
        </button>
      ) : null}
      {s.outputs.length > 0 ? (
        <label className="hy-call-output">
          <span className="hy-visually-hidden">{t('controls.output')}</span>
          <select value={s.outputId} onChange={(e) => (calls.store.outputId = e.target.value)} title={t('controls.output')}>
            <option value="">{t('controls.defaultOutput')}</option>
            {s.outputs
              .filter((o) => o.deviceId && o.deviceId !== 'default')
              .map((o, i) => (
                <option key={o.deviceId} value={o.deviceId}>
                  {o.label || `${t('controls.output')} ${i + 1}`}
                </option>
              ))}
          </select>
        </label>
      ) : null}
      <button
        type="button"
        className="hy-call-btn hy-call-btn--end"
        aria-label={t(outgoing ? 'controls.cancel' : 'controls.hangUp')}
        data-testid="call-hang-up"
        onClick={() => void calls.hangUp()}
      >
        <HangUpIcon />
      </button>
    </div>
  );
}
