import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../dialog/Dialog.tsx';
import { useChat } from '../hooks/useChat.ts';

/** The signed-in user's own profile (SPEC, TUIKit): nick and signature, read with getMyProfile, saved with updateMyProfile. */
export function ProfileDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('contacts');
  const chat = useChat();
  const [nick, setNick] = useState('');
  const [signature, setSignature] = useState('');
  const [state, setState] = useState<'loading' | 'ready' | 'saving'>('loading');
  useEffect(() => {
    let live = true;
    chat.engine
      .getMyProfile()
      .then(({ data }) => {
        const p = (data as { nick?: string; selfSignature?: string; profile?: { nick?: string; selfSignature?: string } }) ?? {};
        const profile = p.profile ?? p;
        if (!live) return;
        setNick(profile.nick ?? '');
        setSignature(profile.selfSignature ?? '');
        setState('ready');
      })
      .catch(() => live && setState('ready'));
    return () => {
      live = false;
    };
  }, [chat]);

  const save = async () => {
    setState('saving');
    try {
      await chat.engine.updateMyProfile({ nick: nick.trim(), selfSignature: signature.trim() });
      chat.toast('success', t('profile.saved'));
      onClose();
    } catch (err) {
      chat.toast('error', (err as { message?: string }).message || t('profile.saveFailed'));
      setState('ready');
    }
  };

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
        <label className="hy-field">
          <span>{t('profile.nick')}</span>
          <input
            value={nick}
            maxLength={64}
            disabled={state !== 'ready'}
            onChange={(e) => setNick(e.target.value)}
            data-testid="profile-nick"
          />
        </label>
        <label className="hy-field">
          <span>{t('profile.signature')}</span>
          <textarea
            value={signature}
            maxLength={200}
            rows={2}
            disabled={state !== 'ready'}
            onChange={(e) => setSignature(e.target.value)}
            data-testid="profile-signature"
          />
        </label>
        <div className="hy-modal__actions">
          <button type="button" className="hy-btn hy-btn--ghost" onClick={onClose}>
            {t('profile.cancel')}
          </button>
          <button type="submit" className="hy-btn" disabled={state !== 'ready'} data-testid="profile-save">
            {t('profile.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
