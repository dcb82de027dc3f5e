import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { useChat } from '../hooks/useChat.ts';
import { ApplicationBanner } from '../group-applications/ApplicationBanner.tsx';
import { ApplicationPanel } from '../group-applications/ApplicationPanel.tsx';
import { GroupPanel } from './GroupPanel.tsx';

/** The group profile entry of the chat header (SPEC §2): opens the group-management panel. */
export function GroupEntryButton({ groupID }: { groupID: string }) {
  const { t } = useTranslation();
  const chat = useChat();
  return (
    <button
      type="button"
      className="hy-icon-btn"
      aria-label={t('groups.panel.open')}
      aria-haspopup="dialog"
      data-testid="group-entry"
      onClick={() => (chat.groups.panel = { groupID, tab: 'main' })}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="currentColor">
        <circle cx="5" cy="12" r="2" />
        <circle cx="12" cy="12" r="2" />
        <circle cx="19" cy="12" r="2" />
      </svg>
    </button>
  );
}

/** What a group chat adds below its header: the application banner, and the panels when open. */
export function GroupChatExtras({ groupID }: { groupID: string }) {
  const chat = useChat();
  const groups = useSnapshot(chat.groups);
  return (
    <>
      <ApplicationBanner groupID={groupID} />
      {groups.panel?.groupID === groupID ? <GroupPanel groupID={groupID} /> : null}
      {groups.applicationsOf === groupID ? <ApplicationPanel groupID={groupID} /> : null}
    </>
  );
}
