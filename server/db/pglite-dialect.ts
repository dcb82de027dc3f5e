import type { PGlite } from '@electric-sql/pglite';
import { PostgresDialect } from 'kysely';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/**
 * Runs Kysely's PostgreSQL dialect on an embedded PGlite instance.
 * PGlite is one connection, so the "pool" hands it out to one borrower at a time:
 * a transaction holds it exclusively, exactly as a single-connection pool would.
 */
export function createPgliteDialect(pglite: PGlite): PostgresDialect {
  return new PostgresDialect({ pool: new PglitePool(pglite) });
}

class PglitePool implements PostgresPool {
  readonly options = {};
  #pglite: PGlite;
  #busy = false;
  #waiting: Array<(client: PostgresPoolClient) => void> = [];
  #client: PostgresPoolClient;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
    this.#client = {
      query: (async (sql: string, parameters: readonly unknown[]) => {
        const result = await this.#pglite.query(sql, parameters as unknown[], { rowMode: 'object' });
        return {
          command: commandOf(sql),
          rowCount: result.affectedRows ?? result.rows.length,
          rows: result.rows,
        } satisfies PostgresQueryResult<unknown>;
      }) as PostgresPoolClient['query'],
      release: () => this.#release(),
    };
  }

  connect(): Promise<PostgresPoolClient> {
    if (!this.#busy) {
      this.#busy = true;
      return Promise.resolve(this.#client);
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  #release(): void {
    const next = this.#waiting.shift();
    if (next) next(this.#client);
    else this.#busy = false;
  }

  async end(): Promise<void> {
    await this.#pglite.close();
  }
}

function commandOf(sql: string): PostgresQueryResult<unknown>['command'] {
  // A data-modifying CTE ("WITH ... ) INSERT") reports the verb after the CTE list.
  const verb =
    /^\s*(insert|update|delete|merge)\b/i.exec(sql) ?? (/^\s*with\b/i.test(sql) ? /\)\s*(insert|update|delete|merge)\b/i.exec(sql) : null);
  return (verb?.[1]?.toUpperCase() as PostgresQueryResult<unknown>['command'] | undefined) ?? 'SELECT';
}
