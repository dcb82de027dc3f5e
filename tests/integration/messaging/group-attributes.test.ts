import { describe, expect, it } from 'vitest';
import { imBackends, useImServer } from './backends.ts';
import { nextEvent, until } from './im-helpers.ts';
import { stringContaining } from '../../helpers/matchers.ts';

type Update = { groupID: string; groupAttributes: Record<string, string> };

for (const backend of imBackends()) {
  describe(`group attributes (${backend.name})`, () => {
    const im = useImServer(backend);

    it('init, set, get, delete among members, with GROUP_ATTRIBUTES_UPDATED live and at catch-up', async () => {
      const owner = await im.client('ga_owner');
      const member = await im.client('ga_member');
      const late = await im.client('ga_late');
      const groupID = ((await owner.createGroup({ name: 'Live deck', type: 'AVChatRoom' })).data as { group: { groupID: string } }).group
        .groupID;
      await member.joinGroup({ groupID });
      await late.joinGroup({ groupID });

      const seen = nextEvent<Update>(member, 'groupAttributesUpdated', (u) => 'speaker' in u.groupAttributes);
      expect(
        (await owner.initGroupAttributes({ groupID, groupAttributes: { speaker: 'ga_owner', topic: 'dry dock' } })).data.groupAttributes,
      ).toEqual({ speaker: 'ga_owner', topic: 'dry dock' });
      expect(await seen).toEqual({ groupID, groupAttributes: { speaker: 'ga_owner', topic: 'dry dock' } });

      // any member writes; set merges, init replaces
      await member.setGroupAttributes({ groupID, groupAttributes: { topic: 'hull coating', slide: '3' } });
      expect((await late.getGroupAttributes({ groupID })).data.groupAttributes).toEqual({
        speaker: 'ga_owner',
        topic: 'hull coating',
        slide: '3',
      });
      expect((await late.getGroupAttributes({ groupID, keyList: ['slide', 'missing'] })).data.groupAttributes).toEqual({ slide: '3' });
      expect((await owner.deleteGroupAttributes({ groupID, keyList: ['slide'] })).data.keyList).toEqual(['slide']);
      expect((await owner.getGroupAttributes({ groupID })).data.groupAttributes).toEqual({ speaker: 'ga_owner', topic: 'hull coating' });

      // a member offline during a change gets it on reconnect
      const states: string[] = [];
      late.on('netStateChange', (e) => states.push((e.data as { state: string }).state));
      late.goOffline();
      await until(() => states.includes('disconnected'));
      await owner.initGroupAttributes({ groupID, groupAttributes: { speaker: 'ga_member' } });
      const caughtUp = nextEvent<Update>(late, 'groupAttributesUpdated', (u) => u.groupAttributes.speaker === 'ga_member');
      late.goOnline();
      expect(await caughtUp).toEqual({ groupID, groupAttributes: { speaker: 'ga_member' } });

      // an empty keyList deletes everything
      const emptied = nextEvent<Update>(member, 'groupAttributesUpdated', (u) => Object.keys(u.groupAttributes).length === 0);
      await owner.deleteGroupAttributes({ groupID, keyList: [] });
      await emptied;
      expect((await member.getGroupAttributes({ groupID })).data.groupAttributes).toEqual({});
    });

    it('refuses non-members and unknown groups, and holds the limits (16 keys, 32 B keys, 4 KB values, 16 KB in all)', async () => {
      const owner = await im.client('gl_owner');
      const outsider = await im.client('gl_out');
      const groupID = ((await owner.createGroup({ name: 'Limits', type: 'Public' })).data as { group: { groupID: string } }).group.groupID;
      await expect(outsider.getGroupAttributes({ groupID })).rejects.toMatchObject({ code: 10018 });
      await expect(outsider.setGroupAttributes({ groupID, groupAttributes: { a: '1' } })).rejects.toMatchObject({ code: 10018 });
      await expect(outsider.deleteGroupAttributes({ groupID, keyList: [] })).rejects.toMatchObject({ code: 10018 });
      await expect(owner.getGroupAttributes({ groupID: 'no_such_group' })).rejects.toMatchObject({ code: 10010 });

      const keys = (n: number, value = 'v') => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, value]));
      await expect(owner.initGroupAttributes({ groupID, groupAttributes: keys(17) })).rejects.toMatchObject({
        code: 10004,
        message: stringContaining('16'),
      });
      await owner.initGroupAttributes({ groupID, groupAttributes: keys(16) });
      await expect(owner.setGroupAttributes({ groupID, groupAttributes: { extra: 'x' } })).rejects.toMatchObject({ code: 10004 });
      await owner.setGroupAttributes({ groupID, groupAttributes: { k0: 'replaced' } }); // updating a key is fine at 16
      await expect(owner.setGroupAttributes({ groupID, groupAttributes: { k1: 'x'.repeat(4097) } })).rejects.toMatchObject({ code: 10004 });
      await expect(owner.initGroupAttributes({ groupID, groupAttributes: { ['k'.repeat(33)]: 'v' } })).rejects.toMatchObject({
        code: 10004,
      });
      await expect(owner.initGroupAttributes({ groupID, groupAttributes: keys(5, 'x'.repeat(4000)) })).rejects.toMatchObject({
        code: 10004,
        message: stringContaining('16384'),
      });
      await expect(
        owner.setGroupAttributes({ groupID, groupAttributes: { k1: 7 } as unknown as Record<string, string> }),
      ).rejects.toMatchObject({ code: 10004 });
      // refused changes left the attributes as they were
      expect((await owner.getGroupAttributes({ groupID })).data.groupAttributes).toEqual({ ...keys(16), k0: 'replaced' });
      expect((await owner.initGroupAttributes({ groupID, groupAttributes: keys(4, 'x'.repeat(4000)) })).data.groupAttributes).toEqual(
        keys(4, 'x'.repeat(4000)),
      );
    });
  });
}
