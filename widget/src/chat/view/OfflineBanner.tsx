import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { useChat } from '../hooks/useChat.ts';

/** SPEC §4: 'network abnormal, please check settings' while the engine is disconnected. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const session = useSnapshot(useChat().session);
  if (session.net !== 'disconnected') return null;
  return (
    <div className="hy-offline" role="alert" data-testid="offline-banner">
      {t('net.offline')}
    </div>
  );
}
