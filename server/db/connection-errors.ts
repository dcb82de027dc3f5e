/** Socket errors of a connection that is gone or cannot be opened. */
const SOCKET_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** pg's own texts for a connection that ended, could not be opened in time, or was already broken. */
const PG_CLIENT_TEXTS = /Connection terminated|not queryable|timeout exceeded when trying to connect|Client was closed/i;

/**
 * Whether `err` says the database connection was lost or could not be had (PostgreSQL restarting or failing
 * over, a backend terminated by an administrator, a network cut, the pool unable to connect in time) rather
 * than that the statement itself failed. The statement's outcome is then unknown: a commit may or may not have
 * happened, so only idempotent work may be retried.
 *
 * SQLSTATE class 08 (connection exception), 57P01-57P03 (admin or crash shutdown, cannot connect now) and
 * 53300 (too many connections); the socket's error codes; pg's messages for a dead or unopened connection.
 */
export function isConnectionLoss(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300') return true;
      if (SOCKET_CODES.has(code)) return true;
    }
    if (typeof message === 'string' && PG_CLIENT_TEXTS.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** What `logPassFailure` writes to. */
interface PassLog {
  warn(msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Logs the failure of a background pass (a sweep, a poll, scheduled work) that runs again by itself. A lost
 * connection is one warning line without the socket error: the pool has already said why (db/index.ts), and the
 * next pass retries. Any other failure is logged at `level` with its cause.
 */
export function logPassFailure(log: PassLog, what: string, err: unknown, level: 'warn' | 'error' = 'error'): void {
  if (isConnectionLoss(err)) log.warn(`${what}: the database is unavailable; the next pass retries`);
  else if (level === 'warn') log.warn({ err }, what);
  else log.error({ err }, what);
}
