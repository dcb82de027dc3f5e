import { loadConfig } from './config.ts';
import { openDatabase } from './db/index.ts';
import { databaseOptionsOf } from './db/options.ts';
import { buildApp } from './app.ts';
import { listenWhileStarting } from './health/starting.ts';

/**
 * Starts the product: while the database migrates and the app is built, the port answers live and not ready
 * (health/starting.ts); then the HTTP server. On SIGTERM/SIGINT it drains (below) and exits within SHUTDOWN_GRACE_MS.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const starting = config.port ? await listenWhileStarting(config.port, config.host) : undefined;
  const database = await openDatabase(databaseOptionsOf(config));
  const applied = await database.migrate();
  const app = await buildApp({ config, database });
  if (applied.length) app.log.info({ applied }, 'database migrated');
  app.log.info({ database: database.kind, dataDir: config.databaseUrl ? undefined : config.dataDir }, 'database ready');

  let stopping = false;
  /**
   * Graceful restart: not ready at once (/api/health/ready 503); then app.close(): new requests get 503 and no new
   * connection is accepted, chat sockets are closed with GOING_AWAY_CLOSE_CODE (their clients reconnect elsewhere
   * with jitter), calls hosted here end with their records, the requests running and the commit batches finish
   * (every acknowledged message is stored), the bus and the database close. Past SHUTDOWN_GRACE_MS: exit 1.
   */
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error({ graceMs: config.shutdownGraceMs }, 'shutdown took longer than SHUTDOWN_GRACE_MS: exiting anyway');
      process.exit(1);
    }, config.shutdownGraceMs);
    force.unref();
    app.readiness.drain();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await starting?.close();
  await app.listen({ port: config.port, host: config.host });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
