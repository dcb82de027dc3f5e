import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublishState } from '../../../../common/console/content.ts';
import { ApiFailure } from '../../api/http.ts';
import { formatTime, localInputValue } from '../time.ts';

/** The notices of a publication: an article's (news) or an item's (banners, catalogue). */
const NOTICES = {
  article: { published: 'editor.published', scheduled: 'editor.scheduledDone', unpublished: 'editor.unpublished' },
  item: { published: 'publishing.published', scheduled: 'publishing.scheduled', unpublished: 'publishing.unpublished' },
} as const;

/**
 * The publication bar every content editor shares (news, banners, catalogue): optionally the state, publish now,
 * publish at a time, either until a time if one is given (scheduled unpublish), unpublish, with the editor's own buttons before (`leading`: save) and after (`trailing`: delete).
 * `state` is null for an item not saved yet (no unpublish then); `publish` and `unpublish` do the calls (the server
 * changes every language of the item together) and return the new state.
 */
export function PublishBar<S extends PublishState>(props: {
  state: S | null;
  /** Publishes at `at` (null: now), until `until` (null: no end). */
  publish: (at: string | null, until: string | null) => Promise<S>;
  unpublish: () => Promise<S>;
  onDone: (state: S, text: string) => void;
  onError: (err: unknown) => void;
  notices: keyof typeof NOTICES;
  showState?: boolean;
  onBusy?: (busy: boolean) => void;
  leading?: ReactNode;
  trailing?: ReactNode;
}) {
  const { t, i18n } = useTranslation('content');
  const { state } = props;
  const notices = NOTICES[props.notices];
  const [at, setAt] = useState(localInputValue(state?.publishAt ?? null));
  const [end, setEnd] = useState(localInputValue(state?.unpublishAt ?? null));
  const [busy, setBusy] = useState(false);
  useEffect(() => setAt(localInputValue(state?.publishAt ?? null)), [state?.publishAt]);
  useEffect(() => setEnd(localInputValue(state?.unpublishAt ?? null)), [state?.unpublishAt]);
  const until = end ? new Date(end).toISOString() : null;

  const run = async (work: () => Promise<S>, text: (done: S) => string) => {
    setBusy(true);
    props.onBusy?.(true);
    try {
      const done = await work();
      props.onDone(done, text(done));
    } catch (err) {
      props.onError(err);
    } finally {
      setBusy(false);
      props.onBusy?.(false);
    }
  };
  const schedule = () => {
    if (!at) return props.onError(new ApiFailure(t('editor.pickTime'), 0));
    const iso = new Date(at).toISOString();
    return run(
      () => props.publish(iso, until),
      (done) => (done.status === 'scheduled' ? t(notices.scheduled, { at: formatTime(iso, i18n.language) }) : t(notices.published)),
    );
  };

  return (
    <div className="actions publish-bar">
      {props.showState && state && (
        <p className="state">
          {t('editor.state')}: <span className={`badge ${state.status}`}>{t(`status.${state.status}`)}</span>{' '}
          {state.status === 'scheduled' && state.publishAt && t('editor.scheduledFor', { at: formatTime(state.publishAt, i18n.language) })}{' '}
          {state.status !== 'draft' && state.unpublishAt && t('editor.unpublishesAt', { at: formatTime(state.unpublishAt, i18n.language) })}
        </p>
      )}
      {props.leading}
      <button
        type="button"
        disabled={busy}
        onClick={() =>
          void run(
            () => props.publish(null, until),
            () => t(notices.published),
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
      <label>
        {t('editor.unpublishAt')}
        <input type="datetime-local" step={1} value={end} onChange={(e) => setEnd(e.target.value)} />
      </label>
      {state && state.status !== 'draft' && (
        <button
          type="button"
          disabled={busy}
          onClick={() =>
            void run(
              () => props.unpublish(),
              () => t(notices.unpublished),
            )
          }
        >
          {t('editor.unpublish')}
        </button>
      )}
      {props.trailing}
    </div>
  );
}
