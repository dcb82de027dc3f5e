import { subscribeKey } from 'valtio/vanilla/utils';
import type { Locale } from '../../../common/locale.ts';
import { conversationIdOf, groupIdOf } from '../../../protocol/model.ts';
import { EVENT, TYPES, type ChatEngine, type Conversation, type Message } from '../engine/types.ts';
import { setUnread, type UiStore } from '../store/ui.ts';
import { createConversationsStore, setConversations, setCurrentConversation } from './store/conversations.ts';
import {
  createMessagesStore,
  findMessage,
  historyOf,
  patchMessage,
  prependHistory,
  removeMessages,
  upsertMessages,
} from './store/messages.ts';
import { createSessionStore, requestJump, showToast, type SessionMode } from './store/session.ts';
import { createGroupsStore, forgetGroup, setGroup, type GroupInfo, type GroupMember } from './store/groups.ts';
import { createContactsStore } from './store/contacts.ts';
import { createSearchUiStore } from './store/search.ts';
import { loadApplications, isApplicationNotice } from './group-applications/applications.ts';
import { groupLeftBy } from './lib/group-notices.ts';
import { obtainVisitorSession, requestGreeting, visitorLoginSig } from './session/visitor-session.ts';
import { flushPages } from './desk/page-tracker.ts';
import { engineLoginSig } from './session/staff-session.ts';
import type { StaffCredentials } from './session/staff-session.ts';
import { kickedOutText, signatureProblem } from './session/user-session.ts';
import { TypingIndicators } from './session/typing.ts';
import { CallController } from './call/call-controller.ts';

type Handler = (event: { name: string; data: unknown }) => void;
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** History page size while looking for a picked search result (the server's maximum). */
const JUMP_PAGE = 100;
/** SPEC §8: 'failed to enter conversation' shows for 1 s. */
const ENTER_FAILED_TOAST_MS = 1000;

/**
 * One element's chat: the engine, the valtio slices and the engine events that feed them. Screens read the
 * slices and call the controller; the controller never touches the DOM.
 */
export class ChatController {
  readonly engine: ChatEngine;
  readonly ui: UiStore;
  readonly session = createSessionStore();
  readonly conversations = createConversationsStore();
  readonly messages = createMessagesStore();
  readonly groups = createGroupsStore();
  readonly contacts = createContactsStore();
  readonly search = createSearchUiStore();
  /** Voice and video calls (their slice is `calls.store`). */
  readonly calls: CallController;
  readonly serverUrl: string;
  locale: Locale;
  t: Translate;
  #handlers: [string, Handler][] = [];
  #unsubscribe: (() => void)[] = [];
  readonly #typing = new TypingIndicators(this.session.typing);
  #receiptsSent = new Set<string>();

  constructor(engine: ChatEngine, ui: UiStore, options: { serverUrl: string; locale: Locale; t: Translate }) {
    this.engine = engine;
    this.ui = ui;
    this.serverUrl = options.serverUrl;
    this.locale = options.locale;
    this.t = options.t;
    this.calls = new CallController(engine, this.session, ui);
    this.#listen(EVENT.MESSAGE_RECEIVED, (data) => this.#onReceived(data as Message[]));
    this.#listen(EVENT.MESSAGE_REVOKED, (data) => {
      for (const m of data as Partial<Message>[])
        patchMessage(this.messages, m.conversationID!, m.ID!, { isRevoked: true, revoker: m.revoker ?? '' });
    });
    this.#listen(EVENT.MESSAGE_DELETED, (data) => {
      const d = data as { conversationID: string; messageIDList: string[] };
      removeMessages(this.messages, d.conversationID, d.messageIDList);
    });
    this.#listen(EVENT.MESSAGE_MODIFIED, (data) => this.#onModified(data as Partial<Message>[]));
    this.#listen(EVENT.MESSAGE_READ_RECEIPT_RECEIVED, (data) => {
      for (const r of data as {
        conversationID: string;
        messageID: string;
        readCount: number;
        unreadCount: number;
        isPeerRead: boolean;
      }[]) {
        patchMessage(this.messages, r.conversationID, r.messageID, {
          isPeerRead: r.isPeerRead,
          readReceiptInfo: { isPeerRead: r.isPeerRead, readCount: r.readCount, unreadCount: r.unreadCount },
        });
      }
    });
    this.#listen(EVENT.CONVERSATION_LIST_UPDATED, (data) => setConversations(this.conversations, data as Conversation[]));
    this.#listen(EVENT.NET_STATE_CHANGE, (data) => {
      const state = (data as { state: string }).state;
      const was = this.session.net;
      this.session.net =
        state === TYPES.NET_STATE_DISCONNECTED ? 'disconnected' : state === TYPES.NET_STATE_CONNECTING ? 'connecting' : 'connected';
      if (was !== 'connected' && this.session.net === 'connected') void this.#catchUpOpenGroup();
    });
    this.#listen(EVENT.TYPING_STATUS, (data) =>
      this.#typing.received(data as { conversationID: string; from: string; status: string }, this.session.userID),
    );
    this.#listen(EVENT.GROUP_CHANGED, (data) => this.#onGroupChanged(data as { groupID?: string; action?: string }));
    this.#listen(EVENT.KICKED_OUT, (data) => {
      this.session.status = 'failed';
      this.session.error = kickedOutText(data, this.t);
    });
    // Opening the window on the current conversation clears the dot and marks it read.
    this.#unsubscribe.push(
      subscribeKey(ui, 'open', (open) => {
        if (open) this.#markCurrentRead();
      }),
    );
  }

  #listen(name: string, fn: (data: unknown) => void): void {
    const handler: Handler = (event) => fn(event.data);
    this.engine.on(name, handler);
    this.#handlers.push([name, handler]);
  }

  async dispose(): Promise<void> {
    for (const [name, handler] of this.#handlers) this.engine.off(name, handler);
    for (const stop of this.#unsubscribe) stop();
    this.#typing.dispose();
    this.calls.dispose();
    await this.engine.destroy();
  }

  // ---- sessions ---------------------------------------------------------------------------------------

  /** SPEC §4 anonymous chat start: identity (owChat), log out, log in, open the C2C conversation with tradeId; greet. */
  async startVisitor(): Promise<void> {
    await this.#start('visitor', async () => {
      const { session, fresh } = await obtainVisitorSession(this.serverUrl, this.locale);
      flushPages();
      await this.engine.logout().catch(() => undefined);
      await this.engine.login({ userID: session.signature.userId, userSig: visitorLoginSig(session, this.engine.kind) });
      this.session.userID = session.signature.userId;
      const conversationID = conversationIdOf('C2C', session.tradeId);
      const greet = () =>
        void requestGreeting(this.serverUrl, this.locale, session).catch((err: unknown) => console.warn('[hy-chat] greeting failed', err));
      if (fresh) greet();
      // The window is usable at once; the history arrives while the visitor starts typing.
      void this.openConversation(conversationID).then(() => {
        if (!fresh && historyOf(this.messages, conversationID).list.length === 0) greet();
      });
    });
  }

  /** Staff signed in on the host page (demo), or a partner's user (`user-id`/`user-sig`): log in with the signature and show their conversations. */
  async startStaff(credentials: StaffCredentials): Promise<void> {
    this.#signature = credentials.userSig;
    await this.#start('staff', async () => {
      await this.engine.logout().catch(() => undefined);
      await this.engine.login({ userID: credentials.userID, userSig: engineLoginSig(credentials, this.engine.kind) });
      this.session.userID = credentials.userID;
      setCurrentConversation(this.conversations, null);
      const r = await this.engine.getConversationList();
      setConversations(this.conversations, r.data.conversationList);
      void loadApplications(this);
    });
  }

  #signature = '';
  /**
   * A fresh signature for the signed-in user (the console renews its staff's before they expire): kept for the
   * next reconnect and upload, or, after the server ended the sign-in, a new start with it.
   */
  renewSignature(credentials: StaffCredentials): void {
    if (credentials.userSig === this.#signature) return;
    if (this.session.status === 'failed') void this.startStaff(credentials);
    else if (credentials.userID === this.session.userID) {
      this.#signature = credentials.userSig;
      this.engine.renewUserSig?.(credentials.userSig);
    }
  }

  async #start(mode: SessionMode, run: () => Promise<void>): Promise<void> {
    this.session.mode = mode;
    this.session.status = 'starting';
    this.session.error = '';
    try {
      await run();
      this.session.status = 'ready';
    } catch (err) {
      console.warn('[hy-chat] chat start failed', err);
      this.session.status = 'failed';
      this.session.error = signatureProblem(err, this.t) ?? ((err as { message?: string }).message || this.t('session.startFailed'));
    }
  }

  // ---- conversations and history ---------------------------------------------------------------------

  async openConversation(conversationID: string | null): Promise<void> {
    setCurrentConversation(this.conversations, conversationID);
    this.session.quote = null;
    this.session.selection = null;
    if (!conversationID) return;
    const history = historyOf(this.messages, conversationID);
    const groupID = groupIdOf(conversationID);
    if (groupID) void this.loadGroup(groupID);
    if (!history.loaded) await this.loadMore(conversationID);
    this.#markCurrentRead();
  }

  /** Group profile (own role and mute) and the first 100 members (mention list, management panel). */
  async loadGroup(groupID: string): Promise<void> {
    try {
      const [profile, members] = await Promise.all([
        this.engine.getGroupProfile({ groupID }),
        this.engine.getGroupMemberList({ groupID, count: 100, offset: 0 }),
      ]);
      const group = (profile.data as { group: Omit<GroupInfo, 'members'> }).group;
      const page = members.data as { memberList: GroupMember[]; offset?: number };
      setGroup(this.groups, {
        groupID,
        type: group.type,
        name: group.name,
        avatar: group.avatar,
        notification: group.notification,
        introduction: group.introduction,
        ownerID: group.ownerID,
        memberCount: group.memberCount,
        joinOption: group.joinOption,
        muteAllMembers: group.muteAllMembers,
        selfInfo: group.selfInfo,
        members: page.memberList,
        nextOffset: page.offset ?? 0,
      });
    } catch (err) {
      console.warn('[hy-chat] group load failed', err);
    }
  }

  /** The user is no longer in the group (dismissed, removed, quit): its panels close and the list shows again (SPEC §4). */
  leaveGroup(groupID: string): void {
    forgetGroup(this.groups, groupID);
    if (this.conversations.currentID === conversationIdOf('GROUP', groupID)) void this.openConversation(null);
    void this.engine.getConversationList().then(
      (r) => setConversations(this.conversations, r.data.conversationList),
      () => undefined,
    );
  }

  #onGroupChanged({ groupID, action = '' }: { groupID?: string; action?: string }): void {
    if (!groupID) return;
    if (action === 'dismissed' || action === 'removed' || action === 'quit') return this.leaveGroup(groupID);
    if (action.startsWith('application') || action === 'role' || action === 'owner' || action === 'created' || action === 'joined')
      void loadApplications(this);
    if (this.groups.byID[groupID]) void this.loadGroup(groupID);
  }

  /** Next older page ('view more'); the first call loads the newest page. `count`: page size (engine default 15). */
  async loadMore(conversationID: string, count?: number): Promise<void> {
    const history = historyOf(this.messages, conversationID);
    if (history.loading || (history.loaded && history.isCompleted)) return;
    history.loading = true;
    try {
      const r = await this.engine.getMessageList({
        conversationID,
        ...(history.loaded && history.nextReqMessageID ? { nextReqMessageID: history.nextReqMessageID } : {}),
        ...(count ? { count } : {}),
      });
      prependHistory(this.messages, conversationID, r.data);
    } catch (err) {
      console.warn('[hy-chat] history failed', err);
    } finally {
      history.loading = false;
    }
  }

  /**
   * A picked search result (SPEC §4): opens its conversation, loads older history until the message is there (pages
   * of JUMP_PAGE, back to the start if need be), then asks the message list to scroll to it and blink. Returns
   * false, after the SPEC §8 toast, when the conversation cannot be entered or the message is no longer there.
   */
  async openMessage(conversationID: string, messageID: string): Promise<boolean> {
    await this.openConversation(conversationID);
    const history = historyOf(this.messages, conversationID);
    if (!history.loaded) {
      this.toast('error', this.t('search:enterFailed'), ENTER_FAILED_TOAST_MS);
      if (this.conversations.currentID === conversationID) await this.openConversation(null);
      return false;
    }
    while (!findMessage(this.messages, conversationID, messageID) && !history.isCompleted) {
      const before = history.list.length;
      await this.loadMore(conversationID, JUMP_PAGE);
      if (history.list.length === before) break; // the page failed (logged by loadMore)
    }
    if (this.conversations.currentID !== conversationID) return false; // the user went elsewhere meanwhile
    if (!findMessage(this.messages, conversationID, messageID)) {
      this.toast('warning', this.t('message.quoteNotFound'));
      return false;
    }
    requestJump(this.session, conversationID, messageID);
    return true;
  }

  /** 'back to latest' when the loaded history stops before the conversation's last message: fetch the newest page. */
  async reloadLatest(conversationID: string): Promise<void> {
    const history = historyOf(this.messages, conversationID);
    Object.assign(history, { list: [], nextReqMessageID: '', isCompleted: false, loaded: false });
    await this.loadMore(conversationID);
  }

  /**
   * Back online: the open group conversation gets its newest page. A Community's messages are pushed live only
   * (server access.ts `audience`), so those sent while the socket was down are not replayed by the event log; a
   * gap longer than the page starts the history again from the newest.
   */
  async #catchUpOpenGroup(): Promise<void> {
    const id = this.conversations.currentID;
    const groupID = id && groupIdOf(id);
    if (!id || !groupID) return;
    // other groups' messages come back through the event log's catch-up
    const type = this.groups.byID[groupID]?.type;
    if (type && type !== 'Community') return;
    const history = historyOf(this.messages, id);
    if (!history.loaded || history.loading) return;
    const newest = history.list[history.list.length - 1];
    const page = (await this.engine.getMessageList({ conversationID: id }).catch(() => null))?.data.messageList;
    if (!page) return;
    if (newest && page.length > 0 && !page.some((m) => m.ID === newest.ID)) await this.reloadLatest(id);
    else upsertMessages(this.messages, id, page);
  }

  applyConversationList(list: Conversation[]): void {
    setConversations(this.conversations, list);
  }

  #markCurrentRead(): void {
    const id = this.conversations.currentID;
    if (!id || !this.ui.open) return;
    setUnread(this.ui, false);
    void this.engine.setMessageRead({ conversationID: id }).catch(() => undefined);
  }

  // ---- events ----------------------------------------------------------------------------------------

  #onReceived(list: Message[]): void {
    if (list.some(isApplicationNotice)) void loadApplications(this);
    for (const m of list) {
      const left = groupLeftBy(m);
      if (left) this.leaveGroup(left);
    }
    const byConversation = new Map<string, Message[]>();
    for (const m of list) byConversation.set(m.conversationID, [...(byConversation.get(m.conversationID) ?? []), m]);
    for (const [conversationID, messages] of byConversation) {
      const history = historyOf(this.messages, conversationID);
      if (history.loaded || conversationID === this.conversations.currentID) upsertMessages(this.messages, conversationID, messages);
      const fromPeer = messages.some((m) => m.flow === 'in');
      if (!fromPeer) continue;
      this.#typing.clear(conversationID);
      if (!this.ui.open || conversationID !== this.conversations.currentID) setUnread(this.ui, true);
      else this.#markCurrentRead();
    }
  }

  #onModified(list: Partial<Message>[]): void {
    for (const change of list) {
      if (!change.conversationID || !change.ID) continue;
      const current = findMessage(this.messages, change.conversationID, change.ID);
      if (!current) continue;
      if (change.reactionList) {
        const reactions = current.reactionList.slice();
        for (const r of change.reactionList) {
          const i = reactions.findIndex((x) => x.reactionID === r.reactionID);
          if (i >= 0) reactions[i] = r;
          else reactions.push(r);
        }
        patchMessage(this.messages, change.conversationID, change.ID, { reactionList: reactions.filter((r) => r.totalUserCount > 0) });
      } else {
        const { reactionList: _r, ...rest } = change;
        patchMessage(this.messages, change.conversationID, change.ID, rest);
      }
    }
  }

  // ---- read receipts -----------------------------------------------------------------------------------

  /** SPEC §4: an incoming message asking for a receipt gets one, once, when it has been seen. */
  sendReadReceipt(message: Message): void {
    if (message.flow !== 'in' || !message.needReadReceipt || this.#receiptsSent.has(message.ID)) return;
    this.#receiptsSent.add(message.ID);
    void this.engine.sendMessageReadReceipt([message]).catch((err: unknown) => {
      this.#receiptsSent.delete(message.ID);
      console.warn('[hy-chat] read receipt failed', err);
    });
  }

  toast(type: 'success' | 'warning' | 'error' | 'normal', text: string, ms?: number): void {
    showToast(this.session, type, text, ms);
  }
}
