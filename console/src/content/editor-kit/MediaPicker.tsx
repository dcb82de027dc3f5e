import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiFailure } from '../../api/http.ts';
import { listMedia, uploadMedia } from '../api.ts';
import type { MediaItem } from '../api.ts';

/**
 * The media library as a modal dialog (native <dialog>: focus moves in, Escape closes): upload an image (checked by
 * content on the server, its sizes made there) or choose one of the library's, newest first.
 */
export function MediaPicker({ onPick, onClose }: { onPick: (media: MediaItem) => void; onClose: () => void }) {
  const { t } = useTranslation('content');
  const common = useTranslation().t;
  const dialog = useRef<HTMLDialogElement>(null);
  const [items, setItems] = useState<MediaItem[] | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    listMedia().then(
      (page) => setItems(page.items),
      () => setItems([]),
    );
    return () => element?.close();
  }, []);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    setMessage({ ok: true, text: t('media.uploading') });
    try {
      const media = await uploadMedia(file);
      setItems((list) => [media, ...(list ?? [])]);
      setMessage({ ok: true, text: t('media.uploaded', { name: media.name }) });
    } catch (err) {
      setMessage({ ok: false, text: err instanceof ApiFailure && err.message ? err.message : common('common.failed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <dialog ref={dialog} className="media-picker" aria-labelledby="media-title" onCancel={onClose}>
      <h2 id="media-title">{t('media.title')}</h2>
      <label className="upload">
        {t('media.upload')}
        <input type="file" accept="image/jpeg,image/png,image/webp,image/gif" disabled={busy} onChange={(e) => void upload(e)} />
      </label>
      <p className={message?.ok === false ? 'error' : 'hint'} role="status">
        {message?.text ?? ''}
      </p>
      {items && items.length === 0 && <p>{t('media.empty')}</p>}
      <ul className="media-grid">
        {items?.map((m) => (
          <li key={m.id}>
            <button type="button" aria-label={t('media.choose', { name: m.name })} onClick={() => onPick(m)}>
              <img src={m.urls.thumb} alt="" width={160} height={Math.round((160 * m.height) / m.width)} loading="lazy" />
              <span>{m.name}</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={onClose}>
        {t('media.close')}
      </button>
    </dialog>
  );
}

/**
 * The media dialog of an editor with several image fields: `pick(target)` opens it for one field, the choice goes
 * to `onPick(target, media)`; `picker` is the dialog to render (null while closed).
 */
export function useMediaPicker<T>(onPick: (target: T, media: MediaItem) => void) {
  const [target, setTarget] = useState<{ value: T } | null>(null);
  const picker = target ? (
    <MediaPicker
      onClose={() => setTarget(null)}
      onPick={(media) => {
        onPick(target.value, media);
        setTarget(null);
      }}
    />
  ) : null;
  return { pick: (value: T) => setTarget({ value }), picker };
}

/** An image field: the image chosen (or a hint when none) and the button that opens the media dialog. */
export function ImageChoice(props: { label?: string; url: string; alt: string; choose: string; empty?: string; onChoose: () => void }) {
  const id = useId();
  return (
    <div className="cover">
      {props.label && <span id={id}>{props.label}</span>}
      {props.url ? (
        <img src={props.url} alt={props.alt} width={240} height={100} />
      ) : props.empty ? (
        <span className="hint">{props.empty}</span>
      ) : null}
      <button type="button" aria-describedby={props.label ? id : undefined} onClick={props.onChoose}>
        {props.choose}
      </button>
    </div>
  );
}
