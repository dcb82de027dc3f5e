import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../harness/database.ts';
import { startApp } from '../../helpers/app-server.ts';

describe('messaging shutdown', () => {
  it('lets the requests already running finish before the database closes', async () => {
    const server = await startApp(await testDatabases()[0]!.open());
    const { im } = server.app.messaging;
    // a request that still has a query to make when the shutdown begins
    const request = new Promise((r) => setTimeout(r, 150)).then(() => im.db.selectFrom('im_account').select('user_id').limit(1).execute());
    im.requests.add(
      request.then(
        () => undefined,
        () => undefined,
      ),
    );
    await server.close();
    await expect(request).resolves.toBeInstanceOf(Array);
  });
});
