import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { NEWS_CATEGORIES, NEWS_LIMITS, localesOfCategory } from '../../../common/console/content.ts';
import type { NewsCategory, NewsEntryInput, NewsVersionInput, WireNewsEntry } from '../../../common/console/content.ts';
import { LOCALES } from '../../../common/locale.ts';
import type { Locale } from '../../../common/locale.ts';
import { ApiFailure } from '../api/http.ts';
import { createNews, deleteNews, getNews, publishNews, saveNews, unpublishNews } from './api.ts';
import { MediaPicker } from './MediaPicker.tsx';
import { RichTextEditor } from './RichTextEditor.tsx';
import { formatTime, localInputValue } from './time.ts';

type Versions = Record<Locale, NewsVersionInput>;
const EMPTY: NewsVersionInput = { title: '', introduction: '', html: '' };
const LANG: Record<Locale, string> = { zh_CN: 'zh-CN', en_US: 'en' };

/** The input the server gets: the category's languages that have anything written. */
function inputOf(category: NewsCategory, coverUrl: string, link: string, versions: Versions): NewsEntryInput {
  const written = localesOfCategory(category).filter((l) => versions[l].title || versions[l].introduction || versions[l].html);
  return {
    category,
    coverUrl,
    link: category === 3 ? link.trim() : '',
    versions: Object.fromEntries(written.map((l) => [l, versions[l]])),
  };
}

/**
 * One article with its Chinese and English versions side by side (a brief: Chinese only): title, summary and
 * rich-text body per language, the cover from the media library, then save as draft, publish now, schedule, or
 * unpublish; the state and its time are shown and announced.
 */
export function NewsEditor() {
  const { t, i18n } = useTranslation('content');
  const common = useTranslation().t;
  const navigate = useNavigate();
  const params = useParams();
  const entryId = params.entryId ? Number(params.entryId) : null;
  const [entry, setEntry] = useState<WireNewsEntry | null>(null);
  const [category, setCategory] = useState<NewsCategory>(1);
  const [coverUrl, setCoverUrl] = useState('');
  const [link, setLink] = useState('');
  const [versions, setVersions] = useState<Versions>({ zh_CN: EMPTY, en_US: EMPTY });
  const [at, setAt] = useState('');
  const [picking, setPicking] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const show = (loaded: WireNewsEntry) => {
    setEntry(loaded);
    setCategory(loaded.category);
    setCoverUrl(loaded.coverUrl);
    setLink(loaded.link);
    setVersions({ zh_CN: loaded.versions.zh_CN ?? EMPTY, en_US: loaded.versions.en_US ?? EMPTY });
    setAt(localInputValue(loaded.publishAt));
  };
  useEffect(() => {
    if (entryId) getNews(entryId).then(show, fail);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loaded once per article
  }, [entryId]);

  function fail(err: unknown) {
    setMessage({ ok: false, text: err instanceof ApiFailure && err.message ? err.message : common('common.failed') });
  }

  /** Saves, then runs `then` on the saved article; navigates to a new article's address. */
  async function run(then?: (saved: WireNewsEntry) => Promise<{ entry: WireNewsEntry; text: string } | null>) {
    setBusy(true);
    try {
      const input = inputOf(category, coverUrl, link, versions);
      let saved = entryId ? await saveNews(entryId, input) : await createNews(input);
      let text = t('editor.saved');
      const next = then ? await then(saved) : null;
      if (next) ({ entry: saved, text } = next);
      show(saved);
      setMessage({ ok: true, text });
      if (!entryId) void navigate(`/content/news/${saved.entryId}`, { replace: true });
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  }

  const publish = () => run(async (saved) => ({ entry: await publishNews(saved.entryId, null), text: t('editor.published') }));
  const schedule = () => {
    if (!at) return setMessage({ ok: false, text: t('editor.pickTime') });
    const iso = new Date(at).toISOString();
    return run(async (saved) => {
      const done = await publishNews(saved.entryId, iso);
      const text = done.status === 'scheduled' ? t('editor.scheduledDone', { at: formatTime(iso, i18n.language) }) : t('editor.published');
      return { entry: done, text };
    });
  };
  async function unpublish() {
    if (!entryId) return;
    setBusy(true);
    try {
      show(await unpublishNews(entryId));
      setMessage({ ok: true, text: t('editor.unpublished') });
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  }
  async function remove() {
    if (!entryId || !window.confirm(t('editor.confirmDelete'))) return;
    try {
      await deleteNews(entryId);
      void navigate('/content');
    } catch (err) {
      fail(err);
    }
  }

  const locales = localesOfCategory(category);
  const setVersion = (locale: Locale, change: Partial<NewsVersionInput>) =>
    setVersions((v) => ({ ...v, [locale]: { ...v[locale], ...change } }));
  return (
    <section aria-labelledby="editor-title" className="news-editor">
      <p>
        <Link to="/content">← {t('editor.back')}</Link>
      </p>
      <h1 id="editor-title">{entryId ? t('editor.editTitle') : t('editor.newTitle')}</h1>
      {entry && (
        <p className="state">
          {t('editor.state')}: <span className={`badge ${entry.status}`}>{t(`status.${entry.status}`)}</span>{' '}
          {entry.status === 'scheduled' && entry.publishAt && t('editor.scheduledFor', { at: formatTime(entry.publishAt, i18n.language) })}
          {entry.status === 'published' && t('editor.released', { at: formatTime(entry.releaseTime, i18n.language) })}
          {entry.status === 'published' &&
            LOCALES.filter((l) => entry.versions[l]).map((l) => (
              <a
                key={l}
                className="view"
                href={`${l === 'en_US' ? '/en' : ''}/mediaCenter/mediaCenterNews/details?id=${entry.category}&newsId=${entry.versions[l]!.id}`}
                target="_blank"
                rel="noreferrer"
              >
                {t('editor.viewOnSite', { lang: t(`editor.${l}`) })}
              </a>
            ))}
        </p>
      )}
      <p className={message?.ok === false ? 'error' : 'notice'} role={message?.ok === false ? 'alert' : 'status'} hidden={!message}>
        {message?.text}
      </p>
      {entryId && !entry ? null : (
        <form className="stack" onSubmit={(e: FormEvent) => (e.preventDefault(), void run())}>
          <label>
            {t('news.category')}
            <select value={category} onChange={(e) => setCategory(Number(e.target.value) as NewsCategory)}>
              {NEWS_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`category.${c}`)}
                </option>
              ))}
            </select>
          </label>
          <div className="cover">
            <span id="cover-label">{t('editor.cover')}</span>
            {coverUrl ? (
              <img src={coverUrl} alt={t('editor.coverAlt')} width={240} height={100} />
            ) : (
              <span className="hint">{t('editor.noCover')}</span>
            )}
            <button type="button" aria-describedby="cover-label" onClick={() => setPicking(true)}>
              {t('editor.chooseCover')}
            </button>
          </div>
          {category === 3 && (
            <label>
              {t('editor.link')}
              <input value={link} maxLength={NEWS_LIMITS.url} onChange={(e) => setLink(e.target.value)} aria-describedby="link-hint" />
              <span id="link-hint" className="hint">
                {t('editor.linkHint')}
              </span>
            </label>
          )}
          <div className="versions">
            {locales.map((locale) => (
              <fieldset key={locale} lang={LANG[locale]}>
                <legend>{t(`editor.${locale}`)}</legend>
                <label>
                  {t('editor.headline')}
                  <input
                    value={versions[locale].title}
                    maxLength={NEWS_LIMITS.title}
                    onChange={(e) => setVersion(locale, { title: e.target.value })}
                  />
                </label>
                <label>
                  {t('editor.introduction')}
                  <textarea
                    rows={3}
                    value={versions[locale].introduction}
                    maxLength={NEWS_LIMITS.introduction}
                    onChange={(e) => setVersion(locale, { introduction: e.target.value })}
                  />
                </label>
                <span>{t('editor.body')}</span>
                <RichTextEditor
                  key={`${entry?.entryId ?? 'new'}-${locale}`}
                  language={t(`editor.${locale}`)}
                  lang={LANG[locale]}
                  value={versions[locale].html}
                  onChange={(html) => setVersion(locale, { html })}
                />
              </fieldset>
            ))}
          </div>
          <div className="actions">
            <button type="submit" disabled={busy}>
              {t('editor.save')}
            </button>
            <button type="button" disabled={busy} onClick={() => void publish()}>
              {t('editor.publish')}
            </button>
            <label>
              {t('editor.scheduleAt')}
              <input type="datetime-local" step={1} value={at} onChange={(e) => setAt(e.target.value)} />
            </label>
            <button type="button" disabled={busy} onClick={() => void schedule()}>
              {t('editor.schedule')}
            </button>
            {entry && entry.status !== 'draft' && (
              <button type="button" disabled={busy} onClick={() => void unpublish()}>
                {t('editor.unpublish')}
              </button>
            )}
            {entry && (
              <button type="button" className="danger" disabled={busy} onClick={() => void remove()}>
                {t('editor.delete')}
              </button>
            )}
          </div>
        </form>
      )}
      {picking && (
        <MediaPicker
          onClose={() => setPicking(false)}
          onPick={(media) => {
            setCoverUrl(media.urls.large);
            setPicking(false);
          }}
        />
      )}
    </section>
  );
}
