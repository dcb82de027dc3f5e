import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { api } from '../api/http.ts';
import { EraseAction } from '../shell/EraseAction.tsx';
import { session } from '../shell/session.ts';

/** Admins: erase this visitor on request (messages, conversations, files, desk records), then back to the inbox. */
export function EraseVisitor({ visitorId }: { visitorId: string }) {
  const { t } = useTranslation('desk');
  const navigate = useNavigate();
  const { me } = useSnapshot(session);
  if (me?.role !== 'admin') return null;
  return (
    <EraseAction
      texts={{ title: t('erase.title'), hint: t('erase.hint'), button: t('erase.button'), confirm: t('erase.confirm') }}
      onErase={async () => {
        await api<null>('POST', `/desk/visitors/${encodeURIComponent(visitorId)}/erase`);
        void navigate('/conversations', { replace: true });
      }}
    />
  );
}
