import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { useChat } from '../hooks/useChat.ts';
import { pendingOf } from '../store/groups.ts';

/** SPEC §2: 'N group join applications, tap to handle' above a group chat with pending applications. */
export function ApplicationBanner({ groupID }: { groupID: string }) {
  const { t } = useTranslation();
  const chat = useChat();
  const groups = useSnapshot(chat.groups);
  const count = pendingOf(groups, groupID);
  if (count === 0) return null;
  return (
    <button
      type="button"
      className="hy-apply-banner"
      data-testid="application-banner"
      aria-haspopup="dialog"
      onClick={() => (chat.groups.applicationsOf = groupID)}
    >
      {t('groups.applications.banner', { count })}
    </button>
  );
}
