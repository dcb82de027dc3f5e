import { describe, expect, it } from 'vitest';
import { imBackends, useImServer } from './backends.ts';
import { rawSocket, textOf, until } from './im-helpers.ts';
import type { ImServer } from './im-helpers.ts';

type Raw = Awaited<ReturnType<typeof rawSocket>>;

async function loggedIn(im: ImServer, userID: string, language = 'en_US'): Promise<Raw> {
  const c = await rawSocket(im.url);
  expect(await c.ask('login', { userID, userSig: im.sig(userID), language })).toMatchObject({ code: 0 });
  return c;
}

const text = (clientMsgID: string, to: string, body: string) => ({
  clientMsgID,
  to,
  conversationType: 'C2C',
  type: 'TIMTextElem',
  payload: { text: body },
});

/** A merger whose innermost entry is a text message, `levels` merger levels in all. */
function merger(levels: number): Record<string, unknown> {
  let payload: Record<string, unknown> = { text: 'innermost' };
  let type = 'TIMTextElem';
  for (let i = 0; i < levels; i++) {
    payload = {
      title: `level ${levels - i}`,
      abstractList: ['a'],
      compatibleText: 'merged',
      messageList: [{ ID: `e${i}`, type, payload }],
    };
    type = 'TIMRelayElem';
  }
  return payload;
}

for (const backend of imBackends()) {
  describe(`hostile input over WebSocket (${backend.name})`, () => {
    const im = useImServer(backend);

    it('refuses NUL in any text field with 10004 in the caller language, and stores nothing', async () => {
      const peer = await loggedIn(im, 'hi_peer');
      const en = await loggedIn(im, 'hi_en');
      const zh = await loggedIn(im, 'hi_zh', 'zh_CN');
      const profile = await en.ask('getMyProfile', {});
      const group = await en.ask('createGroup', { name: 'Deck', type: 'Public', memberList: ['hi_peer'] });
      const groupID = (group.data as { group: { groupID: string } }).group.groupID;
      const cases: [string, Record<string, unknown>, string][] = [
        ['sendMessage', text('n1', 'hi_peer', 'a\u0000b'), 'payload'],
        ['sendMessage', { ...text('n2', 'hi_peer', 'ok'), type: 'TIMCustomElem', payload: { data: '\u0000' } }, 'payload'],
        ['sendMessage', { ...text('n3', 'hi_peer', 'ok'), cloudCustomData: 'x\u0000' }, 'cloudCustomData'],
        ['updateMyProfile', { nick: 'Cap\u0000tain' }, 'nick'],
        ['createGroup', { name: 'bad\u0000', type: 'Public' }, 'name'],
        ['updateGroupProfile', { groupID, introduction: '\u0000' }, 'introduction'],
        ['searchCloudMessages', { keywordList: ['\u0000'] }, 'keywordList'],
        ['setConversationDraft', { conversationID: 'C2Chi_peer', draftText: 'draft\u0000' }, 'draftText'],
        ['setGroupAttributes', { groupID, groupAttributes: { k: 'v\u0000' } }, 'groupAttributes'],
        ['setGroupAttributes', { groupID, groupAttributes: { ['k\u0000']: 'v' } }, 'groupAttributes'],
      ];
      for (const [op, data, field] of cases) {
        const r = await en.ask(op, data);
        expect(r, op).toMatchObject({ code: 10004 });
        expect(r.message, op).toBe(`Invalid request: ${field} contains a character that is not allowed (such as NUL)`);
      }
      expect(await zh.ask('updateMyProfile', { nick: '\u0000' })).toMatchObject({
        code: 10004,
        message: '请求参数不正确: nick 含有不允许的字符（如 NUL 空字符）',
      });
      // nothing of it was stored: the peer has no message, the profile and draft are unchanged
      const history = await peer.ask('getMessageList', { conversationID: 'C2Chi_en' });
      expect(history).toMatchObject({ code: 0, data: { messageList: [] } });
      expect((await en.ask('getMyProfile', {})).data).toEqual(profile.data);
      for (const c of [peer, en, zh]) c.close();
    });

    it('treats __proto__ and constructor as unknown fields', async () => {
      const c = await loggedIn(im, 'hi_proto');
      for (const name of ['__proto__', 'constructor', 'toString']) {
        const r = await c.ask('sendMessage', { ...text(`p_${name}`, 'hi_proto', 'x'), [name]: { admin: true } });
        expect(r, name).toMatchObject({ code: 10004, message: `Invalid request: invalid field: ${name}` });
      }
      c.close();
    });

    it('commits the good messages of a batch whatever the others hold', async () => {
      const receiver = await loggedIn(im, 'hb_to');
      const senders = await Promise.all(Array.from({ length: 6 }, (_, i) => loggedIn(im, `hb_from${i}`)));
      const emoji = '\u{1F600}';
      const bodies = [
        { msg: text('b0', 'hb_to', 'good one') },
        { msg: text('b1', 'hb_to', 'bad\u0000one') },
        { msg: text('b2', 'hb_to', `lone ${emoji.slice(0, 1)}`) },
        // legitimate text whose search text (4,000 units) and custom description (8,192) would end in half an emoji
        { msg: text('b3', 'hb_to', 'a'.repeat(3999) + emoji) },
        { msg: { ...text('b4', 'hb_to', ''), type: 'TIMCustomElem', payload: { data: 'd', description: 'b'.repeat(8191) + emoji } } },
        { msg: text('b5', 'hb_to', 'good two') },
      ];
      // all at once from six sockets: they meet in the server's commit batches
      const answers = await Promise.all(senders.map((s, i) => s.ask('sendMessage', bodies[i]!.msg)));
      expect(answers.map((a) => a.code)).toEqual([0, 10004, 10004, 0, 0, 0]);
      for (const [i, s] of senders.entries()) {
        const list = await receiver.ask('getMessageList', { conversationID: `C2Chb_from${i}` });
        const stored = (list.data as { messageList: { payload: Record<string, unknown> }[] }).messageList;
        expect(stored.length, `sender ${i}`).toBe(answers[i]!.code === 0 ? 1 : 0);
        s.close();
      }
      const custom = await receiver.ask('getMessageList', { conversationID: 'C2Chb_from4' });
      const description = String(
        (custom.data as { messageList: { payload: { description: string } }[] }).messageList[0]!.payload.description,
      );
      expect(description).toBe('b'.repeat(8191));
      const long = await receiver.ask('getMessageList', { conversationID: 'C2Chb_from3' });
      expect(textOf((long.data as { messageList: { payload: Record<string, unknown> }[] }).messageList[0]!)).toBe('a'.repeat(3999) + emoji);
      receiver.close();
    });

    it('refuses a search or read-member cursor that is not an offset (10004)', async () => {
      (await loggedIn(im, 'hc_peer')).close();
      const c = await loggedIn(im, 'hc_user');
      expect(await c.ask('sendMessage', text('c1', 'hc_peer', 'needle'))).toMatchObject({ code: 0 });
      for (const cursor of ['1e308', '-1', '0x10', '1234567890123', 'abc']) {
        expect(await c.ask('searchCloudMessages', { keywordList: ['needle'], cursor }), cursor).toMatchObject({
          code: 10004,
          message: 'Invalid request: cursor is not a valid cursor',
        });
      }
      expect(await c.ask('searchCloudMessages', { keywordList: ['needle'], cursor: '0' })).toMatchObject({
        code: 0,
        data: { totalCount: 1 },
      });
      const group = await c.ask('createGroup', { name: 'Cursor crew', type: 'Public' });
      const groupID = (group.data as { group: { groupID: string } }).group.groupID;
      const sent = await c.ask('sendMessage', { ...text('c2', groupID, 'read me'), conversationType: 'GROUP', needReadReceipt: true });
      const messageID = (sent.data as { message: { ID: string } }).message.ID;
      const ask = (cursor: string) =>
        c.ask('getGroupMessageReadMemberList', { conversationID: `GROUP${groupID}`, messageID, filter: 1, cursor });
      expect(await ask('1e308')).toMatchObject({ code: 10004 });
      expect(await ask('')).toMatchObject({ code: 0 });
      c.close();
    });

    it('caps forwarded-message nesting at 10 levels and survives a 5,000-deep bundle', async () => {
      (await loggedIn(im, 'hm_peer')).close();
      const c = await loggedIn(im, 'hm_user');
      const send = (id: string, payload: unknown) => c.ask('sendMessage', { ...text(id, 'hm_peer', ''), type: 'TIMRelayElem', payload });
      expect(await send('m10', merger(10))).toMatchObject({ code: 0 });
      expect(await send('m11', merger(11))).toMatchObject({
        code: 10004,
        message: 'Invalid request: Forwarded messages can be nested at most 10 levels deep',
      });
      // built as text: JSON.stringify itself would overflow the test's stack
      const deep = '['.repeat(5000) + ']'.repeat(5000);
      const frame = JSON.stringify({
        v: 1,
        id: 5000,
        op: 'sendMessage',
        data: { ...text('m5000', 'hm_peer', ''), type: 'TIMRelayElem', payload: {} },
      });
      c.ws.send(frame.replace('"payload":{}', `"payload":{"title":"t","messageList":[${deep}]}`));
      await until(() => c.frames.some((f) => f.id === 5000), 5000, 'an answer to the deep bundle');
      expect(c.frames.find((f) => f.id === 5000)).toMatchObject({ code: 10004 });
      // the server is fine afterwards
      expect(await c.ask('sendMessage', text('after', 'hm_peer', 'still here'))).toMatchObject({ code: 0 });
      c.close();
    });

    it('logs oversized frames once, briefly, at warn', async () => {
      const before = im.server.output().length;
      const sockets = await Promise.all([1, 2, 3].map((i) => loggedIn(im, `ho_user${i}`)));
      const closed = sockets.map((s) => new Promise((r) => s.ws.addEventListener('close', r)));
      for (const s of sockets) s.ws.send('x'.repeat(200 * 1024));
      await Promise.all(closed);
      await new Promise((r) => setTimeout(r, 200));
      const log = im.server.output().slice(before);
      expect(log.match(/websocket client error/g) ?? []).toHaveLength(1);
      expect(log).not.toMatch(/Max payload size exceeded[^\n]*\\n\s+at /);
      expect(log).not.toMatch(/"level":50/);
    });
  });
}
