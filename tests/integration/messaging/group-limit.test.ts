import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropSchema, uniqueSchema } from '../../../harness/database.ts';
import { startImServer } from './im-helpers.ts';
import type { ImServer } from './im-helpers.ts';

const url = process.env.DATABASE_URL;

/**
 * SPEC §9: a Community holds at most 100,000 members (an AVChatRoom has no cap). The group is filled to the
 * brim with SQL (PostgreSQL only: PGlite's data belongs to the server process while it runs); the server then
 * has to refuse the next member with 10038 in the caller's language and store nothing.
 */
describe.skipIf(!url)('group member cap (postgres)', () => {
  const schema = uniqueSchema();
  let im: ImServer;
  let db: pg.Client;
  beforeAll(async () => {
    im = await startImServer({ DATABASE_URL: url!, DATABASE_SCHEMA: schema });
    db = new pg.Client({ connectionString: url });
    await db.connect();
    await db.query(`set search_path to "${schema}"`);
  });
  afterAll(async () => {
    await db?.end();
    await im?.stop();
    await dropSchema(url!, schema);
  });

  it('refuses the 100,001st member of a Community with 10038 and adds nobody', async () => {
    const owner = await im.client('cap_owner', { language: 'en_US' });
    const ownerZh = await im.client('cap_owner', { language: 'zh_CN' }); // the same user on a second device
    await im.client('cap_late'); // an existing account
    const { group } = (await owner.createGroup({ name: 'Harbour', type: 'Community' })).data as { group: { groupID: string } };
    await db.query(
      `insert into im_group_member (group_id, user_id, role) select $1, 'cap_filler_' || i, 'Member' from generate_series(1, 99999) i`,
      [group.groupID],
    );

    const err = await owner.addGroupMember({ groupID: group.groupID, userIDList: ['cap_late'] }).then(
      () => null,
      (e: { code: number; message: string }) => e,
    );
    expect(err).toMatchObject({ code: 10038, message: 'The group is full: it cannot take that many members' });
    const errZh = await ownerZh.addGroupMember({ groupID: group.groupID, userIDList: ['cap_late'] }).then(
      () => null,
      (e: { code: number; message: string }) => e,
    );
    expect(errZh).toMatchObject({ code: 10038, message: '群成员已满，无法加入这么多成员' });
    const { rows } = await db.query(
      `select count(*)::int as n, count(*) filter (where user_id = 'cap_late')::int as late from im_group_member where group_id = $1`,
      [group.groupID],
    );
    expect(rows[0]).toEqual({ n: 100_000, late: 0 });

    // one seat freed: the same call succeeds
    await db.query(`delete from im_group_member where group_id = $1 and user_id = 'cap_filler_1'`, [group.groupID]);
    expect((await owner.addGroupMember({ groupID: group.groupID, userIDList: ['cap_late'] })).data).toMatchObject({
      successUserIDList: ['cap_late'],
    });
  }, 60_000);

  it('lets an AVChatRoom grow past that', async () => {
    const host = await im.client('cap_host');
    const viewer = await im.client('cap_viewer');
    const { group } = (await host.createGroup({ name: 'Launch', type: 'AVChatRoom' })).data as { group: { groupID: string } };
    await db.query(
      `insert into im_group_member (group_id, user_id, role) select $1, 'cap_av_' || i, 'Member' from generate_series(1, 100000) i`,
      [group.groupID],
    );
    expect((await viewer.joinGroup({ groupID: group.groupID })).data).toMatchObject({ status: 'JoinedSuccess' });
  }, 60_000);
});
