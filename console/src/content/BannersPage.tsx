import { useCallback, useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BANNER_JUMP_TYPES, BANNER_PAGES, BANNER_PLATES } from '../../../common/console/content.ts';
import type { BannerInput, PublishState, WireBanner } from '../../../common/console/content.ts';
import { LOCALES } from '../../../common/locale.ts';
import type { Locale } from '../../../common/locale.ts';
import { deleteBanner, listBanners, publishRow, saveBannerEntry, unpublishRow } from './api.ts';
import { ContentNav } from './ContentNav.tsx';
import { ImageChoice, useMediaPicker } from './editor-kit/MediaPicker.tsx';
import { PublishBar } from './editor-kit/PublishBar.tsx';
import { Revisions } from './editor-kit/Revisions.tsx';
import { SideBySide, refusalText, refusalsOf } from './editor-kit/SideBySide.tsx';
import { NoticeLine, useNotice } from './editor-kit/useNotice.tsx';

/** One language's version of a banner (the page it shows on is the item's). */
type Version = Omit<BannerInput, 'locale' | 'type' | 'entryId'>;
/** The form's label (banners.<key>) of a field the server may refuse. */
const FIELD_LABELS: Record<string, string> = { jumpType: 'click', plate: 'target', jumpUrl: 'address', sort: 'sort', bannerUrl: 'image' };
const BLANK: Version = { category: '', bannerUrl: '', jumpType: 1, plate: null, jumpUrl: '', sort: 0 };

interface Editing {
  entry: PublishState | null;
  type: BannerInput['type'];
  rows: Partial<Record<Locale, WireBanner>>;
  drafts: Record<Locale, Version>;
  included: Locale[];
}

function versionOf(b: WireBanner): Version {
  return { category: b.category, bannerUrl: b.bannerUrl, jumpType: b.jumpType, plate: b.plate, jumpUrl: b.jumpUrl, sort: b.sort };
}

/** A banner's rows in every language, as the form edits them. */
function editingOf(banners: WireBanner[], entryId: number | string): Editing {
  const mine = banners.filter((b) => b.entryId === entryId);
  const rows: Partial<Record<Locale, WireBanner>> = Object.fromEntries(mine.map((b) => [b.locale, b]));
  const first = mine[0]!;
  return {
    entry: { entryId: first.entryId, status: first.status, publishAt: first.publishAt, unpublishAt: first.unpublishAt },
    type: first.type,
    rows,
    drafts: { zh_CN: rows.zh_CN ? versionOf(rows.zh_CN) : BLANK, en_US: rows.en_US ? versionOf(rows.en_US) : BLANK },
    included: LOCALES.filter((l) => rows[l]),
  };
}

/**
 * Banners per page and language (SPEC §3-4): the image from the media library, what a click does (nothing, a
 * section of the site by plate, an external address) and the order, the Chinese and English versions side by side.
 * A new banner is a draft; it reaches the site when published (now or at a time, PublishBar).
 */
export default function BannersPage() {
  const { t } = useTranslation('content');
  const common = useTranslation().t;
  const [filter, setFilter] = useState<{ type: number | ''; locale: string }>({ type: 1, locale: '' });
  const [banners, setBanners] = useState<WireBanner[]>([]);
  const [editing, setEditing] = useState<Editing | null>(null);
  const { message, setMessage, fail } = useNotice();
  const media = useMediaPicker((locale: Locale, chosen) => set(locale, { bannerUrl: chosen.urls.large }));

  const reload = useCallback(() => listBanners(filter).then(setBanners, fail), [filter, fail]);
  useEffect(() => {
    void reload();
  }, [reload]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!editing) return;
    try {
      // Both versions in one call: both stored, or neither.
      const versions = Object.fromEntries(
        LOCALES.filter((l) => editing.included.includes(l)).map((l) => [l, { ...editing.drafts[l], type: editing.type }]),
      );
      const saved = await saveBannerEntry({
        ...(editing.entry ? { entryId: editing.entry.entryId } : {}),
        versions,
      });
      const entryId = saved[0]?.entryId ?? null;
      const fresh = await listBanners({ type: editing.type, locale: '' });
      const next = entryId === null ? null : editingOf(fresh, entryId);
      setEditing(next);
      setMessage({ ok: true, text: next?.entry?.status === 'published' ? t('banners.saved') : t('publishing.savedDraft') });
      await reload();
    } catch (err) {
      // The form keeps what was typed; a refused field is named with its language.
      const refused = refusalsOf(err);
      if (!refused.length) return fail(err);
      setMessage({ ok: false, text: refusalText(t, refused, (name) => t(`banners.${FIELD_LABELS[name] ?? 'image'}`)) });
    }
  }
  /** After a revision is restored: the form shows the banner as it is now. */
  async function restored(entryId: number | string, text: string) {
    if (!editing) return;
    try {
      setEditing(editingOf(await listBanners({ type: editing.type, locale: '' }), entryId));
      setMessage({ ok: true, text });
      await reload();
    } catch (err) {
      fail(err);
    }
  }
  async function remove(banner: WireBanner) {
    if (!window.confirm(t('banners.confirmDelete'))) return;
    try {
      await deleteBanner(banner.id);
      setMessage({ ok: true, text: t('banners.deleted') });
      setEditing(null);
      await reload();
    } catch (err) {
      fail(err);
    }
  }
  const set = (locale: Locale, change: Partial<Version>) =>
    setEditing((e) => (e ? { ...e, drafts: { ...e.drafts, [locale]: { ...e.drafts[locale], ...change } } } : e));
  const toggle = (locale: Locale, on: boolean) =>
    setEditing((e) => (e ? { ...e, included: on ? [...e.included, locale] : e.included.filter((l) => l !== locale) } : e));
  const action = (b: WireBanner) =>
    b.jumpType === 2 && b.plate ? t(`banners.plate.${b.plate}`) : b.jumpType === 3 ? b.jumpUrl : t('banners.jump.1');
  const first = editing && (editing.rows.zh_CN ?? editing.rows.en_US);

  return (
    <section aria-labelledby="banners-title">
      <ContentNav />
      <h1 id="banners-title">{t('banners.title')}</h1>
      <NoticeLine message={message} />
      <div className="filters">
        <label>
          {t('banners.page')}
          <select value={filter.type} onChange={(e) => setFilter({ ...filter, type: Number(e.target.value) || '' })}>
            <option value="">{t('news.all')}</option>
            {BANNER_PAGES.map((p) => (
              <option key={p} value={p}>
                {t(`banners.pages.${p}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('banners.language')}
          <select value={filter.locale} onChange={(e) => setFilter({ ...filter, locale: e.target.value })}>
            <option value="">{t('news.all')}</option>
            {LOCALES.map((l) => (
              <option key={l} value={l}>
                {t(`editor.${l}`)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          onClick={() =>
            setEditing({
              entry: null,
              type: (filter.type || 1) as BannerInput['type'],
              rows: {},
              drafts: { zh_CN: BLANK, en_US: BLANK },
              included: [...LOCALES],
            })
          }
        >
          {t('banners.new')}
        </button>
      </div>
      <table>
        <caption className="sr-only">{t('banners.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('banners.image')}</th>
            <th scope="col">{t('banners.page')}</th>
            <th scope="col">{t('banners.language')}</th>
            <th scope="col">{t('banners.click')}</th>
            <th scope="col">{t('banners.sort')}</th>
            <th scope="col">{t('news.status')}</th>
            <th scope="col">{t('banners.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {banners.map((b) => (
            <tr key={b.id}>
              <td>
                <img src={b.bannerUrl} alt={t('banners.imageOf', { id: b.id })} width={120} height={50} className="banner-thumb" />
              </td>
              <td>{t(`banners.pages.${b.type}`)}</td>
              <td>{t(`editor.${b.locale}`)}</td>
              <td>{action(b)}</td>
              <td>{b.sort}</td>
              <td>
                <span className={`badge ${b.status}`}>{t(`status.${b.status}`)}</span>
              </td>
              <td className="inline">
                <button type="button" onClick={() => setEditing(editingOf(banners, b.entryId))}>
                  {t('banners.edit', { id: b.id })}
                </button>
                <button type="button" className="danger" onClick={() => void remove(b)}>
                  {t('banners.delete', { id: b.id })}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {editing && (
        <form className="stack entry-form" aria-labelledby="banner-form-title" onSubmit={(e) => void submit(e)}>
          <h2 id="banner-form-title">{first ? t('banners.editTitle', { id: first.id }) : t('banners.new')}</h2>
          <label>
            {t('banners.page')}
            <select value={editing.type} onChange={(e) => setEditing({ ...editing, type: Number(e.target.value) as BannerInput['type'] })}>
              {BANNER_PAGES.map((p) => (
                <option key={p} value={p}>
                  {t(`banners.pages.${p}`)}
                </option>
              ))}
            </select>
          </label>
          <SideBySide included={editing.included} toggle={toggle}>
            {(locale) => (
              <BannerFields version={editing.drafts[locale]} set={(change) => set(locale, change)} pick={() => media.pick(locale)} />
            )}
          </SideBySide>
          <div className="inline">
            <button type="submit">{t('editor.save')}</button>
            <button type="button" onClick={() => setEditing(null)}>
              {common('common.cancel')}
            </button>
          </div>
          {editing.entry && first && (
            <PublishBar
              state={editing.entry}
              notices="item"
              showState
              publish={(at, until) => publishRow(`/content/banners/${first.id}`, at, until)}
              unpublish={() => unpublishRow(`/content/banners/${first.id}`)}
              onError={fail}
              onDone={(state, text) => {
                setMessage({ ok: true, text });
                setEditing({ ...editing, entry: state });
                void reload();
              }}
            />
          )}
          {editing.entry && (
            <Revisions
              area="banner"
              entry={editing.entry.entryId}
              revision={editing.rows}
              onError={fail}
              onRestored={(text) => void restored(editing.entry!.entryId, text)}
            />
          )}
        </form>
      )}
      {media.picker}
    </section>
  );
}

/** One language's image, click and order. */
function BannerFields(props: { version: Version; set: (change: Partial<Version>) => void; pick: () => void }) {
  const { t } = useTranslation('content');
  const { version, set } = props;
  return (
    <>
      <ImageChoice url={version.bannerUrl} alt={t('banners.image')} choose={t('banners.chooseImage')} onChoose={props.pick} />
      <label>
        {t('banners.click')}
        <select value={version.jumpType} onChange={(e) => set({ jumpType: Number(e.target.value) as BannerInput['jumpType'] })}>
          {BANNER_JUMP_TYPES.map((j) => (
            <option key={j} value={j}>
              {t(`banners.jump.${j}`)}
            </option>
          ))}
        </select>
      </label>
      {version.jumpType === 2 && (
        <label>
          {t('banners.target')}
          <select value={version.plate ?? ''} onChange={(e) => set({ plate: (Number(e.target.value) || null) as BannerInput['plate'] })}>
            <option value="">—</option>
            {BANNER_PLATES.map((p) => (
              <option key={p} value={p}>
                {t(`banners.plate.${p}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      {version.jumpType === 3 && (
        <label>
          {t('banners.address')}
          <input type="url" value={version.jumpUrl} maxLength={500} onChange={(e) => set({ jumpUrl: e.target.value })} />
        </label>
      )}
      <label>
        {t('banners.sort')}
        <input type="number" min={0} max={9999} value={version.sort} onChange={(e) => set({ sort: Number(e.target.value) || 0 })} />
      </label>
    </>
  );
}
