import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublishState } from '../../../common/console/content.ts';
import { ApiFailure } from '../api/http.ts';
import { publishRow, unpublishRow } from './api.ts';
import { formatTime, localInputValue } from './time.ts';

/**
 * The publication of a banner or catalogue item (the model news has): its state, publish now, publish at a time,
 * unpublish. `path` is the row's address under the console API (`/content/<kind>/<key>`); the server changes every
 * language of the item together.
 */
export function PublishBar(props: {
  path: string;
  state: PublishState;
  onDone: (state: PublishState, text: string) => void;
  onError: (err: unknown) => void;
}) {
  const { t, i18n } = useTranslation('content');
  const { state } = props;
  const [at, setAt] = useState(localInputValue(state.publishAt));
  const [busy, setBusy] = useState(false);
  useEffect(() => setAt(localInputValue(state.publishAt)), [state.publishAt]);

  const run = async (work: () => Promise<PublishState>, text: (done: PublishState) => string) => {
    setBusy(true);
    try {
      const done = await work();
      props.onDone(done, text(done));
    } catch (err) {
      props.onError(err);
    } finally {
      setBusy(false);
    }
  };
  const schedule = () => {
    if (!at) return props.onError(new ApiFailure(t('editor.pickTime'), 0));
    const iso = new Date(at).toISOString();
    return run(
      () => publishRow(props.path, iso),
      (done) =>
        done.status === 'scheduled' ? t('publishing.scheduled', { at: formatTime(iso, i18n.language) }) : t('publishing.published'),
    );
  };

  return (
    <div className="actions publish-bar">
      <p className="state">
        {t('editor.state')}: <span className={`badge ${state.status}`}>{t(`status.${state.status}`)}</span>{' '}
        {state.status === 'scheduled' && state.publishAt && t('editor.scheduledFor', { at: formatTime(state.publishAt, i18n.language) })}
      </p>
      <button
        type="button"
        disabled={busy}
        onClick={() =>
          void run(
            () => publishRow(props.path, null),
            () => t('publishing.published'),
          )
        }
      >
        {t('editor.publish')}
      </button>
      <label>
        {t('editor.scheduleAt')}
        <input type="datetime-local" step={1} value={at} onChange={(e) => setAt(e.target.value)} />
      </label>
      <button type="button" disabled={busy} onClick={() => void schedule()}>
        {t('editor.schedule')}
      </button>
      {state.status !== 'draft' && (
        <button
          type="button"
          disabled={busy}
          onClick={() =>
            void run(
              () => unpublishRow(props.path),
              () => t('publishing.unpublished'),
            )
          }
        >
          {t('editor.unpublish')}
        </button>
      )}
    </div>
  );
}
