import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { useChat } from '../hooks/useChat.ts';
import { useEscape } from './useEscape.ts';
import type { GroupInfo, GroupPanelTab } from '../store/groups.ts';
import { rightsOf } from './rights.ts';
import { MainTab } from './MainTab.tsx';
import { NotificationTab } from './NotificationTab.tsx';
import { MemberTab } from './MemberTab.tsx';
import { ProfileTab } from './ProfileTab.tsx';
import { AdminTab } from './AdminTab.tsx';

/** Group-management panel (SPEC §2): tabs main, notification, member, profile, admin (managers); Escape closes. */
export function GroupPanel({ groupID }: { groupID: string }) {
  const { t } = useTranslation();
  const chat = useChat();
  const groups = useSnapshot(chat.groups);
  const group = groups.byID[groupID] as GroupInfo | undefined;
  const rights = rightsOf(group?.selfInfo?.role, group?.type ?? '', group?.memberCount ?? group?.members.length ?? 0);
  const tabs: GroupPanelTab[] = ['main', 'notification', 'member', 'profile', ...(rights.adminTab ? (['admin'] as const) : [])];
  const current = groups.panel?.tab && tabs.includes(groups.panel.tab) ? groups.panel.tab : 'main';
  const close = () => (chat.groups.panel = null);
  useEscape(close);
  const show = (tab: GroupPanelTab) => (chat.groups.panel = { groupID, tab });
  return (
    <div className="hy-group-panel" role="dialog" aria-modal="true" aria-labelledby="hy-group-panel-title" data-testid="group-panel">
      <div className="hy-group-box__head">
        <h4 id="hy-group-panel-title">{t('groups.panel.title')}</h4>
        <button type="button" className="hy-icon-btn" aria-label={t('window.close')} onClick={close} autoFocus>
          ×
        </button>
      </div>
      <div className="hy-group-tabs" role="tablist" aria-label={t('groups.panel.title')}>
        {tabs.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`hy-group-tab-${tab}`}
            aria-controls="hy-group-tabpanel"
            aria-selected={tab === current}
            onClick={() => show(tab)}
          >
            {t(`groups.tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div className="hy-group-tabpanel" role="tabpanel" id="hy-group-tabpanel" aria-labelledby={`hy-group-tab-${current}`}>
        {!group ? (
          <p className="hy-list-note">{t('list.loading')}</p>
        ) : current === 'main' ? (
          <MainTab group={group} rights={rights} show={show} />
        ) : current === 'notification' ? (
          <NotificationTab group={group} rights={rights} />
        ) : current === 'member' ? (
          <MemberTab group={group} rights={rights} />
        ) : current === 'profile' ? (
          <ProfileTab group={group} rights={rights} />
        ) : (
          <AdminTab group={group} rights={rights} />
        )}
      </div>
    </div>
  );
}
