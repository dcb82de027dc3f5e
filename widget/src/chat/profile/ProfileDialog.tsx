import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../dialog/Dialog.tsx';
import { useChat } from '../hooks/useChat.ts';
import { mediaUrl } from '../lib/media-url.ts';
import { GENDERS, birthdayToInput, inputToBirthday, readProfile, todayInput } from './profile-fields.ts';
import type { ProfileFields } from './profile-fields.ts';

const EMPTY: ProfileFields = { nick: '', avatar: '', selfSignature: '', gender: 'Gender_Type_Unknown', birthday: 0 };

/**
 * The signed-in user's own profile (SPEC, TUIKit): avatar, nick, signature, gender and birthday, read with
 * getMyProfile, saved with updateMyProfile. A new avatar goes through the checked upload path first (engine
 * `uploadImage`, self-hosted only: on Tencent's engine the avatar is not offered for upload); the server checks
 * every field and tells a refusal in the user's language.
 */
export function ProfileDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('contacts');
  const chat = useChat();
  const [fields, setFields] = useState<ProfileFields>(EMPTY);
  const [state, setState] = useState<'loading' | 'ready' | 'uploading' | 'saving'>('loading');
  const set = (patch: Partial<ProfileFields>) => setFields((f) => ({ ...f, ...patch }));
  useEffect(() => {
    let live = true;
    chat.engine
      .getMyProfile()
      .then(({ data }) => {
        if (!live) return;
        setFields(readProfile(data));
        setState('ready');
      })
      .catch(() => live && setState('ready'));
    return () => {
      live = false;
    };
  }, [chat]);

  const upload = chat.engine.uploadImage?.bind(chat.engine);
  const pickAvatar = async (file: File | undefined) => {
    if (!file || !upload) return;
    setState('uploading');
    try {
      set({ avatar: await upload(file) });
    } catch {
      chat.toast('error', t('profile.avatarFailed'));
    }
    setState('ready');
  };

  const save = async () => {
    setState('saving');
    try {
      await chat.engine.updateMyProfile({
        nick: fields.nick.trim(),
        avatar: fields.avatar,
        selfSignature: fields.selfSignature.trim(),
        gender: fields.gender,
        birthday: fields.birthday,
      });
      chat.toast('success', t('profile.saved'));
      onClose();
    } catch (err) {
      chat.toast('error', (err as { message?: string }).message || t('profile.saveFailed'));
      setState('ready');
    }
  };

  const avatarSrc = mediaUrl(fields.avatar, chat.serverUrl);
  const busy = state !== 'ready';
  return (
    <Dialog title={t('profile.title')} onClose={onClose} testId="my-profile">
      <form
        className="hy-group-form"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <p className="hy-field__hint">{t('profile.userID', { id: chat.session.userID })}</p>
        <div className="hy-field">
          <span>{t('profile.avatar')}</span>
          {avatarSrc ? (
            <img src={avatarSrc} alt={t('profile.avatar')} width={56} height={56} data-testid="profile-avatar" />
          ) : (
            <span className="hy-field__hint">{t('profile.noAvatar')}</span>
          )}
          {upload ? (
            <label className="hy-btn hy-btn--ghost">
              {state === 'uploading' ? t('profile.uploading') : t('profile.changeAvatar')}
              <input
                type="file"
                accept="image/png,image/jpeg,image/gif,image/webp"
                hidden
                disabled={busy}
                onChange={(e) => {
                  void pickAvatar(e.target.files?.[0]);
                  e.target.value = '';
                }}
                data-testid="profile-avatar-file"
              />
            </label>
          ) : null}
        </div>
        <label className="hy-field">
          <span>{t('profile.nick')}</span>
          <input
            value={fields.nick}
            maxLength={64}
            disabled={busy}
            onChange={(e) => set({ nick: e.target.value })}
            data-testid="profile-nick"
          />
        </label>
        <label className="hy-field">
          <span>{t('profile.signature')}</span>
          <textarea
            value={fields.selfSignature}
            maxLength={200}
            rows={2}
            disabled={busy}
            onChange={(e) => set({ selfSignature: e.target.value })}
            data-testid="profile-signature"
          />
        </label>
        <label className="hy-field">
          <span>{t('profile.gender')}</span>
          <select
            value={fields.gender}
            disabled={busy}
            onChange={(e) => set({ gender: GENDERS.find((g) => g === e.target.value) ?? 'Gender_Type_Unknown' })}
            data-testid="profile-gender"
          >
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {t(`profile.genders.${g}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="hy-field">
          <span>{t('profile.birthday')}</span>
          <input
            type="date"
            value={birthdayToInput(fields.birthday)}
            min="1900-01-01"
            max={todayInput()}
            disabled={busy}
            onChange={(e) => set({ birthday: inputToBirthday(e.target.value) })}
            data-testid="profile-birthday"
          />
        </label>
        <div className="hy-modal__actions">
          <button type="button" className="hy-btn hy-btn--ghost" onClick={onClose}>
            {t('profile.cancel')}
          </button>
          <button type="submit" className="hy-btn" disabled={busy} data-testid="profile-save">
            {t('profile.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
