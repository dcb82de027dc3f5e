import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Im } from '../context.ts';
import { logPassFailure } from '../../db/connection-errors.ts';

/** Uploads deleted per transaction; a sweep goes on while batches come back full. */
const BATCH = 500;
/** pg_try_advisory_xact_lock key: one instance sweeps at a time (the others skip that round). */
const LOCK_KEY = 0x51_4c_66_01;

/**
 * Deletes uploads no message references (`im_file.referenced`, set when a message is sent with the file, or an
 * image is made a group face: avatar-upload.ts) once
 * they are older than the grace period (IM_UPLOAD_GRACE_SECONDS), with their thumbnail and large variants
 * (rows and files). Rows go first, in one transaction per batch, and only rows still unreferenced: a send that
 * marks the file first keeps it, a send after the delete gets 7004. The files are removed after the commit
 * (a crash in between leaves files without rows, never rows without files). Safe with several instances: a
 * transaction-scoped advisory lock lets one sweep at a time, and every delete is idempotent anyway.
 */
export class UploadSweeper {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private readonly im: Im;

  constructor(im: Im) {
    this.im = im;
  }

  /** Sweeps every IM_UPLOAD_SWEEP_SECONDS (0 = never), first one interval after the start. */
  start(): void {
    const seconds = this.im.cfg.uploadSweepSeconds;
    if (!(seconds > 0)) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.sweep()
        .then(() => undefined)
        .catch((err: unknown) => logPassFailure(this.im.log, 'upload sweep failed', err, 'warn'))
        .finally(() => (this.running = undefined));
    }, seconds * 1000);
    this.timer.unref();
  }

  /** Stops the timer and waits for a sweep under way (before the database closes). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** One sweep; returns how many files (originals and variants) were deleted. */
  async sweep(): Promise<number> {
    let total = 0;
    for (;;) {
      const ids = await this.deleteBatch();
      await Promise.all(ids.map((id) => rm(join(this.im.cfg.filesDir, id), { force: true })));
      total += ids.length;
      if (ids.length < BATCH || this.stopped) break;
    }
    if (total > 0) this.im.log.info({ files: total }, 'unreferenced uploads deleted');
    return total;
  }

  private deleteBatch(): Promise<string[]> {
    const grace = this.im.cfg.uploadGraceSeconds;
    return this.im.db.transaction().execute(async (tx) => {
      const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${LOCK_KEY}) as locked`.execute(tx);
      if (!rows[0]?.locked) return [];
      const originals = await tx
        .deleteFrom('im_file')
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('im_file')
            .select('id')
            .where('referenced', '=', false)
            .where('created_at', '<', sql<Date>`now() - ${grace}::float8 * interval '1 second'`)
            .orderBy('created_at')
            .limit(BATCH),
        )
        .where('referenced', '=', false)
        .returning('id')
        .execute();
      if (originals.length === 0) return [];
      const ids = originals.map((r) => r.id);
      const variants = await tx.deleteFrom('im_file_variant').where('file_id', 'in', ids).returning('variant_id').execute();
      const variantIds = variants.map((v) => v.variant_id);
      if (variantIds.length > 0) await tx.deleteFrom('im_file').where('id', 'in', variantIds).execute();
      return [...ids, ...variantIds];
    });
  }
}
