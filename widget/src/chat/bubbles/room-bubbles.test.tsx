import { I18nextProvider } from 'react-i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Message } from '../../engine/types.ts';
import { createWidgetI18n } from '../../i18n/index.ts';
import { CustomBubble } from './CustomBubble.tsx';

/** A custom message as the engine hands it to the bubble. */
function custom(data: unknown, description = 'fallback description'): Message {
  return {
    ID: 'm1',
    conversationID: 'GROUPg1',
    from: 'alice',
    flow: 'in',
    type: 'TIMCustomElem',
    time: 1,
    payload: { data: JSON.stringify(data), description, extension: '' },
  } as unknown as Message;
}

function html(message: Message, locale: 'zh_CN' | 'en_US' = 'en_US'): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={createWidgetI18n(locale)}>
      <CustomBubble message={message} />
    </I18nextProvider>,
  );
}

const card = {
  version: 1,
  businessID: 'group_room_message',
  groupId: 'g1',
  roomId: '834201',
  owner: 'alice',
  ownerName: 'Alice',
  roomState: 'created',
  memberCount: 3,
  userList: [
    { userId: 'alice', nickName: 'Alice', faceUrl: '' },
    { userId: 'bob', nickName: '', faceUrl: '' },
  ],
};

describe('TUIRoomKit custom kinds', () => {
  it("draws the meeting card: owner's meeting, state, count, people and room ID, in both languages", () => {
    const en = html(custom(card));
    expect(en).toContain('data-kind="group_room_message"');
    expect(en).toContain('Alice&#x27;s meeting');
    expect(en).toContain('In progress');
    expect(en).toContain('3 in the meeting');
    expect(en).toContain('Alice, bob');
    expect(en).toContain('Room ID: 834201');
    expect(en).not.toContain('fallback description');
    const zh = html(custom(card), 'zh_CN');
    expect(zh).toContain('Alice 的会议');
    expect(zh).toContain('进行中');
    expect(zh).toContain('3 人在会议中');
    expect(zh).toContain('Alice、bob');
  });

  it('an ended meeting shows no count; a named room shows its name; unknown states and bad types stay empty', () => {
    const ended = html(custom({ ...card, roomState: 'destroyed', roomName: 'Hull survey' }));
    expect(ended).toContain('Hull survey');
    expect(ended).toContain('Ended');
    expect(ended).not.toContain('in the meeting');
    const odd = html(custom({ businessID: 'group_room_message', roomState: 'exploded', memberCount: 'x', userList: 'nobody' }));
    expect(odd).toContain('>Meeting<');
    expect(odd).not.toContain('in the meeting');
    expect(odd).not.toContain('Room ID');
  });

  it('escapes names: a nick with markup is shown as text', () => {
    const out = html(custom({ ...card, ownerName: '<img src=x onerror=alert(1)>' }));
    expect(out).not.toContain('<img');
    expect(out).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('draws an invitation: who invited to which room, and its host', () => {
    const invite = {
      platform: 'iOS',
      version: 1,
      businessID: 'ROOM_INVITE_ACTION',
      roomId: '834201',
      extInfo: '',
      data: {
        inviter: { avatarUrl: '', userId: 'alice', userName: 'Alice' },
        roomInfo: { roomId: '834201', roomName: 'Hull survey', owner: 'carol', ownerName: 'Carol', roomState: 'created' },
      },
    };
    const en = html(custom(invite));
    expect(en).toContain('data-kind="ROOM_INVITE_ACTION"');
    expect(en).toContain('Meeting invitation');
    expect(en).toContain('Alice invited you to the meeting Hull survey');
    expect(en).toContain('Host: Carol');
    expect(html(custom(invite), 'zh_CN')).toContain('Alice 邀请你加入会议 Hull survey');
    // without room info: the top-level room ID; without an inviter: the passive text
    const bare = html(custom({ businessID: 'ROOM_INVITE_ACTION', roomId: '77' }));
    expect(bare).toContain('You are invited to the meeting 77');
    expect(html(custom({ businessID: 'ROOM_INVITE_ACTION' }), 'zh_CN')).toContain('你被邀请加入会议');
  });

  it("draws a room engine signal as a notice naming its room, never the signal's raw data", () => {
    const en = html(custom({ businessID: 'tuikit_engine_room', roomId: '834201', command: 'openMic' }));
    expect(en).toContain('data-kind="tuikit_engine_room"');
    expect(en).toContain('Meeting room notice for room 834201');
    expect(en).not.toContain('openMic');
    expect(html(custom({ businessID: 'tuikit_engine_room' }), 'zh_CN')).toContain('会议房间通知');
  });

  it('other unknown kinds still show their description', () => {
    expect(html(custom({ businessID: 'parcel' }))).toContain('fallback description');
  });
});
