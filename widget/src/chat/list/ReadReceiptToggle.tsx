import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { useChat } from '../hooks/useChat.ts';
import { receiptSettings, setUserReceipts } from '../store/receipts.ts';

/** The user's read-receipt display setting (SPEC §4); absent when the app turned receipts off. */
export function ReadReceiptToggle() {
  const { t } = useTranslation();
  const chat = useChat();
  const settings = useSnapshot(receiptSettings(chat));
  if (!settings.app) return null;
  return (
    <label className="hy-receipt-toggle">
      <input type="checkbox" checked={settings.user} onChange={(e) => setUserReceipts(chat, e.currentTarget.checked)} />
      {t('receipt.setting')}
    </label>
  );
}
