import { dropSchema, uniqueSchema } from '../../helpers/database.ts';
import { startImServer } from './im-helpers.ts';
import type { ImServer } from './im-helpers.ts';

export interface ImBackend {
  name: string;
  /** A real server process on this backend; stop() also drops its PostgreSQL schema. */
  start(env?: Record<string, string>): Promise<ImServer>;
}

/** Embedded PGlite always; PostgreSQL (a fresh schema per server) too when DATABASE_URL is set. */
export function imBackends(): ImBackend[] {
  const list: ImBackend[] = [{ name: 'pglite', start: (env = {}) => startImServer(env) }];
  const url = process.env.DATABASE_URL;
  if (url) {
    list.push({
      name: 'postgres',
      async start(env = {}) {
        const schema = uniqueSchema();
        const im = await startImServer({ DATABASE_URL: url, DATABASE_SCHEMA: schema, ...env });
        return {
          ...im,
          async stop() {
            await im.stop();
            await dropSchema(url, schema);
          },
        };
      },
    });
  }
  return list;
}
