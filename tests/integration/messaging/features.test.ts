import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectMessages, nextEvent, startImServer, textOf, until } from './im-helpers.ts';
import type { ImServer } from './im-helpers.ts';

let im: ImServer;
beforeAll(async () => {
  im = await startImServer({ IM_RECALL_WINDOW_SECONDS: '1' });
});
afterAll(async () => {
  await im?.stop();
});

/** A real 3x2 PNG. */
function png(width: number, height: number): Uint8Array<ArrayBuffer> {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    return Buffer.concat([len, Buffer.from(type), data, Buffer.alloc(4)]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const raw = Buffer.alloc((width * 3 + 1) * height);
  return Uint8Array.from(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

async function upload(userId: string, body: Blob, name: string, asImage: boolean, sig = im.sig(userId)) {
  const form = new FormData();
  form.append('file', body, name);
  const res = await fetch(`${im.url}/im/upload${asImage ? '?kind=image' : ''}`, {
    method: 'POST',
    body: form,
    headers: { userid: userId, usersig: sig, language: 'en_US' },
  });
  return {
    status: res.status,
    body: (await res.json()) as { code: number; message?: string; data?: { url: string; width: number; height: number } },
  };
}

describe('files', () => {
  it('uploads and sends images and files, checked by content and size', async () => {
    const ann = await im.client('f_ann');
    const bo = await im.client('f_bo');
    const got = collectMessages(bo);
    // image via the driver (payload.file): dimensions from the server
    const image = ann.createImageMessage({
      to: 'f_bo',
      conversationType: 'C2C',
      payload: { file: new Blob([png(3, 2)], { type: 'image/png' }) },
    });
    const sent = (await ann.sendMessage(image)).data.message;
    expect(sent.payload).toMatchObject({ width: 3, height: 2, imageFormat: 3 });
    await until(() => got.length === 1);
    const url = (got[0]!.payload as { url: string }).url;
    const fetched = await fetch(new URL(url, im.url));
    expect(fetched.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await fetched.arrayBuffer())).toEqual(png(3, 2));
    // a file message carries the server's name and size
    const file = ann.createFileMessage({
      to: 'f_bo',
      conversationType: 'C2C',
      payload: { file: new File([new TextEncoder().encode('spec sheet')], 'spec.txt') },
    });
    expect((await ann.sendMessage(file)).data.message.payload).toMatchObject({ fileName: 'spec.txt', fileSize: 10 });

    // a text file named .png is not an image (4004), and sending an uploaded non-image as an image is refused too
    const fake = await upload('f_ann', new Blob(['not an image']), 'photo.png', true);
    expect(fake).toMatchObject({ status: 400, body: { code: 4004, message: 'Invalid image format' } });
    const plain = await upload('f_ann', new Blob(['plain']), 'plain.txt', false);
    await expect(
      ann.sendMessage(ann.createImageMessage({ to: 'f_bo', conversationType: 'C2C', payload: { url: plain.body.data!.url } })),
    ).rejects.toMatchObject({ code: 4004 });
    // executables are banned (4005); no signature, no upload
    expect((await upload('f_ann', new Blob([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 1, 2, 3])]), 'tool.exe', false)).body.code).toBe(4005);
    expect((await upload('f_ann', new Blob(['x']), 'x.txt', false, 'forged.sig')).status).toBe(401);
    // over 100 MB (7005)
    const big = await upload('f_ann', new Blob([new Uint8Array(100 * 1024 * 1024 + 1)]), 'big.bin', false);
    expect(big).toMatchObject({ status: 413, body: { code: 7005 } });
  });
});

describe('upload progress', () => {
  it('reports rising progress from 0 to 1 while a larger file uploads, and the file arrives intact', async () => {
    const ann = await im.client('up_ann');
    await im.client('up_bo');
    const bytes = new Uint8Array(3 * 1024 * 1024).map((_, i) => (i * 31) % 251);
    const seen: number[] = [];
    const file = ann.createFileMessage({
      to: 'up_bo',
      conversationType: 'C2C',
      payload: { file: new File([bytes], 'manual.bin') },
      onProgress: (p) => seen.push(p),
    });
    const sent = (await ann.sendMessage(file)).data.message;
    expect(seen[0]).toBe(0);
    expect(seen.at(-1)).toBe(1);
    expect(seen.filter((p) => p > 0 && p < 1).length).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < seen.length; i++) expect(seen[i]!).toBeGreaterThan(seen[i - 1]!);
    expect(sent.progress).toBe(1);
    const fetched = await fetch(new URL((sent.payload as { url: string }).url, im.url));
    expect(Buffer.from(await fetched.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    // a refused upload never reports 1
    const refused: number[] = [];
    const fake = ann.createImageMessage({
      to: 'up_bo',
      conversationType: 'C2C',
      payload: { file: new Blob(['not an image']) },
      onProgress: (p) => refused.push(p),
    });
    await expect(ann.sendMessage(fake)).rejects.toMatchObject({ code: 4004 });
    expect(refused).not.toContain(1);
  });
});

describe('friendships', () => {
  it('applies, accepts, checks both ways, limits remarks, deletes both ways, blacklists', async () => {
    const fa = await im.client('fr_a');
    const fb = await im.client('fr_b');
    const incoming = nextEvent(fb, 'onFriendApplicationListUpdated');
    expect((await fa.addFriend({ to: 'fr_b', source: 'AddSource_Type_Web', wording: 'hello' })).data).toEqual({ status: 'Pending' });
    await incoming;
    const apps = (await fb.getFriendApplicationList()).data as {
      friendApplicationList: { userID: string; type: string }[];
      unreadCount: number;
    };
    expect(apps.friendApplicationList).toEqual([expect.objectContaining({ userID: 'fr_a', type: 'Pendency_Type_ComeIn' })]);
    expect(apps.unreadCount).toBe(1);
    await fb.setFriendApplicationRead();
    expect(((await fb.getFriendApplicationList()).data as { unreadCount: number }).unreadCount).toBe(0);
    expect(((await fa.checkFriend({ userIDList: ['fr_b'] })).data as { resultList: { relation: string }[] }).resultList[0]!.relation).toBe(
      'CheckResult_Type_NoRelation',
    );
    await expect(fa.updateFriend({ userID: 'fr_b', remark: 'x' })).rejects.toMatchObject({ code: 30002 });
    await fb.acceptFriendApplication({ userID: 'fr_a' });
    expect(((await fa.checkFriend({ userIDList: ['fr_b'] })).data as { resultList: { relation: string }[] }).resultList[0]!.relation).toBe(
      'CheckResult_Type_BothWay',
    );
    await fa.updateFriend({ userID: 'fr_b', remark: '船'.repeat(48) });
    await expect(fa.updateFriend({ userID: 'fr_b', remark: '船'.repeat(48) + 'a' })).rejects.toMatchObject({ code: 30001 });
    expect(((await fa.getFriendList()).data as { friendList: { userID: string; remark: string }[] }).friendList).toEqual([
      expect.objectContaining({ userID: 'fr_b', remark: '船'.repeat(48) }),
    ]);
    await fb.deleteFriend({ userIDList: ['fr_a'] });
    expect(((await fa.getFriendList()).data as { friendList: unknown[] }).friendList).toEqual([]);
    // blacklist: the blocked user cannot send (20007)
    await fb.addToBlacklist({ userIDList: ['fr_a'] });
    expect((await fb.getBlacklist()).data.userIDList).toEqual(['fr_a']);
    await expect(
      fa.sendMessage(fa.createTextMessage({ to: 'fr_b', conversationType: 'C2C', payload: { text: 'hey' } })),
    ).rejects.toMatchObject({ code: 20007 });
    await fb.removeFromBlacklist({ userIDList: ['fr_a'] });
    await fa.sendMessage(fa.createTextMessage({ to: 'fr_b', conversationType: 'C2C', payload: { text: 'hey' } }));
  });
});

describe('typing, status, search, reactions, recall window', () => {
  it('works end to end', async () => {
    const x = await im.client('t_x');
    const y = await im.client('t_y');
    const typing = nextEvent<{ from: string; status: string }>(y, 'onTypingStatusUpdated');
    await x.setTypingStatus({ to: 't_y', status: 'enter' });
    expect(await typing).toMatchObject({ from: 't_x', status: 'enter', conversationID: 'C2Ct_x' });

    const got = collectMessages(y);
    for (const text of ['engine overhaul quote', 'hull cleaning', 'Engine spare parts'])
      await x.sendMessage(x.createTextMessage({ to: 't_y', conversationType: 'C2C', payload: { text } }));
    await until(() => got.length === 3);
    // status shows once they share a conversation (status-visibility.ts)
    const status = (await x.getUserStatus({ userIDList: ['t_y', 'nobody_here'] })).data;
    expect(status.successUserList).toEqual([
      { userID: 't_y', statusType: 1 },
      { userID: 'nobody_here', statusType: 2 },
    ]);
    const found = (await y.searchCloudMessages({ keywordList: ['engine'], keywordListMatchType: 'and' })).data as unknown as {
      totalCount: number;
      searchResultList: { conversationID: string; messageList: { payload: { text: string } }[] }[];
    };
    expect(found.totalCount).toBe(2);
    expect(found.searchResultList[0]!.conversationID).toBe('C2Ct_x');
    const both = (await y.searchCloudMessages({ keywordList: ['engine', 'quote'], keywordListMatchType: 'and' })).data as {
      totalCount: number;
    };
    expect(both.totalCount).toBe(1);
    // outsiders find nothing of it
    const z = await im.client('t_z');
    expect(((await z.searchCloudMessages({ keywordList: ['engine'] })).data as { totalCount: number }).totalCount).toBe(0);

    const target = (await y.getMessageList({ conversationID: 'C2Ct_x' })).data.messageList[0]!;
    type Modified = {
      ID: string;
      conversationID: string;
      reactionList: { reactionID: string; totalUserCount: number; reactedByMyself: boolean }[];
    }[];
    const yTablet = await im.client('t_y');
    const reacted = nextEvent<Modified>(x, 'onMessageModified');
    const onYTablet = nextEvent<Modified>(yTablet, 'onMessageModified');
    await y.addMessageReaction(target, 'thumbs_up');
    // each recipient learns whether the reaction is its own, with the conversation seen from its side
    expect((await reacted)[0]).toEqual({
      ID: target.ID,
      conversationID: 'C2Ct_y',
      reactionList: [{ reactionID: 'thumbs_up', totalUserCount: 1, reactedByMyself: false }],
    });
    expect((await onYTablet)[0]).toEqual({
      ID: target.ID,
      conversationID: 'C2Ct_x',
      reactionList: [{ reactionID: 'thumbs_up', totalUserCount: 1, reactedByMyself: true }],
    });
    expect((await x.getMessageList({ conversationID: 'C2Ct_y' })).data.messageList[0]!.reactionList).toEqual([
      { reactionID: 'thumbs_up', totalUserCount: 1, reactedByMyself: false },
    ]);
    const xSees = nextEvent<Modified>(x, 'onMessageModified');
    const ySees = nextEvent<Modified>(y, 'onMessageModified');
    const yTabletSees = nextEvent<Modified>(yTablet, 'onMessageModified');
    await x.addMessageReaction({ ...target, conversationID: 'C2Ct_y' }, 'thumbs_up');
    await yTabletSees;
    expect((await xSees)[0]!.reactionList).toEqual([{ reactionID: 'thumbs_up', totalUserCount: 2, reactedByMyself: true }]);
    expect((await ySees)[0]!.reactionList).toEqual([{ reactionID: 'thumbs_up', totalUserCount: 2, reactedByMyself: true }]);
    const yUndoes = nextEvent<Modified>(yTablet, 'onMessageModified');
    const xAfterUndo = nextEvent<Modified>(x, 'onMessageModified');
    await y.removeMessageReaction(target, 'thumbs_up');
    expect((await yUndoes)[0]!.reactionList).toEqual([{ reactionID: 'thumbs_up', totalUserCount: 1, reactedByMyself: false }]);
    expect((await xAfterUndo)[0]!.reactionList).toEqual([{ reactionID: 'thumbs_up', totalUserCount: 1, reactedByMyself: true }]);

    const late = (await x.sendMessage(x.createTextMessage({ to: 't_y', conversationType: 'C2C', payload: { text: 'too late to recall' } })))
      .data.message;
    await new Promise((r) => setTimeout(r, 2100));
    await expect(x.revokeMessage(late)).rejects.toMatchObject({ code: 20016, message: '消息撤回超过了时间限制（默认2分钟）' });
    // nor can its text be edited any more (its cloudCustomData can)
    await expect(x.modifyMessage({ ...late, payload: { text: 'edited too late' } })).rejects.toMatchObject({ code: 20016 });
    await x.modifyMessage({ ...late, cloudCustomData: '{"note":1}' });
    expect(textOf((await y.getMessageList({ conversationID: 'C2Ct_x' })).data.messageList.at(-1)!)).toBe('too late to recall');
  });
});
