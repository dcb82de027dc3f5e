import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { api } from '../api/http.ts';
import { EraseAction } from '../shell/EraseAction.tsx';
import { session } from '../shell/session.ts';

/** Admins: erase this lead on request with its résumé and the chat visitor linked to it, then back to the list. */
export function EraseLead({ leadRef }: { leadRef: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { me } = useSnapshot(session);
  if (me?.role !== 'admin') return null;
  return (
    <EraseAction
      texts={{ title: t('lead.eraseTitle'), hint: t('lead.eraseHint'), button: t('lead.erase'), confirm: t('lead.confirmErase') }}
      onErase={async () => {
        await api<null>('POST', `/leads/${encodeURIComponent(leadRef)}/erase`);
        void navigate('/leads', { replace: true });
      }}
    />
  );
}
