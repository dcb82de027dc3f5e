import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { useWidgetConfig } from '../../context.ts';
import { useChat } from '../hooks/useChat.ts';
import { unreadBadge } from '../store/conversations.ts';
import { displayName, toggleSection, type ContactSection, type ContactSelection, type ContactUser } from '../store/contacts.ts';
import { markApplicationsRead, searchUser } from './contacts-actions.ts';
import { useServiceAccounts } from './service-accounts.ts';

interface Row {
  key: string;
  label: string;
  sub?: string;
  select: NonNullable<ContactSelection>;
}

/** The contact screen's left list (SPEC §2): search by user ID, then the sections, each toggled by a click. */
export function ContactList() {
  const { t } = useTranslation('contacts');
  const chat = useChat();
  const config = useWidgetConfig();
  const contacts = useSnapshot(chat.contacts);
  const serviceIds = useServiceAccounts(config.serverUrl);
  const [keyword, setKeyword] = useState('');
  const [lastRun, setLastRun] = useState('');
  const [result, setResult] = useState<ContactUser | null>(null);
  const [note, setNote] = useState('');

  // SPEC §5: runs on Enter, blur or confirm, only if non-empty; a miss restores the list.
  const runSearch = async () => {
    const id = keyword.trim();
    if (!id || id === lastRun) return;
    setLastRun(id);
    const user = await searchUser(chat, id).catch(() => null);
    setResult(user);
    setNote(user ? '' : t('errors.noSuchUser'));
    if (!user) chat.toast('error', t('errors.noSuchUser'));
  };
  const clearSearch = () => {
    setKeyword('');
    setLastRun('');
    setResult(null);
    setNote('');
  };

  const select = (s: NonNullable<ContactSelection>) => {
    chat.contacts.selected = s;
  };
  const isSelected = (s: NonNullable<ContactSelection>) => JSON.stringify(contacts.selected) === JSON.stringify(s);

  const sections: { id: ContactSection; title: string; count?: number; rows: Row[] }[] = [
    {
      id: 'applications',
      title: t('sections.applications'),
      count: contacts.unreadApplications,
      rows: contacts.applications.map((a) => ({
        key: `${a.direction}-${a.userID}`,
        label: a.nick || a.userID,
        sub: a.direction === 'out' ? t('applications.waiting') : a.wording || t('applications.wantsToAdd'),
        select: { kind: 'user', userID: a.userID },
      })),
    },
    {
      id: 'blacklist',
      title: t('sections.blacklist'),
      rows: contacts.blacklist.map((b) => ({ key: b.userID, label: displayName(b), select: { kind: 'user', userID: b.userID } })),
    },
    {
      id: 'groups',
      title: t('sections.groups'),
      rows: contacts.groups.map((g) => ({
        key: g.groupID,
        label: g.name || g.groupID,
        sub: t(`group.types.${g.type}`),
        select: { kind: 'group', groupID: g.groupID },
      })),
    },
    {
      id: 'friends',
      title: t('sections.friends'),
      rows: contacts.friends.map((f) => ({ key: f.userID, label: displayName(f), select: { kind: 'user', userID: f.userID } })),
    },
    {
      id: 'service',
      title: t('sections.service'),
      rows: serviceIds.map((id) => ({ key: id, label: t('service.name'), sub: id, select: { kind: 'user', userID: id } })),
    },
  ];

  return (
    <nav className="hy-contacts__list" aria-label={t('contacts')}>
      <form
        className="hy-contacts__search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          void runSearch();
        }}
      >
        <input
          type="search"
          value={keyword}
          disabled={config.official}
          placeholder={t(config.official ? 'search.disabled' : 'search.placeholder')}
          aria-label={t('search.placeholder')}
          onChange={(e) => {
            setKeyword(e.target.value);
            if (!e.target.value) clearSearch();
          }}
          onBlur={() => void runSearch()}
          data-testid="contact-search"
        />
      </form>
      {note ? (
        <p className="hy-list-note" role="status">
          {note}
        </p>
      ) : null}
      {result ? (
        <div className="hy-contacts__result" data-testid="contact-search-result">
          <ContactRow
            row={{ key: result.userID, label: displayName(result), sub: result.userID, select: { kind: 'user', userID: result.userID } }}
            selected={isSelected({ kind: 'user', userID: result.userID })}
            online={contacts.status[result.userID] === 1}
            onSelect={select}
          />
          <button type="button" className="hy-btn hy-btn--ghost" onClick={clearSearch}>
            {t('search.back')}
          </button>
        </div>
      ) : (
        sections.map((s) => {
          const open = Boolean(contacts.open[s.id]);
          return (
            <section key={s.id} className="hy-contacts__section" data-section={s.id}>
              <h3 className="hy-contacts__heading">
                <button
                  type="button"
                  aria-expanded={open}
                  onClick={() => {
                    if (toggleSection(chat.contacts, s.id) && s.id === 'applications') void markApplicationsRead(chat);
                  }}
                  data-testid={`section-${s.id}`}
                >
                  <span className="hy-contacts__chevron" aria-hidden="true">
                    {open ? '▾' : '▸'}
                  </span>
                  <span className="hy-contacts__title">{s.title}</span>
                  {s.count ? (
                    <span className="hy-badge" data-testid="applications-unread">
                      {unreadBadge(s.count)}
                    </span>
                  ) : (
                    <span className="hy-contacts__count">{s.rows.length}</span>
                  )}
                </button>
              </h3>
              {open ? (
                s.rows.length ? (
                  <ul>
                    {s.rows.map((row) => (
                      <li key={row.key}>
                        <ContactRow
                          row={row}
                          selected={isSelected(row.select)}
                          online={row.select.kind === 'user' && contacts.status[row.select.userID] === 1}
                          onSelect={select}
                        />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="hy-list-note">{t('sections.empty')}</p>
                )
              ) : null}
            </section>
          );
        })
      )}
    </nav>
  );
}

function ContactRow({
  row,
  selected,
  online,
  onSelect,
}: {
  row: Row;
  selected: boolean;
  online: boolean;
  onSelect: (s: NonNullable<ContactSelection>) => void;
}) {
  const { t } = useTranslation('contacts');
  const config = useWidgetConfig();
  return (
    <button
      type="button"
      className={`hy-contact${selected ? ' hy-contact--active' : ''}`}
      aria-current={selected || undefined}
      onClick={() => onSelect(row.select)}
      data-testid="contact"
    >
      <span className="hy-msg__avatar" aria-hidden="true">
        {row.label.slice(0, 1).toUpperCase()}
        {config.displayOnlineStatus && row.select.kind === 'user' ? <span className={`hy-dot${online ? ' hy-dot--online' : ''}`} /> : null}
      </span>
      <span className="hy-contact__main">
        <span className="hy-contact__name">{row.label}</span>
        {row.sub ? <span className="hy-contact__sub">{row.sub}</span> : null}
      </span>
      {config.displayOnlineStatus && row.select.kind === 'user' ? (
        <span className="hy-visually-hidden">{online ? t('status.online') : t('status.offline')}</span>
      ) : null}
    </button>
  );
}
