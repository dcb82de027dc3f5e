import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUserSig } from '../../../server/identity/user-sig.ts';
import { SelfHostedChat } from '../../../widget/src/engine/self-hosted/driver.ts';
import { loadConfig } from '../../../server/config.ts';
import { parseBusinessHours } from '../../../server/messaging/desk/business-hours.ts';
import { startApp } from '../../helpers/app-server.ts';
import type { RunningApp } from '../../helpers/app-server.ts';
import { testDatabases } from '../../../harness/database.ts';
import { collectMessages, textOf, until } from './im-helpers.ts';

const SECRET = 'cs-test-secret';

for (const database of testDatabases()) {
  describe(`customer service (${database.name})`, () => {
    let running: RunningApp;
    const clients: SelfHostedChat[] = [];
    const client = async (userId: string) => {
      const chat = new SelfHostedChat({ serverUrl: running.url });
      // the inbox signs in with a signature of its kind (its own password's, in production)
      const kind = userId === 'sealink_service' ? 'service' : undefined;
      await chat.login({ userID: userId, userSig: signUserSig(userId, SECRET, 600, Date.now(), kind ? { kind } : {}) });
      clients.push(chat);
      return chat;
    };
    beforeAll(async () => {
      // business hours all week: the desk's away message (outside hours) would be one more message to count
      const desk = { ...loadConfig().desk, hours: parseBusinessHours('always') };
      running = await startApp(await database.open(), { imSecret: SECRET, serviceAccounts: ['sealink_service'], desk });
    });
    afterAll(async () => {
      await Promise.all(clients.map((c) => c.destroy()));
      await running?.close();
    });

    it('greets a visitor with a service message; every staff device sees and answers the same conversation', async () => {
      const staffDesk = await client('sealink_service');
      const staffLaptop = await client('sealink_service');
      const deskGot = collectMessages(staffDesk);
      const laptopGot = collectMessages(staffLaptop);
      // the widget's flow (SPEC §4 'Anonymous chat start'): owChat gives the identity, log in, sendMsg asks for the greeting
      const post = (path: string, body: unknown) =>
        fetch(`${running.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', language: 'en_US' },
          body: JSON.stringify(body),
        });
      const identity = (await (await post('/platformUser/anonymity/owChat', { onlyKey: 'browser-key-0001' })).json()) as {
        data: { tradeId: string; useSigVO: { useSig: string; userId: string } };
      };
      const { tradeId, useSigVO } = identity.data;
      expect(tradeId).toBe('sealink_service');
      const visitor = new SelfHostedChat({ serverUrl: running.url });
      clients.push(visitor);
      await visitor.login({ userID: useSigVO.userId, userSig: useSigVO.useSig });
      const visitorGot = collectMessages(visitor);
      const visitorId = useSigVO.userId;
      expect((await post('/platformConsult/imInterface/sendMsg', { type: 2, manageId: tradeId, frontId: visitorId })).status).toBe(200);
      await until(() => visitorGot.length === 1 && deskGot.length === 1 && laptopGot.length === 1, 5000, 'greeting');
      const greeting = visitorGot[0]! as unknown as { type: string; from: string; conversationID: string; payload: { data: string } };
      expect(greeting.type).toBe('TIMCustomElem');
      expect(greeting.from).toBe('sealink_service');
      expect(greeting.conversationID).toBe('C2Csealink_service');
      expect(JSON.parse(greeting.payload.data)).toMatchObject({ businessID: 'service', title: 'Hello, welcome to our marine services' });

      await visitor.sendMessage(
        visitor.createTextMessage({ to: 'sealink_service', conversationType: 'C2C', payload: { text: 'I need a quotation' } }),
      );
      await until(() => deskGot.length === 2 && laptopGot.length === 2);
      await staffLaptop.sendMessage(
        staffLaptop.createTextMessage({ to: visitorId, conversationType: 'C2C', payload: { text: 'Sure, which vessel?' } }),
      );
      await until(() => visitorGot.length === 2 && deskGot.length === 3, 5000, 'answer everywhere');
      expect(textOf(deskGot[2]!)).toBe('Sure, which vessel?');
      const deskList = (await staffDesk.getConversationList()).data.conversationList;
      expect(deskList.map((c) => c.conversationID)).toContain(`C2C${visitorId}`);
    });
  });
}
