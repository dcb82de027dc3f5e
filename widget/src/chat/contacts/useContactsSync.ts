import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio/react';
import { parseConversationId } from '../../../../protocol/model.ts';
import { EVENT } from '../../engine/types.ts';
import type { ChatController } from '../controller.ts';
import { loadApplications, loadBlacklist, loadContacts, loadFriends, loadGroups } from './contacts-actions.ts';

type Handler = (event: { name: string; data: unknown }) => void;

/** Keeps the contacts slice current for a signed-in user: a first load, then the engine's contact events. */
export function useContactsSync(chat: ChatController, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    void loadContacts(chat);
    const warn = (err: unknown) => console.warn('[hy-chat] contacts refresh failed', err);
    const handlers: [string, Handler][] = [
      [EVENT.FRIEND_LIST_UPDATED, () => void Promise.all([loadFriends(chat), loadBlacklist(chat), loadApplications(chat)]).catch(warn)],
      [EVENT.FRIEND_APPLICATION_LIST_UPDATED, () => void loadApplications(chat).catch(warn)],
      [EVENT.BLACKLIST_UPDATED, () => void loadBlacklist(chat).catch(warn)],
      [EVENT.GROUP_LIST_UPDATED, () => void loadGroups(chat).catch(warn)],
      [
        EVENT.USER_STATUS_UPDATED,
        (e) => {
          for (const s of e.data as { userID: string; statusType: number }[]) chat.contacts.status[s.userID] = s.statusType;
        },
      ],
    ];
    for (const [name, handler] of handlers) chat.engine.on(name, handler);
    return () => {
      for (const [name, handler] of handlers) chat.engine.off(name, handler);
    };
  }, [chat, active]);
}

/**
 * SPEC §6: online dots for C2C peers when display-online-status is on. The peers of the C2C conversations and
 * the friends are subscribed (USER_STATUS_UPDATED pushes changes), never polled; 100 per call. Subscriptions
 * are the user's on the server (all devices), so they stay when this element goes.
 */
export function useOnlineStatus(chat: ChatController, enabled: boolean): void {
  const conversations = useSnapshot(chat.conversations);
  const contacts = useSnapshot(chat.contacts);
  const subscribed = useRef(new Set<string>());
  const peers = [
    ...conversations.list.map((c) => parseConversationId(c.conversationID)).flatMap((p) => (p?.type === 'C2C' ? [p.target] : [])),
    ...contacts.friends.map((f) => f.userID),
  ];
  const key = [...new Set(peers)].sort().join(',');
  useEffect(() => {
    if (!enabled || !key) return;
    const fresh = key.split(',').filter((u) => !subscribed.current.has(u));
    for (let i = 0; i < fresh.length; i += 100) {
      const userIDList = fresh.slice(i, i + 100);
      for (const u of userIDList) subscribed.current.add(u);
      void chat.engine.subscribeUserStatus({ userIDList }).then(
        (r) => {
          const ok = (r.data as { successUserList?: { userID: string; statusType: number }[] }).successUserList ?? [];
          for (const s of ok) chat.contacts.status[s.userID] = s.statusType;
        },
        (err: unknown) => {
          for (const u of userIDList) subscribed.current.delete(u);
          console.warn('[hy-chat] status subscription failed', err);
        },
      );
    }
  }, [chat, enabled, key]);
}
