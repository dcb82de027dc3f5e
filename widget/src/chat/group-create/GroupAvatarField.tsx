import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChat } from '../hooks/useChat.ts';
import { uploadGroupAvatar } from './create-group.ts';

/**
 * The create-group dialog's avatar (SPEC §3 create-group payload): an image uploaded through the engine's checked
 * upload, shown once the server took it. Hidden where the engine has no such upload (Tencent's library).
 */
export function GroupAvatarField({ value, onChange }: { value: string; onChange: (url: string) => void }) {
  const { t } = useTranslation('contacts');
  const chat = useChat();
  const [busy, setBusy] = useState(false);
  if (!chat.engine.uploadImage) return null;
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    const url = await uploadGroupAvatar(chat, file);
    setBusy(false);
    if (url) onChange(url);
  };
  return (
    <div className="hy-field">
      <span id="hy-group-face-label">{t('group.avatar')}</span>
      <div className="hy-group-face">
        {value ? <img src={value} alt="" width={48} height={48} data-testid="group-avatar-preview" /> : null}
        <input
          type="file"
          accept="image/*"
          aria-labelledby="hy-group-face-label"
          disabled={busy}
          onChange={(e) => {
            void pick(e.target.files?.[0]);
            e.target.value = '';
          }}
          data-testid="group-avatar"
        />
        {busy ? <span className="hy-field__hint">{t('group.avatarUploading')}</span> : null}
        {value && !busy ? (
          <button type="button" className="hy-btn hy-btn--ghost" onClick={() => onChange('')} data-testid="group-avatar-remove">
            {t('group.avatarRemove')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
