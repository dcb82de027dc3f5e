import { describe, expect, it } from 'vitest';
import { REQUEST_SHAPES } from './ops.ts';
import { MAX_NESTING, checkShape, valueProblem } from './validate.ts';

describe('protocol validation', () => {
  it('accepts a well-formed request and names the first bad field', () => {
    const ok = { clientMsgID: 'm1', to: 'bob', conversationType: 'C2C', type: 'TIMTextElem', payload: { text: 'hi' } };
    expect(checkShape(ok, REQUEST_SHAPES.sendMessage)).toBeNull();
    expect(checkShape({ ...ok, conversationType: 'ROOM' }, REQUEST_SHAPES.sendMessage)).toBe('conversationType');
    expect(checkShape({ ...ok, to: 'bad id!' }, REQUEST_SHAPES.sendMessage)).toBe('to');
    expect(checkShape({ ...ok, extra: 1 }, REQUEST_SHAPES.sendMessage)).toBe('extra');
    expect(checkShape({ ...ok, payload: [] }, REQUEST_SHAPES.sendMessage)).toBe('payload');
    expect(checkShape({ groupID: 'g', offset: 1.5 }, REQUEST_SHAPES.getGroupMemberList)).toBe('offset');
    // the heartbeat's ping carries nothing
    expect(checkShape({}, REQUEST_SHAPES.ping)).toBeNull();
    expect(checkShape({ extra: 1 }, REQUEST_SHAPES.ping)).toBe('extra');
    // bounded lists: deleteMessage takes 1 to 30 message IDs
    expect(checkShape({ conversationID: 'C2Cbob', messageIDList: ['m1'] }, REQUEST_SHAPES.deleteMessage)).toBeNull();
    expect(checkShape({ conversationID: 'C2Cbob', messageIDList: [] }, REQUEST_SHAPES.deleteMessage)).toBe('messageIDList');
    expect(checkShape({ conversationID: 'C2Cbob', messageIDList: Array(31).fill('m') }, REQUEST_SHAPES.deleteMessage)).toBe(
      'messageIDList',
    );
    expect(checkShape({ conversationID: 'C2Cbob', messageIDList: [1] }, REQUEST_SHAPES.deleteMessage)).toBe('messageIDList');
  });

  it('refuses NUL and lone surrogates in any string, nested ones and keys included', () => {
    const ok = { clientMsgID: 'm1', to: 'bob', conversationType: 'C2C', type: 'TIMTextElem', payload: { text: 'hi 😀' } };
    expect(checkShape(ok, REQUEST_SHAPES.sendMessage)).toBeNull();
    expect(checkShape({ ...ok, payload: { text: 'a\u0000b' } }, REQUEST_SHAPES.sendMessage)).toBe('payload');
    expect(checkShape({ ...ok, payload: { data: { deep: ['x', 'y\u0000'] } } }, REQUEST_SHAPES.sendMessage)).toBe('payload');
    expect(checkShape({ ...ok, payload: { ['k\u0000']: 'v' } }, REQUEST_SHAPES.sendMessage)).toBe('payload');
    expect(checkShape({ ...ok, cloudCustomData: '\u0000' }, REQUEST_SHAPES.sendMessage)).toBe('cloudCustomData');
    expect(checkShape({ ...ok, type: 'TIMTextElem\u0000' }, REQUEST_SHAPES.sendMessage)).toBe('type');
    expect(checkShape({ ...ok, atUserList: ['a', 'b\u0000'] }, REQUEST_SHAPES.sendMessage)).toBe('atUserList');
    expect(checkShape({ ...ok, payload: { text: 'half \ud83d' } }, REQUEST_SHAPES.sendMessage)).toBe('payload');
    expect(checkShape({ nick: 'Cap\u0000tain' }, REQUEST_SHAPES.updateMyProfile)).toBe('nick');
    expect(checkShape({ groupID: 'g1', name: 'x\u0000' }, REQUEST_SHAPES.updateGroupProfile)).toBe('name');
    expect(checkShape({ keywordList: ['\u0000'] }, REQUEST_SHAPES.searchCloudMessages)).toBe('keywordList');
    expect(checkShape({ conversationID: 'C2Cbob', draftText: '\u0000' }, REQUEST_SHAPES.setConversationDraft)).toBe('draftText');
    expect(checkShape({ groupID: 'g1', groupAttributes: { k: '\u0000' } }, REQUEST_SHAPES.setGroupAttributes)).toBe('groupAttributes');
    expect(valueProblem({ a: ['\u0000'] })).toBe('badText');
  });

  it('refuses values nested deeper than MAX_NESTING without overflowing the stack', () => {
    const nest = (n: number) => {
      let v: unknown = 'leaf';
      for (let i = 0; i < n; i++) v = [v];
      return v;
    };
    expect(valueProblem(nest(MAX_NESTING))).toBeNull();
    expect(valueProblem(nest(MAX_NESTING + 1))).toBe('tooDeep');
    expect(valueProblem(nest(100_000))).toBe('tooDeep');
    const ok = { clientMsgID: 'm1', to: 'bob', conversationType: 'C2C', type: 'TIMRelayElem' };
    expect(checkShape({ ...ok, payload: { messageList: nest(5000) } }, REQUEST_SHAPES.sendMessage)).toBe('payload');
  });

  it('treats Object.prototype names as unknown fields (own properties only)', () => {
    const ok = { clientMsgID: 'm1', to: 'bob', conversationType: 'C2C', type: 'TIMTextElem', payload: { text: 'hi' } };
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__']) {
      const parsed = JSON.parse(JSON.stringify(ok).replace('{', `{"${name}":{"x":1},`)) as Record<string, unknown>;
      expect(checkShape(parsed, REQUEST_SHAPES.sendMessage)).toBe(name);
      expect(checkShape(JSON.parse(`{"${name}":1}`), REQUEST_SHAPES.logout)).toBe(name);
    }
  });
});
