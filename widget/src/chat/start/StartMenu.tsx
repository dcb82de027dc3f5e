import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChat } from '../hooks/useChat.ts';
import { useNarrow } from '../hooks/useNarrow.ts';
import { openChatWith } from '../contacts/contacts-actions.ts';
import { CreateGroupDialog } from '../group-create/CreateGroupDialog.tsx';
import { FriendPicker } from './FriendPicker.tsx';
import { ProfileDialog } from '../profile/ProfileDialog.tsx';

type Step = { kind: 'menu' } | { kind: 'c2c' } | { kind: 'group' } | { kind: 'create'; members: string[] } | { kind: 'profile' } | null;

/**
 * Header menu (SPEC §2): start a one-to-one chat (friend picker, single) or a group chat (friend picker, then the
 * create-group dialog); on mobile both sit under one 'start conversation' entry. Also the user's own profile.
 */
export function StartMenu() {
  const { t } = useTranslation('contacts');
  const chat = useChat();
  const narrow = useNarrow();
  const [step, setStep] = useState<Step>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuOpen = step?.kind === 'menu';
  useEffect(() => {
    if (!menuOpen) return;
    menuRef.current?.querySelector('button')?.focus();
    // a press anywhere outside the menu and its button closes it
    const root = buttonRef.current?.getRootNode() as ShadowRoot | Document | undefined;
    const onDown = (e: Event) => {
      const box = buttonRef.current?.parentElement;
      if (box && !e.composedPath().includes(box)) setStep(null);
    };
    root?.addEventListener('pointerdown', onDown);
    return () => root?.removeEventListener('pointerdown', onDown);
  }, [menuOpen]);
  const close = () => {
    setStep(null);
    buttonRef.current?.focus();
  };
  const onMenuKey = (e: React.KeyboardEvent) => {
    const items = [...(menuRef.current?.querySelectorAll('button') ?? [])];
    const root = menuRef.current?.getRootNode() as ShadowRoot | undefined;
    const index = items.indexOf(root?.activeElement as HTMLButtonElement);
    if (e.key === 'Escape') {
      e.stopPropagation();
      close();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      items[(index + (e.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length]?.focus();
    }
  };
  // The dialogs sit outside .hy-start (the menu's positioning box) so they cover the whole chat.
  return (
    <>
      <div className="hy-start">
        <button
          ref={buttonRef}
          type="button"
          className={narrow ? 'hy-btn hy-btn--ghost hy-start__entry' : 'hy-icon-btn hy-start__plus'}
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          aria-label={narrow ? undefined : t('start.menu')}
          title={narrow ? undefined : t('start.menu')}
          onClick={() => setStep(menuOpen ? null : { kind: 'menu' })}
          data-testid="start-menu"
        >
          {narrow ? t('start.conversation') : '+'}
        </button>
        {menuOpen ? (
          <ul ref={menuRef} className="hy-start__menu" role="menu" aria-label={t('start.menu')} onKeyDown={onMenuKey}>
            <li role="none">
              <button type="button" role="menuitem" onClick={() => setStep({ kind: 'c2c' })} data-testid="start-c2c">
                {t('start.c2c')}
              </button>
            </li>
            <li role="none">
              <button type="button" role="menuitem" onClick={() => setStep({ kind: 'group' })} data-testid="start-group">
                {t('start.group')}
              </button>
            </li>
            <li role="none">
              <button type="button" role="menuitem" onClick={() => setStep({ kind: 'profile' })} data-testid="start-profile">
                {t('profile.title')}
              </button>
            </li>
          </ul>
        ) : null}
      </div>
      {step?.kind === 'c2c' ? (
        <FriendPicker
          title={t('start.c2c')}
          single
          onCancel={close}
          onDone={([userID]) => {
            setStep(null);
            if (userID) openChatWith(chat, 'C2C', userID);
          }}
        />
      ) : null}
      {step?.kind === 'group' ? (
        <FriendPicker title={t('start.group')} single={false} onCancel={close} onDone={(members) => setStep({ kind: 'create', members })} />
      ) : null}
      {step?.kind === 'profile' ? <ProfileDialog onClose={close} /> : null}
      {step?.kind === 'create' ? (
        <CreateGroupDialog
          memberList={step.members}
          onCancel={close}
          onCreated={(groupID) => {
            setStep(null);
            openChatWith(chat, 'GROUP', groupID);
          }}
        />
      ) : null}
    </>
  );
}
