import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GOING_AWAY_CLOSE_CODE } from '../../../protocol/frames.ts';
import { openDatabase, pgliteDirOf } from '../../../server/db/index.ts';
import type { SelfHostedChat } from '../../../widget/src/engine/self-hosted/driver.ts';
import { rawSocket, startImServer, until } from '../messaging/im-helpers.ts';

const GRACE_MS = 8000;
const SENDERS = 3;
/** Sends each sender keeps in flight. */
const IN_FLIGHT = 4;

describe('graceful restart (SIGTERM during a message storm)', () => {
  it('closes chat sockets with the going-away code, stores every acknowledged message once, ends its calls and exits 0 in time', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'hy-drain-'));
    try {
      const im = await startImServer({ DATA_DIR: dataDir, SHUTDOWN_GRACE_MS: String(GRACE_MS) });
      // a call hosted by this instance
      const alice = await im.client('drain_alice');
      const bob = await im.client('drain_bob');
      const call = (await alice.startCall({ userIDList: ['drain_bob'], type: 2 })).data.call;
      await bob.acceptCall({ callID: call.callID });
      // a socket that sees the close code
      const watcher = await rawSocket(im.url);
      expect((await watcher.ask('login', { userID: 'drain_watch', userSig: im.sig('drain_watch') })).code).toBe(0);
      const closed = new Promise<{ code: number; reason: string }>((resolve) =>
        watcher.ws.addEventListener('close', (e) => resolve({ code: e.code, reason: e.reason })),
      );

      // the storm: every sender keeps IN_FLIGHT sends going; the IDs of the acknowledged ones are kept
      const acked: string[] = [];
      let storming = true;
      const senders: SelfHostedChat[] = [];
      for (let i = 0; i < SENDERS; i++) senders.push(await im.client(`drain_s${i}`, { goingAwayJitterMs: 60_000 }));
      senders.forEach((chat, i) => {
        for (let k = 0; k < IN_FLIGHT; k++)
          void (async () => {
            for (let n = 0; storming; n++) {
              const message = chat.createTextMessage({ to: 'drain_bob', conversationType: 'C2C', payload: { text: `s${i} ${k} ${n}` } });
              const sent = await chat.sendMessage(message).catch(() => null);
              if (sent?.code === 0) acked.push(message.ID);
            }
          })();
      });
      await until(() => acked.length >= 100, 15_000, '100 acknowledged messages');

      const signalledAt = Date.now();
      const exitCode = await im.server.stop('SIGTERM');
      const tookMs = Date.now() - signalledAt;
      storming = false;
      const ackedAtExit = [...acked];
      await im.closeClients();

      expect(exitCode).toBe(0);
      expect(tookMs).toBeLessThan(GRACE_MS);
      expect(await closed).toEqual({ code: GOING_AWAY_CLOSE_CODE, reason: 'server going away, reconnect' });

      const database = await openDatabase({ pgliteDir: pgliteDirOf(dataDir) });
      try {
        const rows = await database.db.selectFrom('im_message').select('client_id').where('sender', 'like', 'drain_s%').execute();
        const stored = rows.map((r) => r.client_id);
        expect(new Set(stored).size).toBe(stored.length); // none twice
        const missing = ackedAtExit.filter((id) => !stored.includes(id));
        expect(missing).toEqual([]);
        const state = await database.db.selectFrom('im_call').select('state').where('call_id', '=', call.callID).executeTakeFirstOrThrow();
        expect(state.state).toBe('ended');
      } finally {
        await database.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
