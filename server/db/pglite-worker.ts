/**
 * The embedded database's own thread: owns the PGlite instance and runs the queries the server's main thread
 * sends (pglite-thread.ts), one after another, in arrival order. PGlite is PostgreSQL compiled to WebAssembly
 * and runs synchronously: on its own thread it uses the second core instead of blocking the event loop that
 * serves sockets and HTTP.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export type PgliteRequest = { id: number; op: 'query'; sql: string; params: unknown[] } | { id: number; op: 'close' };
/** The fields of a PostgreSQL error (code, detail, constraint, ...) survive the trip as plain properties. */
export type PgliteError = { message: string } & Record<string, unknown>;
export type PgliteResponse =
  | { id: number; rows: unknown[]; affectedRows: number | undefined }
  | { id: number; error: PgliteError }
  | { id: number; closed: true };
export type PgliteStartup = { ready: true } | { failed: PgliteError };

function errorFields(err: unknown): PgliteError {
  const e = err as Error & Record<string, unknown>;
  const fields: PgliteError = { message: String(e?.message ?? err) };
  for (const [k, v] of Object.entries(e ?? {})) if (v === undefined || ['string', 'number', 'boolean'].includes(typeof v)) fields[k] = v;
  return fields;
}

const port = parentPort!;
const { dir } = workerData as { dir: string };
try {
  const pglite = await PGlite.create(dir, { extensions: { pg_trgm }, parsers: { 20: (v: string) => Number(v) } });
  port.on('message', async (req: PgliteRequest) => {
    if (req.op === 'close') {
      await pglite.close();
      port.postMessage({ id: req.id, closed: true } satisfies PgliteResponse);
      port.close();
      return;
    }
    try {
      const r = await pglite.query(req.sql, req.params, { rowMode: 'object' });
      port.postMessage({ id: req.id, rows: r.rows, affectedRows: r.affectedRows } satisfies PgliteResponse);
    } catch (err) {
      port.postMessage({ id: req.id, error: errorFields(err) } satisfies PgliteResponse);
    }
  });
  port.postMessage({ ready: true } satisfies PgliteStartup);
} catch (err) {
  port.postMessage({ failed: errorFields(err) } satisfies PgliteStartup);
}
