import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signUserSig } from '../../../server/identity/user-sig.ts';
import { SelfHostedChat } from '../../../widget/src/engine/self-hosted/driver.ts';
import type { Message } from '../../../widget/src/engine/types.ts';
import { dropSchema, uniqueSchema } from '../../../harness/database.ts';
import { freePort, startServerProcess } from '../../../harness/server-process.ts';
import { TEST_SECRET, textOf, until } from './im-helpers.ts';

const SENDERS = 4;
const PER_SENDER = 750;
const KILL_AFTER_ACKS = 800;

const backends: { name: string; env: () => Record<string, string>; cleanup(env: Record<string, string>): Promise<void> }[] = [
  { name: 'pglite', env: () => ({}), cleanup: () => Promise.resolve() },
];
if (process.env.DATABASE_URL) {
  const url = process.env.DATABASE_URL;
  backends.push({
    name: 'postgres',
    env: () => ({ DATABASE_URL: url, DATABASE_SCHEMA: uniqueSchema() }),
    cleanup: (env) => dropSchema(url, env.DATABASE_SCHEMA!),
  });
}

for (const backend of backends) {
  describe(`crash safety (${backend.name})`, () => {
    it(
      `SIGKILL during a burst of ${SENDERS * PER_SENDER} messages: every acknowledged message exactly once, in order`,
      { timeout: 180_000 },
      async () => {
        const dataDir = await mkdtemp(join(tmpdir(), 'im-fault-'));
        const env = {
          ...backend.env(),
          PORT: String(await freePort()),
          DATA_DIR: dataDir,
          IM_SECRET: TEST_SECRET,
          IM_RATE_PER_SECOND: '0',
        };
        let server = await startServerProcess(env);
        const chats: SelfHostedChat[] = [];
        try {
          const login = async (id: string) => {
            const chat = new SelfHostedChat({
              serverUrl: server.url,
              trackConversations: false,
              baseDelayMs: 100,
              maxDelayMs: 1000,
              requestTimeoutMs: 30_000,
            });
            await chat.login({ userID: id, userSig: signUserSig(id, TEST_SECRET, 3600) });
            chats.push(chat);
            return chat;
          };
          const receiver = await login('fault_rx');
          const senders = await Promise.all(Array.from({ length: SENDERS }, (_, i) => login(`fault_tx${i}`)));
          let acked = 0;
          const ackedIds = new Set<string>();
          const sends: Promise<unknown>[] = [];
          const sentBy: Message[][] = senders.map(() => []);
          senders.forEach((chat, s) => {
            for (let i = 0; i < PER_SENDER; i++) {
              const m = chat.createTextMessage({ to: 'fault_rx', conversationType: 'C2C', payload: { text: `${s}:${i}` } });
              sentBy[s]!.push(m);
              sends.push(
                chat.sendMessage(m).then(() => {
                  acked++;
                  ackedIds.add(m.ID);
                }),
              );
            }
          });
          await until(() => acked >= KILL_AFTER_ACKS, 60_000, 'first acknowledgements');
          const ackedBeforeKill = new Set(ackedIds);
          await server.stop('SIGKILL');
          server = await startServerProcess(env);
          await Promise.all(sends);
          expect(acked).toBe(SENDERS * PER_SENDER);
          expect(ackedBeforeKill.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
          expect(ackedBeforeKill.size).toBeLessThan(SENDERS * PER_SENDER);

          for (let s = 0; s < SENDERS; s++) {
            const history: Message[] = [];
            let next: string | undefined;
            for (;;) {
              const page = await receiver.getMessageList({ conversationID: `C2Cfault_tx${s}`, nextReqMessageID: next, count: 100 });
              history.unshift(...page.data.messageList);
              if (page.data.isCompleted) break;
              next = page.data.nextReqMessageID;
            }
            // exactly once and in send order, including everything acknowledged before the crash
            expect(history.map(textOf)).toEqual(sentBy[s]!.map((m) => `${s}:${sentBy[s]!.indexOf(m)}`));
            expect(history.map((m) => m.ID)).toEqual(sentBy[s]!.map((m) => m.ID));
            const seqs = history.map((m) => m.sequence);
            expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
          }
        } finally {
          await Promise.all(chats.map((c) => c.destroy()));
          await server.stop();
          await backend.cleanup(env);
          await rm(dataDir, { recursive: true, force: true });
        }
      },
    );
  });
}
