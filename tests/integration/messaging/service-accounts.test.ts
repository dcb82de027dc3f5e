import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchServiceAccounts } from '../../../widget/src/chat/contacts/service-accounts.ts';
import { startApp } from '../../helpers/app-server.ts';
import type { RunningApp } from '../../helpers/app-server.ts';
import { testDatabases } from '../../../harness/database.ts';

for (const database of testDatabases()) {
  describe(`customer-service accounts from the server (${database.name})`, () => {
    let running: RunningApp;
    beforeAll(async () => {
      running = await startApp(await database.open(), { serviceAccounts: ['harbour_desk', 'harbour_night'] });
    });
    afterAll(async () => {
      await running?.close();
    });

    it("the widget's contact screen lists the inboxes the server is configured with, not a built-in name", async () => {
      expect(await fetchServiceAccounts(running.url)).toEqual(['harbour_desk', 'harbour_night']);
      const res = await fetch(`${running.url}/im/service-accounts`, { headers: { origin: 'https://partner.example' } });
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
    });

    it('a server that cannot answer gives an empty list, asked again later', async () => {
      expect(await fetchServiceAccounts('http://127.0.0.1:9')).toEqual([]);
    });
  });
}
