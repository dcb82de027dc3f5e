import { useCallback, useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BANNER_JUMP_TYPES, BANNER_PAGES, BANNER_PLATES } from '../../../common/console/content.ts';
import type { BannerInput, WireBanner } from '../../../common/console/content.ts';
import { LOCALES } from '../../../common/locale.ts';
import { ApiFailure } from '../api/http.ts';
import { createBanner, deleteBanner, listBanners, saveBanner } from './api.ts';
import { ContentNav } from './ContentNav.tsx';
import { MediaPicker } from './MediaPicker.tsx';

const BLANK: BannerInput = { locale: 'zh_CN', type: 1, category: '', bannerUrl: '', jumpType: 1, plate: null, jumpUrl: '', sort: 0 };

/**
 * Banners per page and language (SPEC §3-4): the image from the media library, what a click does (nothing, a
 * section of the site by plate, an external address) and the order. A saved banner is on the site at once.
 */
export default function BannersPage() {
  const { t } = useTranslation('content');
  const common = useTranslation().t;
  const [filter, setFilter] = useState<{ type: number | ''; locale: string }>({ type: 1, locale: '' });
  const [banners, setBanners] = useState<WireBanner[]>([]);
  const [editing, setEditing] = useState<{ id: number | null; input: BannerInput } | null>(null);
  const [picking, setPicking] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const fail = useCallback(
    (err: unknown) => setMessage({ ok: false, text: err instanceof ApiFailure && err.message ? err.message : common('common.failed') }),
    [common],
  );
  const reload = useCallback(() => listBanners(filter).then(setBanners, fail), [filter, fail]);
  useEffect(() => {
    void reload();
  }, [reload]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!editing) return;
    try {
      await (editing.id ? saveBanner(editing.id, editing.input) : createBanner(editing.input));
      setMessage({ ok: true, text: t('banners.saved') });
      setEditing(null);
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
      await reload();
    } catch (err) {
      fail(err);
    }
  }
  const set = (change: Partial<BannerInput>) => setEditing((e) => (e ? { ...e, input: { ...e.input, ...change } } : e));
  const action = (b: WireBanner) =>
    b.jumpType === 2 && b.plate ? t(`banners.plate.${b.plate}`) : b.jumpType === 3 ? b.jumpUrl : t('banners.jump.1');

  return (
    <section aria-labelledby="banners-title">
      <ContentNav />
      <h1 id="banners-title">{t('banners.title')}</h1>
      <p className={message?.ok === false ? 'error' : 'notice'} role={message?.ok === false ? 'alert' : 'status'} hidden={!message}>
        {message?.text}
      </p>
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
          onClick={() => setEditing({ id: null, input: { ...BLANK, type: (filter.type || 1) as BannerInput['type'] } })}
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
              <td className="inline">
                <button type="button" onClick={() => setEditing({ id: b.id, input: { ...b } })}>
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
        <form className="stack banner-form" aria-labelledby="banner-form-title" onSubmit={(e) => void submit(e)}>
          <h2 id="banner-form-title">{editing.id ? t('banners.editTitle', { id: editing.id }) : t('banners.new')}</h2>
          <label>
            {t('banners.language')}
            <select value={editing.input.locale} onChange={(e) => set({ locale: e.target.value as BannerInput['locale'] })}>
              {LOCALES.map((l) => (
                <option key={l} value={l}>
                  {t(`editor.${l}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('banners.page')}
            <select value={editing.input.type} onChange={(e) => set({ type: Number(e.target.value) as BannerInput['type'] })}>
              {BANNER_PAGES.map((p) => (
                <option key={p} value={p}>
                  {t(`banners.pages.${p}`)}
                </option>
              ))}
            </select>
          </label>
          <div className="cover">
            {editing.input.bannerUrl ? <img src={editing.input.bannerUrl} alt={t('banners.image')} width={240} height={100} /> : null}
            <button type="button" onClick={() => setPicking(true)}>
              {t('banners.chooseImage')}
            </button>
          </div>
          <label>
            {t('banners.click')}
            <select value={editing.input.jumpType} onChange={(e) => set({ jumpType: Number(e.target.value) as BannerInput['jumpType'] })}>
              {BANNER_JUMP_TYPES.map((j) => (
                <option key={j} value={j}>
                  {t(`banners.jump.${j}`)}
                </option>
              ))}
            </select>
          </label>
          {editing.input.jumpType === 2 && (
            <label>
              {t('banners.target')}
              <select
                value={editing.input.plate ?? ''}
                onChange={(e) => set({ plate: (Number(e.target.value) || null) as BannerInput['plate'] })}
              >
                <option value="">—</option>
                {BANNER_PLATES.map((p) => (
                  <option key={p} value={p}>
                    {t(`banners.plate.${p}`)}
                  </option>
                ))}
              </select>
            </label>
          )}
          {editing.input.jumpType === 3 && (
            <label>
              {t('banners.address')}
              <input type="url" value={editing.input.jumpUrl} maxLength={500} onChange={(e) => set({ jumpUrl: e.target.value })} />
            </label>
          )}
          <label>
            {t('banners.sort')}
            <input
              type="number"
              min={0}
              max={9999}
              value={editing.input.sort}
              onChange={(e) => set({ sort: Number(e.target.value) || 0 })}
            />
          </label>
          <div className="inline">
            <button type="submit">{t('editor.save')}</button>
            <button type="button" onClick={() => setEditing(null)}>
              {common('common.cancel')}
            </button>
          </div>
        </form>
      )}
      {picking && (
        <MediaPicker
          onClose={() => setPicking(false)}
          onPick={(media) => {
            set({ bannerUrl: media.urls.large });
            setPicking(false);
          }}
        />
      )}
    </section>
  );
}
