import { afterAll, beforeAll } from 'vitest';
import { dropSchema, uniqueSchema } from '../../../harness/database.ts';
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

/**
 * A server process on `backend` for the enclosing describe block: started before its tests and stopped after
 * them. The returned object stands for that server once it has started.
 */
export function useImServer(backend: ImBackend, env: Record<string, string> = {}): ImServer {
  let server: ImServer | undefined;
  beforeAll(async () => {
    server = await backend.start(env);
  });
  afterAll(async () => {
    await server?.stop();
  });
  return new Proxy({} as ImServer, {
    get(_target, key) {
      if (!server) throw new Error('the test server has not started yet (use it inside a test or a hook)');
      return Reflect.get(server, key) as unknown;
    },
  });
}
