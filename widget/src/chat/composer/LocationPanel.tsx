import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useChat } from '../hooks/useChat.ts';
import { sendLocation } from '../actions.ts';
import { formatPlace, parsePlace } from '../lib/location.ts';

/**
 * Send a location: a description and coordinates, typed in or taken from the browser's current position
 * (navigator.geolocation). Sent as a location message; no map is loaded.
 */
export function LocationPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const chat = useChat();
  const id = useId();
  const [description, setDescription] = useState('');
  const [latitude, setLatitude] = useState('');
  const [longitude, setLongitude] = useState('');
  const [problem, setProblem] = useState('');
  const [locating, setLocating] = useState(false);

  const locate = () => {
    if (!navigator.geolocation) {
      setProblem(t('location.unavailable'));
      return;
    }
    setLocating(true);
    setProblem('');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setLatitude(position.coords.latitude.toFixed(6));
        setLongitude(position.coords.longitude.toFixed(6));
      },
      (err) => {
        setLocating(false);
        setProblem(t(err.code === err.PERMISSION_DENIED ? 'location.denied' : 'location.unavailable'));
      },
      { timeout: 10_000, maximumAge: 60_000 },
    );
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const place = parsePlace(latitude, longitude);
    if (!place) {
      setProblem(t('location.invalid'));
      return;
    }
    if (sendLocation(chat, place, description.trim() || formatPlace(place))) onClose();
  };

  return (
    <form
      className="hy-location-panel"
      aria-label={t('location.title')}
      onSubmit={submit}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <label htmlFor={`${id}-d`}>{t('location.description')}</label>
      <input id={`${id}-d`} value={description} maxLength={200} onChange={(e) => setDescription(e.currentTarget.value)} />
      <div className="hy-location-panel__coords">
        <span>
          <label htmlFor={`${id}-lat`}>{t('location.latitude')}</label>
          <input id={`${id}-lat`} inputMode="decimal" value={latitude} onChange={(e) => setLatitude(e.currentTarget.value)} />
        </span>
        <span>
          <label htmlFor={`${id}-lon`}>{t('location.longitude')}</label>
          <input id={`${id}-lon`} inputMode="decimal" value={longitude} onChange={(e) => setLongitude(e.currentTarget.value)} />
        </span>
      </div>
      {problem ? (
        <p className="hy-location-panel__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="hy-location-panel__actions">
        <button type="button" className="hy-btn hy-btn--ghost" onClick={locate} disabled={locating}>
          {locating ? t('location.locating') : t('location.useCurrent')}
        </button>
        <button type="button" className="hy-btn hy-btn--ghost" onClick={onClose}>
          {t('location.cancel')}
        </button>
        <button type="submit" className="hy-btn">
          {t('location.send')}
        </button>
      </div>
    </form>
  );
}
