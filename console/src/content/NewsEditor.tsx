import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { NEWS_CATEGORIES, NEWS_LIMITS, localesOfCategory } from '../../../common/console/content.ts';
import type { NewsCategory, NewsEntryInput, NewsVersionInput, WireNewsEntry } from '../../../common/console/content.ts';
import { LOCALES } from '../../../common/locale.ts';
import type { Locale } from '../../../common/locale.ts';
import { createNews, deleteNews, getNews, publishNews, saveNews, unpublishNews } from './api.ts';
import { ImageChoice, useMediaPicker } from './editor-kit/MediaPicker.tsx';
import { PublishBar } from './editor-kit/PublishBar.tsx';
import { Revisions } from './editor-kit/Revisions.tsx';
import { SideBySide } from './editor-kit/SideBySide.tsx';
import { NoticeLine, useNotice } from './editor-kit/useNotice.tsx';
import { RichTextEditor } from './RichTextEditor.tsx';
import { formatTime } from './time.ts';

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
  const navigate = useNavigate();
  const params = useParams();
  const entryId = params.entryId ? Number(params.entryId) : null;
  const [entry, setEntry] = useState<WireNewsEntry | null>(null);
  const [category, setCategory] = useState<NewsCategory>(1);
  const [coverUrl, setCoverUrl] = useState('');
  const [link, setLink] = useState('');
  const [versions, setVersions] = useState<Versions>({ zh_CN: EMPTY, en_US: EMPTY });
  const [busy, setBusy] = useState(false);
  /** Restores so far: the rich-text editors start again from the restored bodies. */
  const [restores, setRestores] = useState(0);
  const { message, setMessage, fail } = useNotice();
  const media = useMediaPicker((_: 'cover', chosen) => setCoverUrl(chosen.urls.large));

  const show = (loaded: WireNewsEntry) => {
    setEntry(loaded);
    setCategory(loaded.category);
    setCoverUrl(loaded.coverUrl);
    setLink(loaded.link);
    setVersions({ zh_CN: loaded.versions.zh_CN ?? EMPTY, en_US: loaded.versions.en_US ?? EMPTY });
  };
  useEffect(() => {
    if (entryId) getNews(entryId).then(show, fail);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loaded once per article
  }, [entryId]);

  /** Saves what the form holds; a new article gets its address. */
  async function save(): Promise<WireNewsEntry> {
    const input = inputOf(category, coverUrl, link, versions);
    const saved = entryId ? await saveNews(entryId, input) : await createNews(input);
    if (!entryId) void navigate(`/content/news/${saved.entryId}`, { replace: true });
    return saved;
  }
  async function submit() {
    setBusy(true);
    try {
      show(await save());
      setMessage({ ok: true, text: t('editor.saved') });
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
          {entry.status !== 'draft' &&
            entry.unpublishAt &&
            ` ${t('editor.unpublishesAt', { at: formatTime(entry.unpublishAt, i18n.language) })}`}
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
      <NoticeLine message={message} />
      {entryId && !entry ? null : (
        <form className="stack" onSubmit={(e: FormEvent) => (e.preventDefault(), void submit())}>
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
          <ImageChoice
            label={t('editor.cover')}
            url={coverUrl}
            alt={t('editor.coverAlt')}
            empty={t('editor.noCover')}
            choose={t('editor.chooseCover')}
            onChoose={() => media.pick('cover')}
          />
          {category === 3 && (
            <label>
              {t('editor.link')}
              <input value={link} maxLength={NEWS_LIMITS.url} onChange={(e) => setLink(e.target.value)} aria-describedby="link-hint" />
              <span id="link-hint" className="hint">
                {t('editor.linkHint')}
              </span>
            </label>
          )}
          <SideBySide locales={localesOfCategory(category)}>
            {(locale) => (
              <>
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
                  key={`${entry?.entryId ?? 'new'}-${locale}-${restores}`}
                  language={t(`editor.${locale}`)}
                  lang={LANG[locale]}
                  value={versions[locale].html}
                  onChange={(html) => setVersion(locale, { html })}
                />
              </>
            )}
          </SideBySide>
          <PublishBar
            state={entry}
            notices="article"
            publish={async (at, until) => publishNews((await save()).entryId, at, until)}
            unpublish={() => unpublishNews(entry!.entryId)}
            onBusy={setBusy}
            onError={fail}
            onDone={(done, text) => {
              show(done);
              setMessage({ ok: true, text });
            }}
            leading={
              <button type="submit" disabled={busy}>
                {t('editor.save')}
              </button>
            }
            trailing={
              entry && (
                <button type="button" className="danger" disabled={busy} onClick={() => void remove()}>
                  {t('editor.delete')}
                </button>
              )
            }
          />
        </form>
      )}
      {entry && (
        <Revisions
          area="news"
          entry={entry.entryId}
          revision={entry.updatedAt}
          onError={fail}
          onRestored={(text) =>
            getNews(entry.entryId).then((loaded) => {
              show(loaded);
              setRestores((n) => n + 1);
              setMessage({ ok: true, text });
            }, fail)
          }
        />
      )}
      {media.picker}
    </section>
  );
}
