import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../engine/types.ts';
import { audioBubbleWidth } from '../lib/audio.ts';
import { mediaUrl } from '../lib/media-url.ts';
import { useChat } from '../hooks/useChat.ts';

/** The one playing audio bubble: starting another stops it (SPEC §4). */
let playing: HTMLAudioElement | null = null;

/** Audio: width seconds × 10 + 20 px; click plays, click again stops and rewinds; disabled when risky. */
export function AudioBubble({ message }: { message: Message }) {
  const { t } = useTranslation();
  const chat = useChat();
  const audio = useRef<HTMLAudioElement>(null);
  const [on, setOn] = useState(false);
  const p = message.payload as { url?: string; second?: number };
  const seconds = Math.max(1, Math.round(p.second ?? 1));
  useEffect(() => () => audio.current?.pause(), []);
  const toggle = () => {
    const el = audio.current;
    if (!el) return;
    if (on) {
      el.pause();
      el.currentTime = 0;
      if (playing === el) playing = null;
      setOn(false);
      return;
    }
    if (playing && playing !== el) {
      playing.pause();
      playing.currentTime = 0;
    }
    playing = el;
    void el.play();
  };
  if (message.hasRiskContent) return <span className="hy-risky">{t('message.riskListen')}</span>;
  return (
    <button
      type="button"
      className="hy-bubble-audio"
      style={{ width: audioBubbleWidth(seconds) }}
      aria-pressed={on}
      aria-label={t('message.playAudio', { seconds })}
      onClick={toggle}
    >
      <span aria-hidden="true">{on ? '■' : '▶'}</span> {seconds}″
      <audio
        ref={audio}
        src={mediaUrl(p.url, chat.serverUrl) || undefined}
        preload="none"
        onPlay={() => setOn(true)}
        onPause={() => setOn(false)}
        onEnded={() => setOn(false)}
      />
    </button>
  );
}
