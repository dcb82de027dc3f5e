import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomExists } from '../../../server/messaging/calls/janus.ts';
import { startImServer } from '../messaging/im-helpers.ts';
import type { ImServer } from '../messaging/im-helpers.ts';
import { callEvent, callRecords, expectCode, expectRecordShape } from './call-helpers.ts';
import { hasJanus, joinRoom, startJanus } from './janus-process.ts';

/** Group calls through Debian's Janus (VideoRoom): the server creates the room, hands out tokens, destroys it. */
describe.skipIf(!hasJanus)('group calls through Janus', () => {
  let janus: Awaited<ReturnType<typeof startJanus>>;
  let im: ImServer;
  beforeAll(async () => {
    janus = await startJanus();
    im = await startImServer({ IM_JANUS_URL: janus.url, IM_JANUS_PUBLIC_URL: 'https://sfu.example.com/janus', IM_CALL_MAX_MEMBERS: '6' });
  }, 60_000);
  afterAll(async () => {
    await im?.stop();
    await janus?.stop();
  });

  it('opens a private room past the mesh limit, gives each person a token of their own, closes it at the end', async () => {
    const names = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((n) => `${n}_sfu`);
    const [a, b, c, d, e, f, g] = await Promise.all(names.map((n) => im.client(n, { language: 'en_US' })));
    const { groupID } = (
      (await a!.createGroup({ name: 'Engine room', type: 'Public', memberList: names.slice(1) })).data as { group: { groupID: string } }
    ).group;
    expect((await a!.getCallConfig()).data).toMatchObject({ media: 'sfu', maxMembers: 6 });

    const started = (await a!.startCall({ userIDList: names.slice(1, 5), type: 2, groupID })).data;
    const { call } = started;
    expect(call.media).toBe('sfu');
    expect(started.sfu).toMatchObject({ url: 'https://sfu.example.com/janus', room: call.roomID });
    const cfg = { url: janus.url, publicUrl: '', adminKey: '' };
    expect(await roomExists(cfg, call.roomID)).toBe(true);

    const bEntry = (await b!.acceptCall({ callID: call.callID })).data;
    const fEntry = (await f!.joinCall({ callID: call.callID })).data;
    const tokens = [started.sfu!.token, bEntry.sfu!.token, fEntry.sfu!.token];
    expect(new Set(tokens).size).toBe(3);
    // the tokens open the room in Janus itself; anything else does not
    for (const token of tokens) expect(await joinRoom(janus.url, call.roomID, token)).toBe('joined');
    expect(await joinRoom(janus.url, call.roomID, 'made-up-token')).toMatch(/unauthorized/i);
    // six people at most (IM_CALL_MAX_MEMBERS): a, b, f in it, c, d, e ringing
    await c!.acceptCall({ callID: call.callID });
    await d!.acceptCall({ callID: call.callID });
    await e!.acceptCall({ callID: call.callID });
    expect((await expectCode(g!.joinCall({ callID: call.callID }), 60004)).message).toContain('at most 6 people');

    for (const who of [b, c, d, e]) await who!.hangUpCall({ callID: call.callID });
    const ended = callEvent(a!, 'ended', call.callID);
    await f!.hangUpCall({ callID: call.callID });
    await ended;
    expect(await roomExists(cfg, call.roomID)).toBe(false);
    const [record] = await callRecords(g!, `GROUP${groupID}`);
    expectRecordShape(record!, call, 1, names.slice(1, 6).sort(), 'hangup');
  });
});
