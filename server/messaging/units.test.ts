import { describe, expect, it } from 'vitest';
import { REQUEST_SHAPES } from '../../protocol/ops.ts';
import { checkShape } from '../../protocol/validate.ts';
import { allowed } from './group-rules.ts';
import { remarkUnits } from './friendships.ts';
import { isBannedContent, probeImage } from './image-probe.ts';
import { RateLimiter } from './rate-limit.ts';
import { Moderation } from './moderation.ts';

describe('protocol validation', () => {
  it('accepts a well-formed request and names the first bad field', () => {
    const ok = { clientMsgID: 'm1', to: 'bob', conversationType: 'C2C', type: 'TIMTextElem', payload: { text: 'hi' } };
    expect(checkShape(ok, REQUEST_SHAPES.sendMessage)).toBeNull();
    expect(checkShape({ ...ok, conversationType: 'ROOM' }, REQUEST_SHAPES.sendMessage)).toBe('conversationType');
    expect(checkShape({ ...ok, to: 'bad id!' }, REQUEST_SHAPES.sendMessage)).toBe('to');
    expect(checkShape({ ...ok, extra: 1 }, REQUEST_SHAPES.sendMessage)).toBe('extra');
    expect(checkShape({ ...ok, payload: [] }, REQUEST_SHAPES.sendMessage)).toBe('payload');
    expect(checkShape({ groupID: 'g', offset: 1.5 }, REQUEST_SHAPES.getGroupMemberList)).toBe('offset');
    // bounded lists: deleteMessage takes 1 to 30 message IDs
    expect(checkShape({ conversationID: 'C2Cbob', messageIDList: ['m1'] }, REQUEST_SHAPES.deleteMessage)).toBeNull();
    expect(checkShape({ conversationID: 'C2Cbob', messageIDList: [] }, REQUEST_SHAPES.deleteMessage)).toBe('messageIDList');
    expect(checkShape({ conversationID: 'C2Cbob', messageIDList: Array(31).fill('m') }, REQUEST_SHAPES.deleteMessage)).toBe('messageIDList');
    expect(checkShape({ conversationID: 'C2Cbob', messageIDList: [1] }, REQUEST_SHAPES.deleteMessage)).toBe('messageIDList');
  });
});

describe('group role rules (SPEC §6)', () => {
  it('matches the table', () => {
    expect(allowed('dismiss', 'Owner', 'Public')).toBe(true);
    expect(allowed('dismiss', 'Owner', 'Private')).toBe(false);
    expect(allowed('dismiss', 'Admin', 'Public')).toBe(false);
    expect(allowed('removeMember', 'Owner', 'AVChatRoom')).toBe(false);
    expect(allowed('setRole', 'Owner', 'Private')).toBe(false);
    expect(allowed('muteMember', 'Admin', 'Public')).toBe(true);
    expect(allowed('muteMember', 'Admin', 'Private')).toBe(false);
    expect(allowed('editProfile', 'Member', 'Public')).toBe(false);
    expect(allowed('addMember', 'Member', 'Private')).toBe(true);
    expect(allowed('addMember', 'Member', 'Public')).toBe(false);
  });
});

describe('limits and checks', () => {
  it('counts remark length with non-basic-Latin characters as 2', () => {
    expect(remarkUnits('abc')).toBe(3);
    expect(remarkUnits('船长')).toBe(4);
    expect(remarkUnits('é')).toBe(2);
  });
  it('recognises images by content and bans executables', () => {
    const gif = Buffer.from('GIF89a\x05\x00\x07\x00', 'latin1');
    expect(probeImage(gif)).toEqual({ mime: 'image/gif', imageFormat: 2, width: 5, height: 7 });
    expect(probeImage(Buffer.from('hello world, not an image at all'))).toBeNull();
    expect(isBannedContent(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2]))).toBe(true);
    expect(isBannedContent(Buffer.from('%PDF-1.7'))).toBe(false);
  });
  it('rate-limits per user with a burst allowance', () => {
    const limiter = new RateLimiter(2, 3);
    const t = 1_000_000;
    expect([1, 2, 3, 4].map(() => limiter.take('u', t))).toEqual([true, true, true, false]);
    expect(limiter.take('v', t)).toBe(true);
    expect(limiter.take('u', t + 500)).toBe(true);
    expect(new RateLimiter(0, 0).take('u')).toBe(true);
  });
  it('finds sensitive words case-insensitively in texts only', () => {
    const m = new Moderation(['Badword']);
    expect(m.hits('TIMTextElem', { text: 'a BADWORD b' })).toBe(true);
    expect(m.hits('TIMCustomElem', { data: '{"text":"badword"}' })).toBe(true);
    expect(m.hits('TIMImageElem', { url: 'badword' })).toBe(false);
  });
});
