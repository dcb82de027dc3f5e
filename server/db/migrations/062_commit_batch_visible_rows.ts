/**
 * im_commit_batch as in 060, with one change in step 4 (the users' conversation rows): a C2C row that already
 * exists and is visible is left out of the upsert instead of going through ON CONFLICT ... WHERE uc.hidden,
 * which locks the row even when it changes nothing. Every C2C message used to lock both users' rows; now only
 * a first message or one into a hidden (deleted) conversation does, so concurrent batches stop waiting on each
 * other's locks and write no lock records (bench:im, PostgreSQL, 5,000 msg/s on a quiet 2-core machine: C2C p99
 * 54-154 ms with it, 80-221 ms without; runs vary as much as that). A row hidden or created meanwhile by another
 * transaction is still handled by the ON CONFLICT clause.
 * The function as it is now is server/db/functions/im_commit_batch.sql (applied by migrate() after the
 * migrations), so this migration no longer changes it.
 */
export function up(): Promise<void> {
  return Promise.resolve();
}

export function down(): Promise<void> {
  return Promise.resolve();
}
