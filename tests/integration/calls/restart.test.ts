import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dropSchema, uniqueSchema } from '../../../harness/database.ts';
import { startImServer } from '../messaging/im-helpers.ts';
import { callRecords, expectRecordShape } from './call-helpers.ts';

interface Store {
  name: string;
  /** The same database for every start. */
  env(): Promise<Record<string, string>>;
  cleanup(env: Record<string, string>): Promise<void>;
}

const stores: Store[] = [
  {
    name: 'pglite',
    env: async () => ({ DATA_DIR: await mkdtemp(join(tmpdir(), 'hy-calls-')) }),
    cleanup: (env) => rm(env.DATA_DIR!, { recursive: true, force: true }),
  },
];
const url = process.env.DATABASE_URL;
if (url)
  stores.push({
    name: 'postgres',
    env: () => Promise.resolve({ DATABASE_URL: url, DATABASE_SCHEMA: uniqueSchema() }),
    cleanup: (env) => dropSchema(url, env.DATABASE_SCHEMA!),
  });

describe.each(stores)('a server restart ends running calls with a record on $name', (store) => {
  it('a graceful stop hangs up the calls of its sockets; after a crash the next start ends what was left open', async () => {
    const env = await store.env();
    try {
      let im = await startImServer(env);
      const alice = await im.client('alice_r');
      const bob = await im.client('bob_r');
      const first = (await alice.startCall({ userIDList: ['bob_r'], type: 2 })).data.call;
      await bob.acceptCall({ callID: first.callID });
      await im.server.stop('SIGTERM');
      await im.closeClients();

      im = await startImServer(env);
      // the stopping server wrote it: nothing was left open for this start
      expect(im.server.output()).not.toContain('calls left open');
      const bob2 = await im.client('bob_r');
      let records = await callRecords(bob2, 'C2Calice_r');
      expect(records).toHaveLength(1);
      expectRecordShape(records[0]!, first, 1, ['bob_r'], 'hangup');
      expect((await bob2.getCallList({})).data.callList).toEqual([]);

      // killed with a call running and another ringing
      const alice3 = await im.client('alice_r');
      const carol = await im.client('carol_r');
      await im.client('dave_r');
      const second = (await alice3.startCall({ userIDList: ['bob_r'], type: 1 })).data.call;
      await bob2.acceptCall({ callID: second.callID });
      const ringing = (await carol.startCall({ userIDList: ['dave_r'], type: 1 })).data.call;
      await im.server.stop('SIGKILL');
      await im.closeClients();

      im = await startImServer(env);
      expect(im.server.output()).toContain('calls left open by the previous run were ended');
      const bob4 = await im.client('bob_r');
      records = await callRecords(bob4, 'C2Calice_r');
      expect(records).toHaveLength(2);
      expectRecordShape(records[1]!, second, 1, ['bob_r'], 'hangup');
      expect(records[1]!.from).toBe('alice_r');
      const dave = await im.client('dave_r');
      const cancelled = await callRecords(dave, 'C2Ccarol_r');
      expect(cancelled).toHaveLength(1);
      expectRecordShape(cancelled[0]!, ringing, 2, ['dave_r'], 'audioCall');
      expect((await dave.getCallList({})).data.callList).toEqual([]);
      // everyone can call again
      const third = (await bob4.startCall({ userIDList: ['alice_r'], type: 1 })).data.call;
      await bob4.cancelCall({ callID: third.callID });
      await im.stop();
    } finally {
      await store.cleanup(env);
    }
  }, 120_000);
});
