import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ContentChanges } from '../../content/changes.ts';
import type { Database } from '../../db/schema.ts';
import { ContentScheduler } from './scheduler.ts';

/** A database whose every transaction fails with `err`, and a logger that keeps what it was told. */
function schedulerFailingWith(err: Error) {
  const lines: { level: string; args: unknown[] }[] = [];
  const log = Object.fromEntries(
    ['error', 'warn', 'info', 'debug'].map((level) => [level, (...args: unknown[]) => lines.push({ level, args })]),
  ) as unknown as FastifyBaseLogger;
  const db = { transaction: () => ({ execute: () => Promise.reject(err) }) } as unknown as Kysely<Database>;
  const changes = { announce: () => undefined } as unknown as ContentChanges;
  return { scheduler: new ContentScheduler(db, changes, log, 30), lines };
}

describe('scheduled publishing when the database fails', () => {
  it('waits for a lost connection with a warning, without the socket error', async () => {
    const { scheduler, lines } = schedulerFailingWith(Object.assign(new Error('write ECONNRESET'), { code: 'ECONNRESET' }));
    await scheduler.runOnce();
    expect(lines).toEqual([{ level: 'warn', args: ['scheduled publishing failed: the database is unavailable; the next pass retries'] }]);
  });

  it('reports any other failure as an error with its cause', async () => {
    const err = Object.assign(new Error('relation "news_entry" does not exist'), { code: '42P01' });
    const { scheduler, lines } = schedulerFailingWith(err);
    await scheduler.runOnce();
    expect(lines).toEqual([{ level: 'error', args: [{ err }, 'scheduled publishing failed'] }]);
  });
});
