import { loadConfig } from './config.ts';
import { openDatabase } from './db/index.ts';
import { databaseOptionsOf } from './db/options.ts';
import { buildApp } from './app.ts';

/** Starts the product: database (migrated), then the HTTP server; stops cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(databaseOptionsOf(config));
  const applied = await database.migrate();
  const app = await buildApp({ config, database });
  if (applied.length) app.log.info({ applied }, 'database migrated');
  app.log.info({ database: database.kind, dataDir: config.databaseUrl ? undefined : config.dataDir }, 'database ready');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
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

  await app.listen({ port: config.port, host: config.host });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
