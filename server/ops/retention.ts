import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { logPassFailure } from '../db/connection-errors.ts';
import { audit } from '../console/audit/log.ts';
import { sweepRetention } from '../console/leads/retention.ts';
import type { RetentionConfig } from './retention-config.ts';
import { expireCalls, expireResumes, expireVisitors, removeOrphans } from './retention-parts.ts';
import type { RetentionFolders } from './retention-parts.ts';

const DAY_MS = 86_400_000;
/** How long a pass may hold the lease before another instance may take it (a holder that crashed). */
const LEASE_SECONDS = 15 * 60;
const LEASE = 'retention';

export interface RetentionCounts {
  leads: number;
  resumes: number;
  visitors: number;
  calls: number;
  orphanFiles: number;
}

/**
 * Applies every configured lifetime once (0 days: that kind is kept): leads with their notes and résumés, résumé
 * files alone, silent chat visitors, call records, files no row references. Counts what it deleted and, when
 * anything, says so in the audit log (actor: the server; the leads part writes its own entries per source).
 */
export async function applyRetention(
  db: Kysely<Database>,
  cfg: RetentionConfig,
  folders: RetentionFolders,
  now = new Date(),
): Promise<RetentionCounts> {
  const cutoff = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const counts: RetentionCounts = {
    leads: cfg.leadsDays > 0 ? await sweepRetention(db, folders.resumesDir, cfg.leadsDays, now) : 0,
    resumes: cfg.resumesDays > 0 ? await expireResumes(db, folders.resumesDir, cutoff(cfg.resumesDays)) : 0,
    visitors: cfg.visitorChatsDays > 0 ? await expireVisitors(db, folders.filesDir, cutoff(cfg.visitorChatsDays)) : 0,
    calls: cfg.callRecordsDays > 0 ? await expireCalls(db, cutoff(cfg.callRecordsDays)) : 0,
    orphanFiles: cfg.unreferencedUploadsDays > 0 ? await removeOrphans(db, folders, cutoff(cfg.unreferencedUploadsDays)) : 0,
  };
  const { leads: _leads, ...rest } = counts;
  if (Object.values(rest).some((n) => n > 0)) await audit(db, null, 'retention.pass', '', { ...rest });
  return counts;
}

/**
 * The scheduled retention pass (issue #32.5): every RETAIN_PASS_SECONDS each instance tries to take the lease row
 * (ops_lease, one statement: taken only when no one holds it and the last pass began at least half a period ago),
 * so with several instances — PostgreSQL or PGlite alike — one runs it, once per period.
 */
export class RetentionPass {
  readonly #db: Kysely<Database>;
  readonly #cfg: RetentionConfig;
  readonly #folders: RetentionFolders;
  readonly #log: FastifyBaseLogger;
  readonly #holder = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<RetentionCounts | null> | undefined;

  constructor(db: Kysely<Database>, cfg: RetentionConfig, folders: RetentionFolders, log: FastifyBaseLogger) {
    this.#db = db;
    this.#cfg = cfg;
    this.#folders = folders;
    this.#log = log;
  }

  /** A first pass at once, then one per period (RETAIN_PASS_SECONDS; 0 = never). */
  start(): void {
    if (!(this.#cfg.passSeconds > 0)) return;
    const run = () => void this.runOnce().catch((err: unknown) => logPassFailure(this.#log, 'retention pass failed', err));
    this.#timer = setInterval(run, this.#cfg.passSeconds * 1000);
    this.#timer.unref();
    run();
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#running?.catch(() => undefined);
  }

  /** One pass if this instance gets the lease: what it deleted, or null when another instance has it or it is not due. */
  runOnce(): Promise<RetentionCounts | null> {
    this.#running ??= this.#pass().finally(() => (this.#running = undefined));
    return this.#running;
  }

  async #pass(): Promise<RetentionCounts | null> {
    const gap = Math.max(1, this.#cfg.passSeconds / 2);
    const { rows } = await sql<{ holder: string }>`
      insert into ops_lease (name, holder, until, last_run)
      values (${LEASE}, ${this.#holder}, now() + ${LEASE_SECONDS}::int * interval '1 second', now())
      on conflict (name) do update set holder = excluded.holder, until = excluded.until, last_run = excluded.last_run
      where ops_lease.until < now() and ops_lease.last_run <= now() - ${gap}::float8 * interval '1 second'
      returning holder`.execute(this.#db);
    if (rows.length === 0) return null;
    try {
      const counts = await applyRetention(this.#db, this.#cfg, this.#folders);
      if (Object.values(counts).some((n) => n > 0)) this.#log.info(counts, 'retention pass deleted data past its lifetime');
      return counts;
    } finally {
      await this.#db
        .updateTable('ops_lease')
        .set({ until: sql<Date>`now()` })
        .where('name', '=', LEASE)
        .where('holder', '=', this.#holder)
        .execute();
    }
  }
}
