import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QR_KEYS, SETTINGS_LIMITS, SOCIAL_KEYS } from '../../../common/site-settings.ts';
import type { SiteSettings } from '../../../common/site-settings.ts';
import { LOCALES } from '../../../common/locale.ts';
import { ApiFailure, api } from '../api/http.ts';
import { ContentNav } from './ContentNav.tsx';

/**
 * Site settings: phone, e-mail, the address in both languages, the filing number, the addresses the follow-us QR
 * codes encode (the server draws the codes) and the social links. Saved together; on the site at once.
 */
export default function SettingsPage() {
  const { t } = useTranslation('content');
  const common = useTranslation().t;
  const [settings, setSettings] = useState<SiteSettings | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const fail = (err: unknown) =>
    setMessage({ ok: false, text: err instanceof ApiFailure && err.message ? err.message : common('common.failed') });

  useEffect(() => {
    api<SiteSettings>('GET', '/content/settings').then(setSettings, fail);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loaded once
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!settings) return;
    try {
      setSettings(await api<SiteSettings>('PUT', '/content/settings', settings));
      setMessage({ ok: true, text: t('settings.saved') });
    } catch (err) {
      fail(err);
    }
  }
  const set = (change: Partial<SiteSettings>) => setSettings((s) => (s ? { ...s, ...change } : s));

  return (
    <section aria-labelledby="settings-title">
      <ContentNav />
      <h1 id="settings-title">{t('settings.title')}</h1>
      <p className={message?.ok === false ? 'error' : 'notice'} role={message?.ok === false ? 'alert' : 'status'} hidden={!message}>
        {message?.text}
      </p>
      {settings && (
        <form className="stack banner-form" aria-labelledby="settings-title" onSubmit={(e) => void submit(e)}>
          <label>
            {t('settings.phone')}
            <input value={settings.phone} maxLength={SETTINGS_LIMITS.phone} onChange={(e) => set({ phone: e.target.value })} />
          </label>
          <label>
            {t('settings.email')}
            <input type="email" value={settings.email} maxLength={SETTINGS_LIMITS.email} onChange={(e) => set({ email: e.target.value })} />
          </label>
          {LOCALES.map((l) => (
            <label key={l}>
              {t(`settings.address.${l}`)}
              <input
                value={settings.address[l]}
                maxLength={SETTINGS_LIMITS.address}
                onChange={(e) => set({ address: { ...settings.address, [l]: e.target.value } })}
              />
            </label>
          ))}
          <label>
            {t('settings.filingNumber')}
            <input
              value={settings.filingNumber}
              maxLength={SETTINGS_LIMITS.filingNumber}
              onChange={(e) => set({ filingNumber: e.target.value })}
            />
          </label>
          <fieldset>
            <legend>{t('settings.qrTitle')}</legend>
            {QR_KEYS.map((k) => (
              <label key={k}>
                {t(`settings.qr.${k}`)}
                <input
                  type="url"
                  value={settings.qr[k]}
                  maxLength={SETTINGS_LIMITS.url}
                  onChange={(e) => set({ qr: { ...settings.qr, [k]: e.target.value } })}
                />
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend>{t('settings.socialTitle')}</legend>
            {SOCIAL_KEYS.map((k) => (
              <label key={k}>
                {t(`settings.social.${k}`)}
                <input
                  type="url"
                  value={settings.social[k]}
                  maxLength={SETTINGS_LIMITS.url}
                  onChange={(e) => set({ social: { ...settings.social, [k]: e.target.value } })}
                />
              </label>
            ))}
          </fieldset>
          <div className="inline">
            <button type="submit">{t('editor.save')}</button>
          </div>
        </form>
      )}
    </section>
  );
}
