import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LinkState, NetQuality } from './call-store.ts';
import { MicIcon } from './icons.tsx';

export interface TileProps {
  userID: string;
  name: string;
  stream: MediaStream | null;
  mic: boolean;
  /** Their camera is on and the call is a video call. */
  video: boolean;
  speaking: boolean;
  quality: NetQuality | null;
  link: LinkState | null;
  ringing: boolean;
  framesDecoded: number;
  /** My own tile: never played aloud, mirrored. */
  self?: boolean;
  outputId: string;
}

const BARS: Record<NetQuality, number> = { good: 3, fair: 2, poor: 1, unknown: 0 };

/** One person of the call: their video (or initial), name, microphone-off mark, speaking ring and network quality. */
export function CallTile(p: TileProps) {
  const { t } = useTranslation('calls');
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (el.srcObject !== p.stream) el.srcObject = p.stream;
    if (p.stream) void el.play().catch(() => undefined);
  }, [p.stream]);
  useEffect(() => {
    const el = ref.current;
    if (el && !p.self && el.setSinkId && p.outputId !== undefined) void el.setSinkId(p.outputId).catch(() => undefined);
  }, [p.outputId, p.self]);
  return (
    <figure
      className={`hy-call-tile${p.speaking ? ' hy-call-tile--speaking' : ''}`}
      data-testid="call-tile"
      data-user={p.userID}
      data-self={p.self ? 'true' : undefined}
      data-mic={p.mic ? 'on' : 'off'}
      data-speaking={p.speaking ? 'true' : 'false'}
      data-frames-decoded={p.framesDecoded}
    >
      <video ref={ref} autoPlay playsInline muted={p.self} hidden={!p.video} className={p.self ? 'hy-call-tile__self' : undefined} />
      {!p.video ? (
        <span className="hy-call-tile__avatar" aria-hidden="true">
          {p.name.slice(0, 1).toUpperCase()}
        </span>
      ) : null}
      <figcaption className="hy-call-tile__caption">
        <span className="hy-call-tile__name">{p.name}</span>
        {!p.mic ? (
          <span className="hy-call-tile__mic" role="img" aria-label={t('screen.micOff')} data-testid="peer-muted">
            <MicIcon off />
          </span>
        ) : null}
        {p.speaking ? <span className="hy-visually-hidden">{t('screen.speaking')}</span> : null}
        {p.ringing ? <span className="hy-call-tile__state">{t('screen.ringing')}</span> : null}
        {p.link === 'reconnecting' ? <span className="hy-call-tile__state">{t('screen.reconnecting')}</span> : null}
        {p.quality ? (
          <span className="hy-call-tile__net" role="img" aria-label={t(`screen.quality.${p.quality}`)} data-quality={p.quality}>
            {[1, 2, 3].map((n) => (
              <i key={n} className={n <= BARS[p.quality!] ? 'on' : ''} />
            ))}
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}
