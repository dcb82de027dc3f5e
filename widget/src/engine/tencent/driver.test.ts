/**
 * The Tencent driver cannot reach Tencent's cloud from here (and the library does not load in Node), so these
 * tests check its mapping only: the calls and options it hands to a recording stand-in for the library's
 * ChatSDK, and how it adapts what comes back.
 */
import { describe, expect, it } from 'vitest';
import type { ChatSDK } from '@tencentcloud/chat';
import { EVENT } from '../types.ts';
import { LIBRARY_REACTIONS_UPDATED, TYPING_BUSINESS_ID, typingOf } from './adapt.ts';
import { TencentChat } from './driver.ts';

function recordingSdk() {
  const calls: { name: string; args: unknown[] }[] = [];
  const handlers = new Map<string, ((e: { name: string; data: unknown }) => void)[]>();
  const sdk = new Proxy<Record<string, unknown>>(
    {},
    {
      get(_t, name: string) {
        if (name === 'on')
          return (event: string, h: (e: { name: string; data: unknown }) => void) =>
            handlers.set(event, [...(handlers.get(event) ?? []), h]);
        if (name === 'off' || name === 'registerPlugin') return () => undefined;
        if (name === 'login')
          return (...args: unknown[]) => {
            calls.push({ name, args });
            handlers.get(EVENT.SDK_READY)?.forEach((h) => h({ name: EVENT.SDK_READY, data: {} }));
            return Promise.resolve({ code: 0, data: {} });
          };
        if (name.startsWith('create') && name.endsWith('Message'))
          return (o: { to: string; conversationType: string; payload: unknown }) => ({
            ID: 'lib-1',
            type: 'TIMCustomElem',
            status: 'unSend',
            ...o,
            conversationID: `${o.conversationType}${o.to}`,
          });
        return (...args: unknown[]) => {
          calls.push({ name, args });
          return Promise.resolve({
            code: 0,
            data: {
              message: { ID: 'lib-1', status: 'success' },
              conversationList: [{ conversationID: 'C2Cx', messageRemindType: 'AcceptNotNotify' }],
            },
          });
        };
      },
    },
  );
  const emit = (event: string, data: unknown) => handlers.get(event)?.forEach((h) => h({ name: event, data }));
  return { sdk: sdk as unknown as ChatSDK, calls, emit };
}

/** A driver over the recording stand-in, signed in (the library ready), with the login left out of the calls. */
async function signedIn(recording: ReturnType<typeof recordingSdk>): Promise<TencentChat> {
  const chat = new TencentChat(recording.sdk);
  await chat.login({ userID: 'me', userSig: 's' });
  recording.calls.length = 0;
  return chat;
}

describe('Tencent driver mapping', () => {
  it('passes calls through with the library options the port leaves implicit', async () => {
    const { sdk, calls } = recordingSdk();
    const chat = new TencentChat(sdk);
    await chat.login({ userID: 'u', userSig: 's' });
    await chat.addFriend({ to: 'v', wording: 'hi' });
    await chat.deleteFriend({ userIDList: ['v'] });
    await chat.checkFriend({ userIDList: ['v'] });
    await chat.acceptFriendApplication({ userID: 'v' });
    await chat.createGroup({ name: 'g', type: 'Public', memberList: ['a', 'b'] });
    await chat.setMessageRemindType({ conversationID: 'GROUPg1', messageRemindType: 'AcceptNotNotify' });
    await chat.setMessageRemindType({ conversationID: 'C2Cbob', messageRemindType: 'AcceptAndNotify' });
    await chat.deleteGroupMember({ groupID: 'g1', userIDList: ['a'] });
    const doomed = chat.createTextMessage({ to: 'bob', conversationType: 'C2C', payload: { text: 'x' } });
    await chat.deleteMessage([doomed]);
    expect(calls.map((c) => [c.name, c.args[0]])).toEqual([
      ['login', { userID: 'u', userSig: 's' }],
      ['addFriend', { source: 'AddSource_Type_Web', to: 'v', wording: 'hi', type: 'Add_Type_Both' }],
      ['deleteFriend', { userIDList: ['v'], type: 'Delete_Type_Both' }],
      ['checkFriend', { userIDList: ['v'], type: 'CheckResult_Type_Both' }],
      ['acceptFriendApplication', { userID: 'v', type: 'Response_Action_AgreeAndAdd' }],
      ['createGroup', { name: 'g', type: 'Public', memberList: [{ userID: 'a' }, { userID: 'b' }] }],
      ['setMessageRemindType', { groupID: 'g1', messageRemindType: 'AcceptNotNotify' }],
      ['setMessageRemindType', { userIDList: ['bob'], messageRemindType: 'AcceptAndNotify' }],
      ['deleteGroupMember', { reason: '', groupID: 'g1', userIDList: ['a'] }],
      ['deleteMessage', [doomed]],
    ]);
  });

  it('sends typing as an online-only custom message and turns received ones into TYPING_STATUS', async () => {
    const recording = recordingSdk();
    const { calls, emit } = recording;
    const chat = await signedIn(recording);
    await chat.setTypingStatus({ to: 'bob', status: 'enter' });
    const [send] = calls;
    expect(send!.name).toBe('sendMessage');
    expect(send!.args[1]).toEqual({ onlineUserOnly: true });
    expect(JSON.parse((send!.args[0] as { payload: { data: string } }).payload.data)).toMatchObject({
      businessID: TYPING_BUSINESS_ID,
      typingStatus: 1,
    });

    const typing: unknown[] = [];
    const received: unknown[] = [];
    chat.on(EVENT.TYPING_STATUS, (e) => typing.push(e.data));
    chat.on(EVENT.MESSAGE_RECEIVED, (e) => received.push(...(e.data as unknown[])));
    const signal = {
      ID: '1',
      type: 'TIMCustomElem',
      conversationType: 'C2C',
      conversationID: 'C2Cbob',
      from: 'bob',
      status: 'success',
      payload: { data: JSON.stringify({ businessID: TYPING_BUSINESS_ID, typingStatus: 0 }) },
    };
    const text = {
      ID: '2',
      type: 'TIMTextElem',
      conversationType: 'C2C',
      conversationID: 'C2Cbob',
      from: 'bob',
      status: 'success',
      payload: { text: 'hi' },
    };
    emit(EVENT.MESSAGE_RECEIVED, [signal, text]);
    expect(typing).toEqual([{ conversationID: 'C2Cbob', from: 'bob', status: 'leave' }]);
    expect(received).toEqual([expect.objectContaining({ ID: '2', progress: 1, reactionList: [] })]);
  });

  it('adapts library objects to the port (progress, reactions, isMuted)', async () => {
    const recording = recordingSdk();
    const chat = await signedIn(recording);
    const { emit } = recording;
    const m = chat.createTextMessage({ to: 'bob', conversationType: 'C2C', payload: { text: 'x' } });
    expect([m.progress, m.reactionList]).toEqual([0, []]);
    expect((await chat.sendMessage(m)).data.message.progress).toBe(1);
    expect((await chat.getConversationList()).data.conversationList[0]!.isMuted).toBe(true);
    const updated: unknown[] = [];
    chat.on(EVENT.CONVERSATION_LIST_UPDATED, (e) => updated.push(...(e.data as unknown[])));
    emit(EVENT.CONVERSATION_LIST_UPDATED, [{ conversationID: 'C2Cy', type: 'C2C', messageRemindType: 'AcceptAndNotify' }]);
    expect(updated).toEqual([expect.objectContaining({ conversationID: 'C2Cy', isMuted: false, userProfile: null })]);
    expect(typingOf({ type: 'TIMTextElem' } as never)).toBeNull();
  });

  it("turns the library's reaction updates into MESSAGE_MODIFIED with reactedByMyself", () => {
    const { sdk, emit } = recordingSdk();
    const chat = new TencentChat(sdk);
    const changes: unknown[] = [];
    chat.on(EVENT.MESSAGE_MODIFIED, (e) => changes.push(...(e.data as unknown[])));
    emit(LIBRARY_REACTIONS_UPDATED, [
      {
        messageID: 'm1',
        conversationID: 'C2Cbob',
        reactionList: [{ reactionID: '👍', totalUserCount: 2, reactedByMyself: true, partialUserList: [] }],
      },
    ]);
    expect(changes).toEqual([
      { ID: 'm1', conversationID: 'C2Cbob', reactionList: [{ reactionID: '👍', totalUserCount: 2, reactedByMyself: true }] },
    ]);
  });

  it('passes modifyMessage, drafts, group attributes and status subscriptions through to the library', async () => {
    const recording = recordingSdk();
    const { calls, emit } = recording;
    const chat = await signedIn(recording);
    const m = chat.createTextMessage({ to: 'bob', conversationType: 'C2C', payload: { text: 'x' } });
    m.payload = { text: 'edited' };
    const modified = await chat.modifyMessage(m);
    expect(modified.data.message).toMatchObject({ ID: 'lib-1', progress: 1, reactionList: [] });
    await chat.setConversationDraft({ conversationID: 'C2Cbob', draftText: 'half a thought' });
    await chat.initGroupAttributes({ groupID: 'g1', groupAttributes: { a: '1' } });
    await chat.setGroupAttributes({ groupID: 'g1', groupAttributes: { b: '2' } });
    await chat.deleteGroupAttributes({ groupID: 'g1', keyList: ['a'] });
    await chat.getGroupAttributes({ groupID: 'g1' });
    await chat.subscribeUserStatus({ userIDList: ['bob'] });
    await chat.unsubscribeUserStatus({});
    expect(calls.map((c) => [c.name, c.args[0]])).toEqual([
      ['modifyMessage', m],
      ['setConversationDraft', { conversationID: 'C2Cbob', draftText: 'half a thought' }],
      ['initGroupAttributes', { groupID: 'g1', groupAttributes: { a: '1' } }],
      ['setGroupAttributes', { groupID: 'g1', groupAttributes: { b: '2' } }],
      ['deleteGroupAttributes', { groupID: 'g1', keyList: ['a'] }],
      ['getGroupAttributes', { groupID: 'g1', keyList: [] }],
      ['subscribeUserStatus', { userIDList: ['bob'] }],
      ['unsubscribeUserStatus', { userIDList: undefined }],
    ]);
    // the library's own events reach the port's handlers under the same names
    const attrs: unknown[] = [];
    const status: unknown[] = [];
    chat.on(EVENT.GROUP_ATTRIBUTES_UPDATED, (e) => attrs.push(e.data));
    chat.on(EVENT.USER_STATUS_UPDATED, (e) => status.push(e.data));
    emit('groupAttributesUpdated', { groupID: 'g1', groupAttributes: { b: '2' } });
    emit('onUserStatusUpdated', [{ userID: 'bob', statusType: 1 }]);
    expect(attrs).toEqual([{ groupID: 'g1', groupAttributes: { b: '2' } }]);
    expect(status).toEqual([[{ userID: 'bob', statusType: 1 }]]);
  });

  it('reports calls as not supported (60007) without calling the library', async () => {
    const { sdk, calls } = recordingSdk();
    const chat = new TencentChat(sdk);
    const attempts = [
      chat.getCallConfig(),
      chat.startCall({ userIDList: ['bob'], type: 1 }),
      chat.acceptCall({ callID: 'c' }),
      chat.rejectCall({ callID: 'c' }),
      chat.cancelCall({ callID: 'c' }),
      chat.hangUpCall({ callID: 'c' }),
      chat.joinCall({ callID: 'c' }),
      chat.switchCallToAudio({ callID: 'c' }),
      chat.sendCallSignal({ callID: 'c', to: 'bob', kind: 'offer', sdp: 'v=0' }),
      chat.getCallList({}),
    ];
    for (const attempt of attempts)
      await expect(attempt).rejects.toMatchObject({
        code: 60007,
        message: 'Voice and video calls are not available with this chat service',
      });
    expect(calls).toEqual([]);
  });
});
