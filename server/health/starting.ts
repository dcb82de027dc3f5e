import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { translate } from '../i18n/messages.ts';
import { requestLocale } from '../http/locale.ts';

/**
 * While the instance migrates its database and builds the app (main.ts), its port already answers: live (200) at
 * /api/health/live, 503 (not ready, `status: starting`) everywhere else, so an orchestrator neither restarts a long
 * migration nor sends it traffic. Closed just before the app listens on the same port.
 */
export async function listenWhileStarting(port: number, host: string): Promise<{ close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path === '/api/health/live') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ status: 'live' }));
      return;
    }
    const msg = translate(requestLocale(req), 'error.unavailable');
    res.writeHead(503, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': '5',
      connection: 'close',
    });
    res.end(JSON.stringify({ code: 503, msg, data: null, status: 'starting' }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
